import type { Route } from "./+types/staff-customers";
import { BILLING_STAFF_PATH, billingStaffTexts } from "~/content/billing-staff";
import { StaffCustomersPage } from "~/features/billing/staff";
import { dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { billingCustomersLoader } from "~/server/billing/staff-routes.server";

// /dashboard/facturation (staff only: 404 to anyone else): the customers list.
export const loader = ({ request }: Route.LoaderArgs) => billingCustomersLoader(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: billingStaffTexts.title,
    description: billingStaffTexts.description,
    path: BILLING_STAFF_PATH,
  });

export default function BillingCustomers({ loaderData }: Route.ComponentProps) {
  return <StaffCustomersPage view={loaderData.view} />;
}
