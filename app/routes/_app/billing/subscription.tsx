import type { Route } from "./+types/subscription";
import { BILLING_PATH } from "~/content/billing";
import { billingPageTexts } from "~/content/billing-page";
import { BillingPage } from "~/features/billing";
import { dashboardMeta } from "~/features/dashboard";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { billingAction, billingLoader } from "~/server/billing/index.server";

// /dashboard/parametres/abonnement: the workspace's plan, its quotes and its invoices.
export const loader = ({ request }: Route.LoaderArgs) => billingLoader(request);
export const action = ({ request }: Route.ActionArgs) => billingAction(request);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: billingPageTexts.metaTitle,
    description: billingPageTexts.description,
    path: BILLING_PATH,
  });

export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BillingPage
      view={loaderData.view}
      notice={loaderData.notice}
      formError={actionData?.formError ?? null}
      confirmCancel={loaderData.confirmCancel}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
