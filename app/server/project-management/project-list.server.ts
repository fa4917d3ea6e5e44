import { and, asc, desc, eq, ilike, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { ProjectListQuery } from "~/content/project-pages";
import { authUser } from "~/server/db/auth-schema.server";
import { memberOfProject, visibleProjects } from "./project-access.server";
import type { ProjectContext } from "./project-scope.server";
import { project, task } from "./schema.server";

// The projects list's queries: one page of the projects the viewer may see (offset pages of 50:
// the bench's 2,000 projects are 40 pages, read by the (org, status, due) index or a short
// sort), a bounded count, and one grouped query for the page's progress and logged time (never
// one query per row). Decision 0101.

export const PAGE_SIZE = 50;
/** The count stops here: 'Plus de 1 000 projets'. */
export const COUNT_CAP = 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(ctx: ProjectContext, query: ProjectListQuery, today: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [visibleProjects(ctx)];
  parts.push(
    query.archived ? sql`${project.archivedAt} is not null` : sql`${project.archivedAt} is null`,
  );
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    parts.push(
      or(ilike(project.code, like), ilike(project.name, like), ilike(project.clientName, like)),
    );
  }
  if (query.status.length > 0) parts.push(inArray(project.status, query.status));
  if (query.mine) {
    parts.push(or(eq(project.ownerId, ctx.actor.id), memberOfProject(ctx.actor.id)));
  }
  if (query.late) {
    parts.push(lt(project.dueOn, today), notInArray(project.status, ["done", "cancelled"]));
  }
  return and(...parts);
}

const ORDERS: Record<ProjectListQuery["sort"], SQL[]> = {
  recent: [desc(project.createdAt), asc(project.id)],
  due: [sql`${project.dueOn} asc nulls last`, asc(project.code)],
  name: [sql`lower(${project.name})`, asc(project.code)],
  code: [asc(project.code)],
};

export async function listProjects(ctx: ProjectContext, query: ProjectListQuery, today: string) {
  const where = conditions(ctx, query, today);
  const rows = await ctx.tx
    .select({
      id: project.id,
      code: project.code,
      name: project.name,
      kind: project.kind,
      clientName: project.clientName,
      owner: authUser.name,
      status: project.status,
      dueOn: project.dueOn,
      budgetAmount: project.budgetAmount,
      hourlyRate: project.hourlyRate,
      currency: project.currency,
      archivedAt: project.archivedAt,
    })
    .from(project)
    .leftJoin(authUser, eq(authUser.id, project.ownerId))
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(PAGE_SIZE + 1)
    .offset((query.page - 1) * PAGE_SIZE);
  const [counted] = await ctx.tx
    .execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${project} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) as capped`,
    )
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  return {
    rows: rows.slice(0, PAGE_SIZE),
    hasNext: rows.length > PAGE_SIZE,
    total: counted?.n ?? 0,
  };
}

export interface ProjectFigures {
  total: number;
  done: number;
  loggedMinutes: number;
}

/** Tasks, finished tasks and logged minutes of each project, in one grouped query. */
export async function figuresOf(ctx: ProjectContext, ids: readonly string[]) {
  const out = new Map<string, ProjectFigures>();
  if (ids.length === 0) return out;
  const rows = await ctx.tx
    .select({
      projectId: task.projectId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${task.completedAt})::int`,
      loggedMinutes: sql<number>`coalesce(sum(${task.loggedMinutes}), 0)::int`,
    })
    .from(task)
    .where(inArray(task.projectId, [...ids]))
    .groupBy(task.projectId);
  for (const { projectId, ...figures } of rows) out.set(projectId, figures);
  return out;
}

/** Projects open, past their due date (the dashboard's figure, its alerts, 'En retard'). */
export const lateProject = (today: string) =>
  and(
    sql`${project.archivedAt} is null`,
    lt(project.dueOn, today),
    notInArray(project.status, ["done", "cancelled"]),
  );

export async function countLateProjects(ctx: Pick<ProjectContext, "tx">, today: string) {
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(project)
    .where(lateProject(today));
  return row?.n ?? 0;
}
