import { and, eq, sql } from "drizzle-orm";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { workspaceErrors } from "~/content/workspaces";
import { columnsOf } from "../project-commands.server";
import { project, task, type ProjectRow, type TaskRow } from "../schema.server";
import { createTask, type TaskValues } from "../task-commands.server";
import { scheduleDueNotices } from "./task-due-jobs.server";
import { mentionedIn } from "./task-mentions.server";
import { noticeAssigned, noticeMentioned, type TaskContext } from "./task-notices.server";

// A task's own fields changed (the page's form, with the version it was read at: a stale form is
// a 409 and nothing is written), its creation with its e-mails, and its deletion. Each journaled
// with the task's key and id (the task page's history reads them back).

type Person = { id: string; name: string };

export const keyOf = (owner: { code: string }, row: { number: number }) =>
  `${owner.code}-${row.number}`;

/** Creates the task, asks for 'assigned' and 'mentioned', schedules its due notices. */
export async function createTaskWithNotices(
  ctx: TaskContext,
  owner: ProjectRow,
  values: TaskValues,
  people: readonly Person[],
) {
  const created = await createTask(ctx, owner, values);
  noticeAssigned(ctx, created.id, values.assigneeId);
  noticeMentioned(ctx, created.id, mentionedIn(values.description, people));
  await scheduleDueNotices(ctx.tx, { id: created.id, ...values });
  return created;
}

/** Saves the form over `row` read at `version`: 'stale' when it changed meanwhile. */
export async function updateTask(
  ctx: TaskContext,
  owner: ProjectRow,
  row: TaskRow,
  version: number,
  values: TaskValues,
  people: readonly Person[],
): Promise<"saved" | "stale"> {
  const columns = await columnsOf(ctx, owner.id);
  const column = columns.find((c) => c.id === (values.columnId ?? row.columnId));
  if (!column) throw new WorkspaceError(404, workspaceErrors.notFound);
  const done = column.kind === "done";
  const [saved] = await ctx.tx
    .update(task)
    .set({
      title: values.title,
      description: values.description,
      assigneeId: values.assigneeId,
      priority: values.priority,
      startOn: values.startOn,
      dueOn: values.dueOn,
      milestone: values.milestone,
      estimateMinutes: values.estimateMinutes,
      columnId: column.id,
      completedAt: done ? (row.completedAt ?? ctx.now) : null,
      version: sql`${task.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(and(eq(task.id, row.id), eq(task.version, version)))
    .returning({ id: task.id });
  if (!saved) return "stale";
  noticeAssigned(ctx, row.id, values.assigneeId, row.assigneeId);
  const before = new Set(mentionedIn(row.description, people));
  noticeMentioned(
    ctx,
    row.id,
    mentionedIn(values.description, people).filter((id) => !before.has(id)),
  );
  if (values.dueOn !== row.dueOn || values.assigneeId !== row.assigneeId) {
    await scheduleDueNotices(ctx.tx, { id: row.id, ...values });
  }
  const action = values.assigneeId !== row.assigneeId ? "task.assigned" : "task.updated";
  await moduleJournal(ctx.tx, ctx.actor, action, keyOf(owner, row), {
    task: row.id,
    title: values.title,
    ...(column.id !== row.columnId ? { column: column.name } : {}),
  });
  return "saved";
}

/** Deletes the task (its checklist, comments, files, links and time go with it), journaled. */
export async function deleteTask(ctx: TaskContext, owner: ProjectRow, row: TaskRow) {
  await ctx.tx.delete(task).where(eq(task.id, row.id));
  await ctx.tx.update(project).set({ updatedAt: ctx.now }).where(eq(project.id, owner.id));
  await moduleJournal(ctx.tx, ctx.actor, "task.deleted", keyOf(owner, row), {
    task: row.id,
    title: row.title,
  });
}
