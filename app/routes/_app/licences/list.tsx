import type { Route } from "./+types/list";
import { findDashboardModule } from "~/content/dashboard-modules";
import { LICENCES_PATH } from "~/content/inventory";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { LicenceListPage } from "~/features/licences";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { licenceListLoader } from "~/server/licences/index.server";

// /dashboard/software-source-code-management: the active workspace's licences and their
// compliance for a signed-in person; the spec's placeholder for anonymous visitors.
const service = findDashboardModule("software-source-code-management")!;

export const loader = ({ request }: Route.LoaderArgs) => licenceListLoader(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: LICENCES_PATH,
  });

export default function Licences({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <DashboardModulePage service={service} />;
  if (!loaderData.view) return <DashboardModulePage service={service} />;
  return (
    <LicenceListPage view={loaderData.view} title={service.title} notice={loaderData.notice} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
