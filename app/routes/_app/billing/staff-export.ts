import type { Route } from "./+types/staff-export";
import { billingExportLoader } from "~/server/billing/staff-export-routes.server";

// /dashboard/facturation/export/:kind?mois=2026-11 (staff only): a month's invoices ('factures')
// or payments ('paiements') as CSV for the accountant.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  billingExportLoader(request, params.kind);
