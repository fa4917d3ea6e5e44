import { and, asc, count, eq, max } from "drizzle-orm";
import { PROJECT_LIMITS } from "~/content/project-management";
import { TASK_PAGE_LIMITS, taskErrors } from "~/content/project-management-tasks";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { workspaceErrors } from "~/content/workspaces";
import { isUuid } from "../project-access.server";
import type { ProjectContext } from "../project-scope.server";
import { taskCheck, taskComment, type ProjectRow, type TaskRow } from "../schema.server";
import { keyOf } from "./task-edit.server";
import { mentionedIn } from "./task-mentions.server";
import { noticeMentioned, type TaskContext } from "./task-notices.server";

// A task's checklist (its sub-tasks: added, ticked, renamed, removed; progress n/m) and its
// comments (Markdown; '@Prénom Nom' tells that member). Every id is checked to be the task's: a
// foreign one is the 404.

const label = (text: string) => {
  const clean = text.trim().replace(/[^\S\u00a0\u202f]+/g, " ");
  if (!clean || clean.length > PROJECT_LIMITS.checkLabel) {
    throw new WorkspaceError(400, taskErrors.checkLabel);
  }
  return clean;
};

export const checksOf = (ctx: ProjectContext, taskId: string) =>
  ctx.tx
    .select()
    .from(taskCheck)
    .where(eq(taskCheck.taskId, taskId))
    .orderBy(asc(taskCheck.position), asc(taskCheck.label));

export async function addCheck(ctx: TaskContext, row: TaskRow, text: string) {
  const clean = label(text);
  const [stats] = await ctx.tx
    .select({ n: count(), last: max(taskCheck.position) })
    .from(taskCheck)
    .where(eq(taskCheck.taskId, row.id));
  if ((stats?.n ?? 0) >= TASK_PAGE_LIMITS.checks) {
    throw new WorkspaceError(409, taskErrors.checkMany);
  }
  await ctx.tx
    .insert(taskCheck)
    .values({ taskId: row.id, label: clean, position: (stats?.last ?? 0) + 1 });
}

async function changeCheck(
  ctx: TaskContext,
  row: TaskRow,
  checkId: string,
  change: Partial<{ label: string; done: boolean }> | null,
) {
  if (!isUuid(checkId)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const where = and(eq(taskCheck.id, checkId), eq(taskCheck.taskId, row.id));
  const done = change
    ? await ctx.tx.update(taskCheck).set(change).where(where).returning({ id: taskCheck.id })
    : await ctx.tx.delete(taskCheck).where(where).returning({ id: taskCheck.id });
  if (done.length === 0) throw new WorkspaceError(404, workspaceErrors.notFound);
}

export const toggleCheck = (ctx: TaskContext, row: TaskRow, id: string, done: boolean) =>
  changeCheck(ctx, row, id, { done });
export const renameCheck = (ctx: TaskContext, row: TaskRow, id: string, text: string) =>
  changeCheck(ctx, row, id, { label: label(text) });
export const removeCheck = (ctx: TaskContext, row: TaskRow, id: string) =>
  changeCheck(ctx, row, id, null);

/** Adds the comment, tells the members it mentions, journals it. */
export async function addComment(
  ctx: TaskContext,
  owner: ProjectRow,
  row: TaskRow,
  text: string,
  people: readonly { id: string; name: string }[],
) {
  const body = text.replace(/\r\n/g, "\n").trim();
  if (!body || body.length > PROJECT_LIMITS.comment) {
    throw new WorkspaceError(400, taskErrors.comment);
  }
  await ctx.tx.insert(taskComment).values({
    taskId: row.id,
    authorId: ctx.actor.id,
    authorName: ctx.actor.name,
    body,
    createdAt: ctx.now,
  });
  noticeMentioned(ctx, row.id, mentionedIn(body, people, TASK_PAGE_LIMITS.mentions));
  await moduleJournal(ctx.tx, ctx.actor, "task.commented", keyOf(owner, row), { task: row.id });
}
