import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import { workspaceErrors } from "~/content/workspaces";
import type { TaskPriority } from "~/content/project-management";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isUuid } from "./project-access.server";
import { columnsOf } from "./project-commands.server";
import type { ProjectContext } from "./project-scope.server";
import { project, task, type ProjectRow } from "./schema.server";

// Tasks: created with the project's next number (the project row is locked by the increment, so
// two creations never share one), ordered in their column by a position between neighbours',
// finished when they enter a 'done' column (decision 0100).

export interface TaskValues {
  title: string;
  description: string;
  assigneeId: string | null;
  priority: TaskPriority;
  startOn: string | null;
  dueOn: string | null;
  milestone: boolean;
  estimateMinutes: number | null;
  /** null: the project's first column. */
  columnId: string | null;
  ticketId?: string | null;
}

/** The gap between two positions of a column when a task is put at its end. */
const STEP = 1024;

const taskKey = (code: string, number: number) => `${code}-${number}`;

async function columnOf(ctx: ProjectContext, projectId: string, columnId: string | null) {
  const columns = await columnsOf(ctx, projectId);
  const column = columnId ? columns.find((c) => c.id === columnId) : columns[0];
  if (!column) throw new WorkspaceError(404, workspaceErrors.notFound);
  return column;
}

async function endOf(ctx: ProjectContext, columnId: string) {
  const [last] = await ctx.tx
    .select({ position: task.position })
    .from(task)
    .where(eq(task.columnId, columnId))
    .orderBy(desc(task.position))
    .limit(1);
  return (last?.position ?? 0) + STEP;
}

/** Creates a task at the end of its column; returns its id and number. */
export async function createTask(ctx: ProjectContext, owner: ProjectRow, values: TaskValues) {
  const column = await columnOf(ctx, owner.id, values.columnId);
  const [counter] = await ctx.tx
    .update(project)
    .set({ lastTaskNumber: sql`${project.lastTaskNumber} + 1` })
    .where(eq(project.id, owner.id))
    .returning({ n: project.lastTaskNumber });
  const number = counter!.n;
  const [row] = await ctx.tx
    .insert(task)
    .values({
      ...values,
      projectId: owner.id,
      number,
      columnId: column.id,
      position: await endOf(ctx, column.id),
      ticketId: values.ticketId ?? null,
      completedAt: column.kind === "done" ? ctx.now : null,
      createdBy: ctx.actor.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: task.id });
  await moduleJournal(ctx.tx, ctx.actor, "task.created", taskKey(owner.code, number), {
    title: values.title,
  });
  return { id: row!.id, number };
}

/**
 * Moves a task to `columnId`, just before `beforeId` (a task of that column) or at its end.
 * Returns false when the task is not in the project.
 */
export async function moveTask(
  ctx: ProjectContext,
  owner: ProjectRow,
  taskId: string,
  columnId: string,
  beforeId: string | null,
) {
  if (!isUuid(taskId)) return false;
  const column = await columnOf(ctx, owner.id, isUuid(columnId) ? columnId : "-");
  const [moving] = await ctx.tx
    .select()
    .from(task)
    .where(and(eq(task.id, taskId), eq(task.projectId, owner.id)));
  if (!moving) return false;
  const position = await positionBefore(ctx, column.id, beforeId, taskId);
  const wasDone = moving.completedAt !== null;
  const isDone = column.kind === "done";
  await ctx.tx
    .update(task)
    .set({
      columnId: column.id,
      position,
      completedAt: isDone ? (wasDone ? moving.completedAt : ctx.now) : null,
      version: sql`${task.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(eq(task.id, taskId));
  if (moving.columnId !== column.id) {
    await moduleJournal(ctx.tx, ctx.actor, "task.moved", taskKey(owner.code, moving.number), {
      column: column.name,
    });
  }
  return true;
}

/** A position just before `beforeId` in the column (its end when null or not in it). */
async function positionBefore(
  ctx: ProjectContext,
  columnId: string,
  beforeId: string | null,
  movingId: string,
): Promise<number> {
  const [before] = isUuid(beforeId)
    ? await ctx.tx
        .select({ position: task.position })
        .from(task)
        .where(and(eq(task.id, beforeId), eq(task.columnId, columnId)))
    : [];
  if (!before || beforeId === movingId) return endOf(ctx, columnId);
  const [previous] = await ctx.tx
    .select({ position: task.position })
    .from(task)
    .where(
      and(
        eq(task.columnId, columnId),
        lt(task.position, before.position),
        sql`${task.id} <> ${movingId}`,
      ),
    )
    .orderBy(desc(task.position))
    .limit(1);
  const low = previous?.position ?? before.position - 2 * STEP;
  const middle = (low + before.position) / 2;
  // Doubles halve ~50 times before two neighbours meet: then the column is renumbered.
  if (middle <= low || middle >= before.position) {
    await renumber(ctx, columnId);
    return positionBefore(ctx, columnId, beforeId, movingId);
  }
  return middle;
}

/** Spreads a column's positions again (STEP apart, same order). */
async function renumber(ctx: ProjectContext, columnId: string) {
  const rows = await ctx.tx
    .select({ id: task.id })
    .from(task)
    .where(eq(task.columnId, columnId))
    .orderBy(asc(task.position), asc(task.number));
  for (const [i, row] of rows.entries()) {
    await ctx.tx
      .update(task)
      .set({ position: (i + 1) * STEP })
      .where(eq(task.id, row.id));
  }
}
