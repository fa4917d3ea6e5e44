import type { Route } from "./+types/staff-rates";
import { BILLING_RATES_PATH } from "~/content/billing-staff";
import { ratesTexts } from "~/content/billing-staff-forms";
import { StaffRatesPage } from "~/features/billing/staff";
import { dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { billingRatesAction, billingRatesLoader } from "~/server/billing/staff-routes.server";

// /dashboard/facturation/taux (staff only): the EUR → GNF rate of each day.
export const loader = ({ request }: Route.LoaderArgs) => billingRatesLoader(request);

export const action = ({ request }: Route.ActionArgs) => billingRatesAction(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: ratesTexts.title,
    description: ratesTexts.lead,
    path: BILLING_RATES_PATH,
  });

export default function BillingRates({ loaderData }: Route.ComponentProps) {
  return <StaffRatesPage view={loaderData} />;
}
