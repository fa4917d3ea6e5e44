import { and, asc, eq } from "drizzle-orm";
import { taskImportErrors } from "~/content/project-management-import";
import { TASK_PAGE_LIMITS, taskErrors } from "~/content/project-management-tasks";
import { workspaceErrors } from "~/content/workspaces";
import { checkedFiles, type UploadedFile } from "~/server/platform/uploaded-files.server";
import type { UploadRoute } from "~/server/platform/upload-limits.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isUuid } from "../project-access.server";
import type { ProjectContext } from "../project-scope.server";
import { taskAttachment, type TaskRow } from "../schema.server";

// A task's files, by the platform's upload rules (the helpdesk's: 3 files of 5 Mo a post, the
// type sniffed, served as a download with nosniff), stored in the database with the task.

/**
 * The task page's posts may carry files (16 Mo with a live session); the CSV import's carry the
 * file, and the preview's form the same file again in base64 (a third larger).
 */
export const PROJECT_UPLOADS: readonly UploadRoute[] = [
  {
    path: /^\/dashboard\/project-management\/[^/]+\/taches\/[^/]+(\.data)?\/?$/,
    limit: TASK_PAGE_LIMITS.requestBytes,
    tooLarge: taskErrors.requestTooLarge,
    who: "signed-in",
  },
  {
    path: /^\/dashboard\/project-management\/[^/]+\/import(\.data)?\/?$/,
    limit: Math.ceil(TASK_PAGE_LIMITS.importBytes * 1.4) + 64 * 1024,
    tooLarge: taskImportErrors.tooLarge,
    who: "signed-in",
  },
];

export const taskFilesOfForm = (form: FormData): Promise<UploadedFile[]> =>
  checkedFiles(form, "pieces", {
    count: TASK_PAGE_LIMITS.attachments,
    bytes: TASK_PAGE_LIMITS.attachmentBytes,
    tooLarge: taskErrors.fileTooLarge,
    badType: taskErrors.fileType,
  });

export async function storeTaskFiles(ctx: ProjectContext, row: TaskRow, files: UploadedFile[]) {
  if (files.length === 0) throw new WorkspaceError(400, taskErrors.filesMissing);
  await ctx.tx.insert(taskAttachment).values(
    files.map((f) => ({
      taskId: row.id,
      filename: f.filename,
      contentType: f.contentType,
      size: f.content.length,
      content: f.content,
      uploadedBy: ctx.actor.id,
      createdAt: ctx.now,
    })),
  );
}

export async function removeTaskFile(ctx: ProjectContext, row: TaskRow, id: string) {
  if (!isUuid(id)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const removed = await ctx.tx
    .delete(taskAttachment)
    .where(and(eq(taskAttachment.id, id), eq(taskAttachment.taskId, row.id)))
    .returning({ id: taskAttachment.id });
  if (removed.length === 0) throw new WorkspaceError(404, workspaceErrors.notFound);
}

export const filesOf = (ctx: ProjectContext, taskId: string) =>
  ctx.tx
    .select({
      id: taskAttachment.id,
      filename: taskAttachment.filename,
      size: taskAttachment.size,
      createdAt: taskAttachment.createdAt,
    })
    .from(taskAttachment)
    .where(eq(taskAttachment.taskId, taskId))
    .orderBy(asc(taskAttachment.createdAt));

/** One file of the task, with its bytes, or null. */
export async function taskFile(ctx: ProjectContext, taskId: string, id: string | undefined) {
  if (!isUuid(id)) return null;
  const [row] = await ctx.tx
    .select({
      filename: taskAttachment.filename,
      contentType: taskAttachment.contentType,
      content: taskAttachment.content,
    })
    .from(taskAttachment)
    .where(and(eq(taskAttachment.id, id), eq(taskAttachment.taskId, taskId)));
  return row ?? null;
}
