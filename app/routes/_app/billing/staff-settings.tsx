import type { Route } from "./+types/staff-settings";
import { BILLING_SETTINGS_PATH } from "~/content/billing-staff";
import { billingSettingsTexts } from "~/content/billing-staff-forms";
import { StaffBillingSettingsPage } from "~/features/billing/staff";
import { dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { billingSettingsAction, billingSettingsLoader } from "~/server/billing/staff-routes.server";

// /dashboard/facturation/parametres (staff only): payment instructions, VAT and delays.
export const loader = ({ request }: Route.LoaderArgs) => billingSettingsLoader(request);

export const action = ({ request }: Route.ActionArgs) => billingSettingsAction(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: billingSettingsTexts.title,
    description: billingSettingsTexts.lead,
    path: BILLING_SETTINGS_PATH,
  });

export default function BillingSettings({ loaderData }: Route.ComponentProps) {
  return <StaffBillingSettingsPage settings={loaderData.settings} />;
}
