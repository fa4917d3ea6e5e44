import { workspaceErrors } from "~/content/workspaces";
import { attachmentResponse } from "~/server/platform/uploaded-files.server";
import { resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { taskForViewer } from "../project-access.server";
import { runProjects } from "../project-scope.server";
import { taskFile } from "./task-files.server";

/** A task's file as a download (the platform's answer: attachment, nosniff, sandbox), or 404. */
export async function downloadTaskFile(
  request: Request,
  projectId: string | undefined,
  taskId: string | undefined,
  id: string | undefined,
) {
  try {
    const file = await runProjects(request, "project.read", async (ctx) => {
      const found = await taskForViewer(ctx, projectId, taskId);
      return taskFile(ctx, found.task.id, id);
    });
    if (!file) throw new WorkspaceError(404, workspaceErrors.notFound);
    return attachmentResponse(file);
  } catch (error) {
    return resourceRefusal(error);
  }
}
