import type { PgColumn } from "drizzle-orm/pg-core";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { taskErrors, TASK_PAGE_LIMITS } from "~/content/project-management-tasks";
import { workspaceErrors } from "~/content/workspaces";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isUuid, projectForViewer, visibleProjects } from "../project-access.server";
import type { ProjectContext } from "../project-scope.server";
import { project, task, taskDependency, type TaskRow } from "../schema.server";
import { inTurn } from "~/server/platform/in-turn.server";

// 'Bloquée par': a task waits for others, of its project or another the viewer sees, named by
// its key ('PRJ-001-4') or chosen in the project's list. A task never waits for itself, nor for
// a task that waits for it, directly or not (a cycle): both refused in French.

/** The visible task with `key` (the project's code, a dash, the number), or null. */
async function taskByKey(ctx: ProjectContext, key: string) {
  const match = /^(.+)-(\d{1,9})$/.exec(key.trim().toUpperCase());
  if (!match) return null;
  const [found] = await ctx.tx
    .select({ id: project.id })
    .from(project)
    .where(sql`upper(${project.code}) = ${match[1]}`);
  if (!found) return null;
  const owner = await projectForViewer(ctx, found.id).catch(() => null);
  if (!owner) return null;
  const [row] = await ctx.tx
    .select({ id: task.id })
    .from(task)
    .where(and(eq(task.projectId, owner.id), eq(task.number, Number(match[2]))));
  return row?.id ?? null;
}

/** Does `from` wait, directly or not, for `target`? */
async function waitsFor(ctx: ProjectContext, from: string, target: string) {
  const rows = await ctx.tx.execute<{ found: boolean }>(sql`
    with recursive chain(id) as (
      select ${taskDependency.blockedById} from ${taskDependency} where ${taskDependency.taskId} = ${from}
      union
      select d.blocked_by_id from ${taskDependency} d join chain c on d.task_id = c.id
    )
    select exists (select 1 from chain where id = ${target}) as found`);
  return (rows as unknown as { rows: { found: boolean }[] }).rows[0]?.found === true;
}

/** Adds 'row is blocked by' the task named by `key` or `pickedId`. */
export async function addDependency(
  ctx: ProjectContext,
  row: TaskRow,
  key: string,
  pickedId: string,
) {
  const blockerId = key.trim()
    ? await taskByKey(ctx, key)
    : isUuid(pickedId)
      ? ((
          await ctx.tx
            .select({ id: task.id })
            .from(task)
            .where(and(eq(task.id, pickedId), eq(task.projectId, row.projectId)))
        )[0]?.id ?? null)
      : null;
  if (!blockerId) throw new WorkspaceError(404, taskErrors.dependencyUnknown);
  if (blockerId === row.id) throw new WorkspaceError(409, taskErrors.dependencySelf);
  if (await waitsFor(ctx, blockerId, row.id)) {
    throw new WorkspaceError(409, taskErrors.dependencyCycle);
  }
  const [stats] = await ctx.tx
    .select({ n: count() })
    .from(taskDependency)
    .where(eq(taskDependency.taskId, row.id));
  if ((stats?.n ?? 0) >= TASK_PAGE_LIMITS.dependencies) {
    throw new WorkspaceError(409, taskErrors.dependencyMany);
  }
  await ctx.tx
    .insert(taskDependency)
    .values({ taskId: row.id, blockedById: blockerId })
    .onConflictDoNothing();
}

export async function removeDependency(ctx: ProjectContext, row: TaskRow, blockerId: string) {
  if (!isUuid(blockerId)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const removed = await ctx.tx
    .delete(taskDependency)
    .where(and(eq(taskDependency.taskId, row.id), eq(taskDependency.blockedById, blockerId)))
    .returning({ id: taskDependency.taskId });
  if (removed.length === 0) throw new WorkspaceError(404, workspaceErrors.notFound);
}

/** The tasks `row` waits for and those waiting for it that the viewer sees (with their code). */
export async function dependenciesOf(ctx: ProjectContext, taskId: string) {
  const columns = {
    id: task.id,
    number: task.number,
    title: task.title,
    projectId: task.projectId,
    code: project.code,
    done: sql<boolean>`${task.completedAt} is not null`,
  };
  // The tasks at the other end of this task's dependencies, one direction at a time.
  const linked = (other: PgColumn, self: PgColumn) =>
    ctx.tx
      .select(columns)
      .from(taskDependency)
      .innerJoin(task, eq(task.id, other))
      .innerJoin(project, eq(project.id, task.projectId))
      .where(and(eq(self, taskId), visibleProjects(ctx)))
      .orderBy(asc(project.code), asc(task.number));
  const d = taskDependency;
  const [blockedBy, blocks] = await inTurn(
    () => linked(d.blockedById, d.taskId),
    () => linked(d.taskId, d.blockedById),
  );
  return { blockedBy, blocks };
}
