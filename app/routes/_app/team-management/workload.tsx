import type { Route } from "./+types/workload";
import { WORKLOAD_PATH, workloadTexts } from "~/content/team-management";
import { dashboardMeta } from "~/features/dashboard";
import { WorkloadPage } from "~/features/team-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import { memberWorkloads } from "~/server/module-contributions.server";
import { workloadLoader } from "~/server/team-management/other-pages.server";

// /dashboard/team-management/charge: the workload of each team and member (Technicien and up);
// the other modules' columns (the projects' tasks and hours) are handed in (decision 0098).
export const loader = ({ request }: Route.LoaderArgs) => workloadLoader(request, memberWorkloads);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: workloadTexts.title,
    description: workloadTexts.lead,
    path: WORKLOAD_PATH,
  });

export default function Workload({ loaderData }: Route.ComponentProps) {
  return <WorkloadPage view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
