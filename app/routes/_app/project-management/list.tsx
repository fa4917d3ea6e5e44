import type { Route } from "./+types/list";
import { findDashboardModule } from "~/content/dashboard-modules";
import { PROJECTS_MODULE_ID, PROJECTS_PATH } from "~/content/project-management";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { ProjectListPage } from "~/features/project-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { projectListLoader } from "~/server/project-management/project-list-page.server";

// /dashboard/project-management: the projects the signed-in person may see; the catalogue's
// placeholder for anonymous visitors.
const service = findDashboardModule(PROJECTS_MODULE_ID)!;

export const loader = ({ request }: Route.LoaderArgs) => projectListLoader(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: PROJECTS_PATH,
  });

export default function Projects({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <DashboardModulePage service={service} />;
  return <ProjectListPage view={loaderData.view} title={service.title} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
