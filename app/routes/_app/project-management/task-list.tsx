import type { Route } from "./+types/task-list";
import { TaskListPage } from "~/features/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { taskListAction } from "~/server/project-management/task-bulk.server";
import { taskListLoader } from "~/server/project-management/task-list.server";

// /dashboard/project-management/:projectId/liste: the project's tasks as a dense list.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  taskListLoader(request, params.projectId);

export const action = ({ request, params }: Route.ActionArgs) =>
  taskListAction(request, params.projectId);

export const headers: Route.HeadersFunction = () => NO_STORE;

export default function TaskList({ loaderData }: Route.ComponentProps) {
  return <TaskListPage base={loaderData.listPath} view={loaderData.list} />;
}
