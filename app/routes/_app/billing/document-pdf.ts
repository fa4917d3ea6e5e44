import type { Route } from "./+types/document-pdf";
import { billingErrors } from "~/content/billing";
import { billingPdf } from "~/server/billing/index.server";

// /dashboard/parametres/abonnement/{devis|factures}/:id/pdf: a quote's or an invoice's PDF
// (Propriétaire and Administrateur; another workspace's id: 404).
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.kind !== "devis" && params.kind !== "factures") {
    throw new Response(billingErrors.notFound, { status: 404 });
  }
  return billingPdf(request, params.kind, params.id);
}
