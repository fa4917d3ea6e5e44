import { and, sql } from "drizzle-orm";
import { data } from "react-router";
import { projectViewPath } from "~/content/project-management";
import type { TaskListRow, TaskListView } from "~/content/project-management-views";
import { NO_STORE } from "~/lib/cache-control";
import { workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { projectForViewer } from "./project-access.server";
import { workspaceMembers } from "./project-members.server";
import { columnsOf } from "./project-commands.server";
import { runProjects, type ProjectContext } from "./project-scope.server";
import type { ProjectRow } from "./schema.server";
import {
  assigneeJoin,
  cardColumns,
  cardOf,
  rowsOf,
  todayOf,
  type CardRow,
} from "./task-cards.server";
import {
  afterCursor,
  cursorSelect,
  encodeCursor,
  filtersOf,
  orderOf,
  parseTaskListQuery,
} from "./task-list-query.server";

// /dashboard/project-management/:projectId/liste: a page of the project's tasks (keyset, 50 a
// page), sorted and filtered from the URL; with the columns and members of its filters.

const TASK_PAGE_SIZE = 50;

type ListRow = CardRow & { column_name: string; k0: unknown; k1?: unknown; k2?: unknown };

export async function loadTaskList(
  ctx: ProjectContext,
  owner: ProjectRow,
  params: URLSearchParams,
): Promise<TaskListView> {
  const query = parseTaskListQuery(params);
  const today = todayOf(ctx.now);
  const where = and(
    sql`t.project_id = ${owner.id}`,
    ...filtersOf(query, today),
    afterCursor(query),
  );
  const rows = await rowsOf<ListRow>(
    ctx,
    sql`select ${cardColumns}, c.name as column_name, ${cursorSelect(query.sort)}
        from task t join project_column c on c.id = t.column_id ${assigneeJoin}
        where ${where} order by ${orderOf(query)} limit ${TASK_PAGE_SIZE + 1}`,
  );
  const page = rows.slice(0, TASK_PAGE_SIZE);
  const last = page.at(-1);
  const keys = Object.keys(last ?? {})
    .filter((k) => /^k\d$/.test(k))
    .sort();
  const columns = await columnsOf(ctx, owner.id);
  const members = await workspaceMembers(ctx);
  return {
    projectId: owner.id,
    query,
    canWrite: ctx.canWrite,
    rows: page.map((row): TaskListRow => ({
      ...cardOf(row, owner.code, today),
      columnName: row.column_name,
      estimateMinutes: row.estimate_minutes,
      loggedMinutes: row.logged_minutes,
    })),
    next:
      rows.length > TASK_PAGE_SIZE && last
        ? encodeCursor(keys.map((k) => (last as unknown as Record<string, unknown>)[k]))
        : null,
    columns: columns.map((c) => ({ id: c.id, label: c.name })),
    members,
  };
}

export function taskListLoader(request: Request, projectId: string | undefined) {
  return runProjects(request, "project.read", async (ctx) => {
    const owner = await projectForViewer(ctx, projectId);
    const list = await loadTaskList(ctx, owner, new URL(request.url).searchParams);
    return data({ list, listPath: projectViewPath(owner.id, "liste") }, { headers: NO_STORE });
  }).catch(workspaceErrorResponse);
}
