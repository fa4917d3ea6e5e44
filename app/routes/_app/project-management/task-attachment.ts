import type { Route } from "./+types/task-attachment";
import { downloadTaskFile } from "~/server/project-management/tasks/task-file-download.server";

// …/:projectId/taches/:taskId/pieces/:attachmentId: a file of a task the viewer sees, always as a
// download (attachment, nosniff); a French 404 for anything else.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  downloadTaskFile(request, params.projectId, params.taskId, params.attachmentId);
