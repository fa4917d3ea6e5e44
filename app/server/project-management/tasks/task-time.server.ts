import { and, desc, eq, sql } from "drizzle-orm";
import { TASK_PAGE_LIMITS, taskErrors } from "~/content/project-management-tasks";
import { workspaceErrors } from "~/content/workspaces";
import { authUser } from "~/server/db/schema.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isUuid } from "../project-access.server";
import type { ProjectContext } from "../project-scope.server";
import { task, timeEntry, type ProjectRow, type TaskRow } from "../schema.server";
import { keyOf } from "./task-edit.server";
import { formatMinutes, parseDay, parseDuration } from "./task-parse.server";

// Time spent on a task: an entry per sitting ('1h30', '1,5' or '90 min', a day, a note), deleted
// by its author only; `task.logged_minutes` is the sum of its entries, set again by each change
// in the same transaction (decision 0103).

/** Sets the task's logged minutes to the sum of its entries; returns it. */
async function syncLogged(ctx: ProjectContext, taskId: string) {
  const [row] = await ctx.tx
    .update(task)
    .set({
      loggedMinutes: sql`(select coalesce(sum(${timeEntry.minutes}), 0) from ${timeEntry} where ${timeEntry.taskId} = ${taskId})`,
    })
    .where(eq(task.id, taskId))
    .returning({ logged: task.loggedMinutes });
  return row?.logged ?? 0;
}

export interface TimeInput {
  duration: string;
  spentOn: string;
  note: string;
}

export async function addTime(
  ctx: ProjectContext,
  owner: ProjectRow,
  row: TaskRow,
  input: TimeInput,
) {
  const minutes = parseDuration(input.duration);
  const errors: Record<string, string> = {};
  if (minutes === null) errors.duration = taskErrors.duration;
  const spentOn = parseDay(input.spentOn);
  if (!spentOn) errors.spentOn = taskErrors.date;
  const note = input.note.trim().replace(/[^\S\u00a0\u202f]+/g, " ");
  if (note.length > TASK_PAGE_LIMITS.timeNote) errors.note = taskErrors.timeNote;
  if (minutes === null || !spentOn || errors.note) return { ok: false as const, errors };
  await ctx.tx.insert(timeEntry).values({
    taskId: row.id,
    projectId: owner.id,
    userId: ctx.actor.id,
    minutes,
    spentOn,
    note,
    createdAt: ctx.now,
  });
  await syncLogged(ctx, row.id);
  await moduleJournal(ctx.tx, ctx.actor, "task.time", keyOf(owner, row), {
    task: row.id,
    duration: formatMinutes(minutes),
  });
  return { ok: true as const };
}

/** Deletes the viewer's own entry (404 for an entry of another task, 403 for another's). */
export async function removeTime(ctx: ProjectContext, row: TaskRow, entryId: string) {
  if (!isUuid(entryId)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const [entry] = await ctx.tx
    .select({ userId: timeEntry.userId })
    .from(timeEntry)
    .where(and(eq(timeEntry.id, entryId), eq(timeEntry.taskId, row.id)));
  if (!entry) throw new WorkspaceError(404, workspaceErrors.notFound);
  if (entry.userId !== ctx.actor.id) throw new WorkspaceError(403, taskErrors.notYours);
  await ctx.tx.delete(timeEntry).where(eq(timeEntry.id, entryId));
  await syncLogged(ctx, row.id);
}

export const timeOf = (ctx: ProjectContext, taskId: string) =>
  ctx.tx
    .select({
      id: timeEntry.id,
      userId: timeEntry.userId,
      who: sql<string>`coalesce(${authUser.name}, '—')`,
      minutes: timeEntry.minutes,
      spentOn: timeEntry.spentOn,
      note: timeEntry.note,
    })
    .from(timeEntry)
    .leftJoin(authUser, eq(authUser.id, timeEntry.userId))
    .where(eq(timeEntry.taskId, taskId))
    .orderBy(desc(timeEntry.spentOn), desc(timeEntry.createdAt));
