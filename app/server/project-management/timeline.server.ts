import { sql } from "drizzle-orm";
import { data } from "react-router";
import type { TimelineView } from "~/content/project-management-views";
import { NO_STORE } from "~/lib/cache-control";
import { workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { projectForViewer } from "./project-access.server";
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

// /dashboard/project-management/:projectId/chronologie: the project's dated tasks on a range of
// ISO weeks (`debut`, a Monday, in the URL), a bar from its start (or creation) to its due date,
// grouped by column; the tasks without a due date listed apart. Decision 0102.

const TIMELINE_WEEKS = 12;
const BAR_LIMIT = 200;
const UNDATED_LIMIT = 100;
const DAY = 86_400_000;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) =>
  dayOf(new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY));

/** The Monday of the ISO week of `iso`. */
function mondayOf(iso: string) {
  const weekday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(iso, -weekday);
}

/** The range's first Monday: `debut` when it is a date, else two weeks before today's week. */
function rangeStart(param: string | null, today: string) {
  if (param && /^\d{4}-\d{2}-\d{2}$/.test(param) && !Number.isNaN(Date.parse(param))) {
    return mondayOf(param);
  }
  return addDays(mondayOf(today), -14);
}

export async function loadTimeline(
  ctx: ProjectContext,
  owner: ProjectRow,
  params: URLSearchParams,
): Promise<TimelineView> {
  const today = todayOf(ctx.now);
  const from = rangeStart(params.get("debut"), today);
  const to = addDays(from, TIMELINE_WEEKS * 7 - 1);
  const begin = sql`coalesce(t.start_on, t.created_at::date)`;
  const dated = await rowsOf<CardRow>(
    ctx,
    sql`select ${cardColumns} from task t ${assigneeJoin}
        where t.project_id = ${owner.id} and t.due_on is not null
          and t.due_on >= ${from} and ${begin} <= ${to}
        order by t.due_on, t.number limit ${BAR_LIMIT + 1}`,
  );
  const undated = await rowsOf<CardRow>(
    ctx,
    sql`select ${cardColumns} from task t ${assigneeJoin}
        where t.project_id = ${owner.id} and t.due_on is null and t.completed_at is null
        order by t.number limit ${UNDATED_LIMIT}`,
  );
  const columns = await columnsOf(ctx, owner.id);
  const startOf = (row: CardRow) => {
    const start = row.start_on ?? dayOf(new Date(row.created_at));
    return row.milestone || start > row.due_on! ? row.due_on! : start;
  };
  return {
    projectId: owner.id,
    from,
    weeks: TIMELINE_WEEKS,
    today,
    capped: dated.length > BAR_LIMIT,
    groups: columns
      .map((c) => ({
        id: c.id,
        label: c.name,
        bars: dated
          .slice(0, BAR_LIMIT)
          .filter((r) => r.column_id === c.id)
          .map((r) => ({ task: cardOf(r, owner.code, today), start: startOf(r), end: r.due_on! })),
      }))
      .filter((g) => g.bars.length > 0),
    undated: undated.map((r) => cardOf(r, owner.code, today)),
  };
}

export function timelineLoader(request: Request, projectId: string | undefined) {
  return runProjects(request, "project.read", async (ctx) => {
    const owner = await projectForViewer(ctx, projectId);
    const timeline = await loadTimeline(ctx, owner, new URL(request.url).searchParams);
    return data({ timeline }, { headers: NO_STORE });
  }).catch(workspaceErrorResponse);
}
