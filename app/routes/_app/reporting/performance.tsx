import type { Route } from "./+types/performance";
import { findDashboardModule } from "~/content/dashboard-modules";
import { REPORTING_PATH } from "~/content/reporting";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { ReportPage } from "~/features/reporting";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import { reportPageLoader } from "~/server/reporting/page/report-page.server";

// /dashboard/team-performance-automation, 'Pilotage de la performance' (issue 35): the
// workspace's figures over a period for Technicien and up; the spec's placeholder for anonymous
// visitors (the public demo).
const service = findDashboardModule("team-performance-automation")!;

export const loader = ({ request }: Route.LoaderArgs) => reportPageLoader(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: REPORTING_PATH,
  });

export default function Performance({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <DashboardModulePage service={service} />;
  return <ReportPage view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
