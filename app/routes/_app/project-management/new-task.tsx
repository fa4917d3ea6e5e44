import type { Route } from "./+types/new-task";
import { NewTaskPage } from "~/features/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { newTaskPath, taskTexts } from "~/content/project-management-tasks";
import { newTaskAction, newTaskLoader } from "~/server/project-management/tasks/task-page.server";

// …/:projectId/taches/nouvelle: the new-task form (Technicien and up), inside the project's frame.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  newTaskLoader(request, params.projectId);

export const action = ({ request, params }: Route.ActionArgs) =>
  newTaskAction(request, params.projectId);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  dashboardMeta(rootMetaData(matches), {
    title: taskTexts.newTitle,
    description: taskTexts.newLead,
    path: newTaskPath(params.projectId),
  });

export default function NewTask({ loaderData, actionData }: Route.ComponentProps) {
  return <NewTaskPage view={loaderData.view} result={actionData} />;
}
