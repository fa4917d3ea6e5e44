import type { Route } from "./+types/team";
import { teamFormTexts, teamPath } from "~/content/team-management";
import { dashboardMeta } from "~/features/dashboard";
import { TeamFormPage } from "~/features/team-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import { teamFormAction, teamFormLoader } from "~/server/team-management/team-pages.server";

// /dashboard/team-management/:id: a team's page, its form for Administrateur and up.
export const loader = ({ request, params }: Route.LoaderArgs) => teamFormLoader(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => teamFormAction(request, params.id);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, params, loaderData }) =>
  dashboardMeta(rootMetaData(matches), {
    title: loaderData?.view.values.name || teamFormTexts.editTitle,
    description: teamFormTexts.lead,
    path: teamPath(params.id),
  });

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamFormPage view={loaderData.view} result={actionData} notice={loaderData.notice} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
