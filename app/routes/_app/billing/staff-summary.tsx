import type { Route } from "./+types/staff-summary";
import { BILLING_SUMMARY_PATH } from "~/content/billing-staff";
import { summaryTexts } from "~/content/billing-staff-exports";
import { StaffSummaryPage } from "~/features/billing/staff";
import { dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { billingSummaryLoader } from "~/server/billing/staff-export-routes.server";

// /dashboard/facturation/synthese?mois=2026-11 (staff only): the month invoiced and received.
export const loader = ({ request }: Route.LoaderArgs) => billingSummaryLoader(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: summaryTexts.title,
    description: summaryTexts.lead,
    path: BILLING_SUMMARY_PATH,
  });

export default function BillingSummary({ loaderData }: Route.ComponentProps) {
  return <StaffSummaryPage view={loaderData.view} />;
}
