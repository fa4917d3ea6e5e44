import type { Route } from "./+types/new";
import { NEW_TEAM_PATH, teamFormTexts } from "~/content/team-management";
import { dashboardMeta } from "~/features/dashboard";
import { TeamFormPage } from "~/features/team-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import { teamFormAction, teamFormLoader } from "~/server/team-management/team-pages.server";

// /dashboard/team-management/nouvelle: a new team (Administrateur and up).
export const loader = ({ request }: Route.LoaderArgs) => teamFormLoader(request);

export const action = ({ request }: Route.ActionArgs) => teamFormAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: teamFormTexts.newTitle,
    description: teamFormTexts.lead,
    path: NEW_TEAM_PATH,
  });

export default function NewTeam({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamFormPage view={loaderData.view} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
