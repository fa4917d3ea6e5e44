import type { Route } from "./+types/reports";
import { REPORTS_PATH, reportsTexts } from "~/content/reports";
import { dashboardMeta } from "~/features/dashboard";
import { ReportsPage } from "~/features/reporting/reports/reports-page";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import { reportsAction, reportsLoader } from "~/server/reporting/reports/reports-page.server";

// /dashboard/team-performance-automation/rapports: 'Nouveau Rapport', the kept monthly PDF
// reports and who receives the one of the 1st (decision 0109).
export const loader = ({ request }: Route.LoaderArgs) => reportsLoader(request);

export const action = ({ request }: Route.ActionArgs) => reportsAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: reportsTexts.title,
    description: reportsTexts.lead,
    path: REPORTS_PATH,
  });

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportsPage view={loaderData.view} notice={loaderData.notice} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
