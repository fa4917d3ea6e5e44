import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { workspaceErrors } from "~/content/workspaces";
import { UUID } from "~/lib/uuid";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { ProjectContext } from "./project-scope.server";
import { project, projectMember, task } from "./schema.server";

// Who sees which project: a project open to the workspace is seen by every member; one kept to
// its members by them and by the administrators. A project (or task) the viewer may not see
// answers 404, as another workspace's: its existence is not told (decision 0100).

/** The condition 'userId is one of the project row's members'. */
export const memberOfProject = (userId: string): SQL =>
  sql`exists (select 1 from ${projectMember} where ${projectMember.projectId} = ${project.id} and ${projectMember.userId} = ${userId})`;

/** The condition on `project` rows the viewer may see. */
export function visibleProjects(ctx: ProjectContext): SQL | undefined {
  if (ctx.canManage || ctx.role === "owner" || ctx.role === "admin") return undefined;
  return or(
    eq(project.visibility, "workspace"),
    eq(project.ownerId, ctx.actor.id),
    memberOfProject(ctx.actor.id),
  );
}

export const isUuid = (id: string | undefined | null): id is string => !!id && UUID.test(id);

/** The project, or 404 (no such id here, or not visible to the viewer). */
export async function projectForViewer(ctx: ProjectContext, id: string | undefined) {
  if (!isUuid(id)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const [row] = await ctx.tx
    .select()
    .from(project)
    .where(and(eq(project.id, id), visibleProjects(ctx)));
  if (!row) throw new WorkspaceError(404, workspaceErrors.notFound);
  return row;
}

/** May the viewer change the project itself (its fields, members, columns)? */
export const canManageProject = (ctx: ProjectContext, row: { ownerId: string | null }) =>
  ctx.canManage || (ctx.canWrite && row.ownerId === ctx.actor.id);

/** The task and its project, or 404 (task of another project, workspace or hidden project). */
export async function taskForViewer(
  ctx: ProjectContext,
  projectId: string | undefined,
  taskId: string | undefined,
) {
  const owner = await projectForViewer(ctx, projectId);
  if (!isUuid(taskId)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const [row] = await ctx.tx
    .select()
    .from(task)
    .where(and(eq(task.id, taskId), eq(task.projectId, owner.id)));
  if (!row) throw new WorkspaceError(404, workspaceErrors.notFound);
  return { project: owner, task: row };
}
