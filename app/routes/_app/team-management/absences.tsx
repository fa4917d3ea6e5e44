import type { Route } from "./+types/absences";
import { ABSENCES_PATH, absenceTexts } from "~/content/team-management";
import { dashboardMeta } from "~/features/dashboard";
import { AbsencesPage } from "~/features/team-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import { absencesAction, absencesLoader } from "~/server/team-management/other-pages.server";

// /dashboard/team-management/absences: the members' absences (Technicien: their own).
export const loader = ({ request }: Route.LoaderArgs) => absencesLoader(request);

export const action = ({ request }: Route.ActionArgs) => absencesAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: absenceTexts.title,
    description: absenceTexts.lead,
    path: ABSENCES_PATH,
  });

export default function Absences({ loaderData, actionData }: Route.ComponentProps) {
  return <AbsencesPage view={loaderData.view} result={actionData} notice={loaderData.notice} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
