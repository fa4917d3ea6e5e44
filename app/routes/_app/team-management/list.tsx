import type { Route } from "./+types/list";
import { findDashboardModule } from "~/content/dashboard-modules";
import { TEAMS_MODULE_ID, TEAMS_PATH } from "~/content/team-management";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { TeamListPage } from "~/features/team-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { teamListLoader } from "~/server/team-management/team-pages.server";

// /dashboard/team-management: the workspace's teams for a signed-in person; the catalogue's
// placeholder for anonymous visitors.
const service = findDashboardModule(TEAMS_MODULE_ID)!;

export const loader = ({ request }: Route.LoaderArgs) => teamListLoader(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: TEAMS_PATH,
  });

export default function Teams({ loaderData }: Route.ComponentProps) {
  if (!loaderData?.view) return <DashboardModulePage service={service} />;
  return <TeamListPage view={loaderData.view} notice={loaderData.notice} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
