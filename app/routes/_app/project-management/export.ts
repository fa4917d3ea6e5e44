import type { Route } from "./+types/export";
import { exportTasks } from "~/server/project-management/tasks/task-csv-export.server";

// …/:projectId/export.csv: the project's tasks as a CSV (every role that sees the project).
export const loader = ({ request, params }: Route.LoaderArgs) =>
  exportTasks(request, params.projectId);
