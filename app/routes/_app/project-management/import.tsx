import type { Route } from "./+types/import";
import { TaskImportPage } from "~/features/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { taskImportTexts } from "~/content/project-management-import";
import { projectImportPath } from "~/content/project-management-tasks";
import { importAction, importLoader } from "~/server/project-management/tasks/task-import.server";

// …/:projectId/import: a CSV of tasks, previewed then imported all or nothing (Technicien and up).
export const loader = ({ request, params }: Route.LoaderArgs) =>
  importLoader(request, params.projectId);

export const action = ({ request, params }: Route.ActionArgs) =>
  importAction(request, params.projectId);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  dashboardMeta(rootMetaData(matches), {
    title: taskImportTexts.title,
    description: taskImportTexts.lead,
    path: projectImportPath(params.projectId),
  });

export default function TaskImport({ loaderData, actionData }: Route.ComponentProps) {
  return <TaskImportPage projectId={loaderData.projectId} result={actionData} />;
}
