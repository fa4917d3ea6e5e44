import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/layout/error-page";
import {
  closedCategoriesFromCookie,
  DashboardShell,
  dashboardAccountOf,
} from "~/features/dashboard";
import { getViewer } from "~/server/auth/viewer.server";
import { billingReadOnlyReason } from "~/server/billing/index.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { NO_STORE } from "~/lib/cache-control";

// The dashboard's own layout. The sidebar's open/closed categories come from a cookie, so the
// server renders them as the visitor left them. A signed-in visitor sees their account; anyone
// else the public demo.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  // Read-only workspaces only: why (billing or trial) changes what the dashboard says.
  const readOnly = viewer?.workspace?.readOnly ? viewer.workspace.id : null;
  const reason = readOnly ? await billingReadOnlyReason(dbOf(request), readOnly) : null;
  return {
    closedCategories: closedCategoriesFromCookie(request.headers.get("Cookie")),
    account: viewer ? dashboardAccountOf(viewer, Date.now(), reason) : null,
  };
}

// The layout's account (the workspace id every form posts back, WorkspaceForm) is read again with
// each page's data, so that both always speak of the same workspace, whatever another tab switched.
export const shouldRevalidate = () => true;

// Pages for signed-in users are never stored by caches (quality bar).
export const headers: Route.HeadersFunction = () => NO_STORE;

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell closedCategories={loaderData.closedCategories} account={loaderData.account}>
      <Outlet />
    </DashboardShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/_app/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <DashboardShell closedCategories={data?.closedCategories ?? []} account={data?.account ?? null}>
      <ErrorPage status={status} home="dashboard" />
    </DashboardShell>
  );
}
