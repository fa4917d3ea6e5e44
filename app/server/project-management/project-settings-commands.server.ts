import { and, eq, notInArray, sql } from "drizzle-orm";
import { PROJECT_LIMITS, type ColumnKind } from "~/content/project-management";
import { projectPageTexts } from "~/content/project-pages";
import { workspaceErrors } from "~/content/workspaces";
import { refuseField } from "~/server/platform/refusal.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isUuid } from "./project-access.server";
import { columnsOf, projectCodeTaken, type ProjectValues } from "./project-commands.server";
import type { ProjectContext } from "./project-scope.server";
import { project, projectColumn, projectMember, task, type ProjectRow } from "./schema.server";

// A project's settings commands (its owner and the administrators, checked by the caller):
// its fields (version checked), its members, its columns, its archiving. Each is journaled with
// the project's code; a column of another project is a 404, as a task's (decision 0101).

const e = projectPageTexts.errors;
const label = (row: ProjectRow) => `${row.code} ${row.name}`;

/** Saves the project's fields; false when `version` is no longer the project's (stale form). */
export async function updateProject(
  ctx: ProjectContext,
  row: ProjectRow,
  version: number,
  values: Omit<ProjectValues, "memberIds" | "templateId">,
) {
  const code = values.code || row.code;
  if (code !== row.code) {
    const [taken] = await ctx.tx
      .select({ id: project.id })
      .from(project)
      .where(eq(project.code, code));
    if (taken) throw refuseField(409, "code", projectCodeTaken);
  }
  const updated = await ctx.tx
    .update(project)
    .set({ ...values, code, version: sql`${project.version} + 1`, updatedAt: ctx.now })
    .where(and(eq(project.id, row.id), eq(project.version, version)))
    .returning({ id: project.id });
  if (updated.length === 0) return false;
  if (values.ownerId) await addMembers(ctx, row.id, [values.ownerId]);
  await moduleJournal(ctx.tx, ctx.actor, "project.updated", `${code} ${values.name}`);
  return true;
}

async function addMembers(ctx: ProjectContext, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await ctx.tx
    .insert(projectMember)
    .values(ids.map((userId) => ({ projectId, userId, addedAt: ctx.now })))
    .onConflictDoNothing();
}

/** The project's members become `ids` (its owner always stays one). */
export async function setMembers(ctx: ProjectContext, row: ProjectRow, ids: readonly string[]) {
  const wanted = [...new Set([...ids, ...(row.ownerId ? [row.ownerId] : [])])];
  const removed = await ctx.tx
    .delete(projectMember)
    .where(
      and(
        eq(projectMember.projectId, row.id),
        wanted.length ? notInArray(projectMember.userId, wanted) : undefined,
      ),
    )
    .returning({ userId: projectMember.userId });
  await addMembers(ctx, row.id, wanted);
  await moduleJournal(ctx.tx, ctx.actor, "project.members", label(row), {
    members: String(wanted.length),
    removed: String(removed.length),
  });
}

async function columnOf(ctx: ProjectContext, row: ProjectRow, id: string) {
  const columns = await columnsOf(ctx, row.id);
  const column = isUuid(id) ? columns.find((c) => c.id === id) : undefined;
  if (!column) throw new WorkspaceError(404, workspaceErrors.notFound);
  return { column, columns };
}

const journalColumns = (ctx: ProjectContext, row: ProjectRow, change: string, name: string) =>
  moduleJournal(ctx.tx, ctx.actor, "project.columns", label(row), { change, column: name });

export async function addColumn(
  ctx: ProjectContext,
  row: ProjectRow,
  name: string,
  kind: ColumnKind,
) {
  const columns = await columnsOf(ctx, row.id);
  if (columns.length >= PROJECT_LIMITS.columns) {
    throw new WorkspaceError(409, e.columnsFull(PROJECT_LIMITS.columns));
  }
  const position = Math.max(-1, ...columns.map((c) => c.position)) + 1;
  await ctx.tx.insert(projectColumn).values({ projectId: row.id, name, kind, position });
  await journalColumns(ctx, row, "ajout", name);
}

export async function renameColumn(ctx: ProjectContext, row: ProjectRow, id: string, name: string) {
  const { column } = await columnOf(ctx, row, id);
  await ctx.tx.update(projectColumn).set({ name }).where(eq(projectColumn.id, column.id));
  await journalColumns(ctx, row, `renommée (${column.name})`, name);
}

/** Swaps the column with its neighbour on the left (-1) or the right (+1). */
export async function moveColumn(ctx: ProjectContext, row: ProjectRow, id: string, step: -1 | 1) {
  const { column, columns } = await columnOf(ctx, row, id);
  const index = columns.indexOf(column);
  const other = columns[index + step];
  if (!other) return;
  await ctx.tx
    .update(projectColumn)
    .set({ position: other.position })
    .where(eq(projectColumn.id, column.id));
  await ctx.tx
    .update(projectColumn)
    .set({ position: column.position })
    .where(eq(projectColumn.id, other.id));
  await journalColumns(ctx, row, "déplacée", column.name);
}

/**
 * Deletes a column: an empty one at once; one holding tasks once `targetId` names another column
 * of the project (its tasks go to that column's end). The last 'done' column stays.
 */
export async function deleteColumn(
  ctx: ProjectContext,
  row: ProjectRow,
  id: string,
  targetId: string,
) {
  const { column, columns } = await columnOf(ctx, row, id);
  if (column.kind === "done" && columns.filter((c) => c.kind === "done").length === 1) {
    throw new WorkspaceError(409, e.lastDoneColumn);
  }
  const [held] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(task)
    .where(eq(task.columnId, column.id));
  if (held!.n > 0) {
    const target = columns.find((c) => c.id === targetId && c.id !== column.id);
    if (!target) {
      throw targetId
        ? refuseField(400, "target", e.moveTargetInvalid)
        : new WorkspaceError(409, e.columnNotEmpty);
    }
    const [end] = await ctx.tx
      .select({ p: sql<number>`coalesce(max(${task.position}), 0)` })
      .from(task)
      .where(eq(task.columnId, target.id));
    const done = target.kind === "done";
    await ctx.tx
      .update(task)
      .set({
        columnId: target.id,
        position: sql`${end!.p} + ${task.position} + 1024`,
        completedAt: done
          ? sql`coalesce(${task.completedAt}, ${ctx.now.toISOString()}::timestamptz)`
          : null,
        version: sql`${task.version} + 1`,
        updatedAt: ctx.now,
      })
      .where(eq(task.columnId, column.id));
  }
  await ctx.tx.delete(projectColumn).where(eq(projectColumn.id, column.id));
  await journalColumns(ctx, row, "supprimée", column.name);
}

export async function setArchived(ctx: ProjectContext, row: ProjectRow, archived: boolean) {
  await ctx.tx
    .update(project)
    .set({
      archivedAt: archived ? ctx.now : null,
      version: sql`${project.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(eq(project.id, row.id));
  await moduleJournal(
    ctx.tx,
    ctx.actor,
    archived ? "project.archived" : "project.unarchived",
    label(row),
  );
}
