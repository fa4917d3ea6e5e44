import type { Route } from "./+types/task";
import { TaskPage } from "~/features/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { taskPath } from "~/content/project-management";
import { taskAction, taskLoader } from "~/server/project-management/tasks/task-page.server";

// …/:projectId/taches/:taskId: one task (everyone who sees the project reads; Technicien and up
// change it), inside the project's frame.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  taskLoader(request, params.projectId, params.taskId);

export const action = ({ request, params }: Route.ActionArgs) =>
  taskAction(request, params.projectId, params.taskId);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  dashboardMeta(rootMetaData(matches), {
    title: loaderData?.view ? `${loaderData.view.key} · ${loaderData.view.title}` : undefined,
    description: loaderData?.view?.title ?? "",
    path: taskPath(params.projectId, params.taskId),
  });

export default function Task({ loaderData, actionData }: Route.ComponentProps) {
  return <TaskPage view={loaderData.view} notice={loaderData.notice} result={actionData} />;
}
