import type { Route } from "./+types/my-tasks";
import { MY_TASKS_PATH } from "~/content/project-management";
import { myTasksTexts } from "~/content/project-management-views-texts";
import { dashboardMeta } from "~/features/dashboard";
import { MyTasksPage } from "~/features/project-management";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { NO_STORE } from "~/lib/cache-control";
import { rootMetaData } from "~/lib/seo";
import { myTasksAction, myTasksLoader } from "~/server/project-management/my-tasks.server";

// /dashboard/project-management/mes-taches: the viewer's open tasks across the projects.
export const loader = ({ request }: Route.LoaderArgs) => myTasksLoader(request);

export const action = ({ request }: Route.ActionArgs) => myTasksAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: myTasksTexts.title,
    description: myTasksTexts.lead,
    path: MY_TASKS_PATH,
  });

export default function MyTasks({ loaderData }: Route.ComponentProps) {
  return <MyTasksPage view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
