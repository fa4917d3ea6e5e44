import type { Route } from "./+types/new";
import { NEW_PROJECT_PATH } from "~/content/project-management";
import { projectPageTexts } from "~/content/project-pages";
import { dashboardMeta } from "~/features/dashboard";
import { NewProjectPage } from "~/features/project-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import {
  newProjectAction,
  newProjectLoader,
} from "~/server/project-management/project-new-page.server";

// /dashboard/project-management/nouveau: 'Nouveau projet' (Technicien and up, decision 0101).
export const loader = ({ request }: Route.LoaderArgs) => newProjectLoader(request);

export const action = ({ request }: Route.ActionArgs) => newProjectAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: projectPageTexts.form.newTitle,
    description: projectPageTexts.form.newLead,
    path: NEW_PROJECT_PATH,
  });

export default function NewProject({ loaderData, actionData }: Route.ComponentProps) {
  return <NewProjectPage view={loaderData.view} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
