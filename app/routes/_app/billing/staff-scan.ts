import type { Route } from "./+types/staff-scan";
import { billingScanLoader } from "~/server/billing/staff-routes.server";

// /dashboard/facturation/clients/:id/paiements/:paymentId/justificatif (staff only): a payment's
// receipt scan, downloaded.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  billingScanLoader(request, params.id, params.paymentId);
