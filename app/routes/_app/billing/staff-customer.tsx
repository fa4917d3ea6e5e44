import type { Route } from "./+types/staff-customer";
import { billingCustomerPath, billingStaffTexts } from "~/content/billing-staff";
import { StaffCustomerPage } from "~/features/billing/staff";
import { dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { billingCustomerAction, billingCustomerLoader } from "~/server/billing/staff-routes.server";

// /dashboard/facturation/clients/:id (staff only): a customer's invoices and payments, and
// 'Enregistrer un paiement'.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  billingCustomerLoader(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  billingCustomerAction(request, params.id);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  dashboardMeta(rootMetaData(matches), {
    title: loaderData?.view.workspace ?? billingStaffTexts.title,
    description: billingStaffTexts.description,
    path: billingCustomerPath(params.id),
  });

export default function BillingCustomer({ loaderData }: Route.ComponentProps) {
  return <StaffCustomerPage view={loaderData.view} />;
}
