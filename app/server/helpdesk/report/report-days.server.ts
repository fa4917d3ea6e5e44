import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { helpdeskReportDay as d } from "~/server/db/helpdesk-schema.server";
import { REPORT_TIME_ZONE } from "~/server/platform/report-period.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { Range } from "./report-sql.server";

// The report's counts read from the per-day table (decision 0111), kept by the triggers of
// drizzle/0029 in the transaction of every ticket change. Its days are those of the reports' zone;
// a report's ranges are whole days of it (report-period.server.ts), so a range [start, end) is
// the days [day of start, day of end). Without a filter, the days' totals (one row a day); with
// filters, the rows per combination of dimensions that match them.

interface DayCounts {
  opened: number;
  resolved: number;
  cancelled: number;
  slaMet: number;
  votes: number;
  satisfied: number;
  responded: number;
}

/** A sum or count as a number, 0 when there is no row. */
export const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** The detailed rows' five counts, summed: the columns of a combination's counts (0126). */
export function summedCounts() {
  const sum = (column: AnyColumn) => num(sql`sum(${column})`);
  return {
    opened: sum(d.opened),
    resolved: sum(d.resolved),
    slaMet: sum(d.slaMet),
    votes: sum(d.votes),
    satisfied: sum(d.satisfied),
  };
}

/** The zone's day an instant (a day's start) begins. */
export const dayAt = (at: Date) =>
  sql`(${at.toISOString()}::timestamptz at time zone ${REPORT_TIME_ZONE})::date`;

/** The rows to read: the days' totals without filters, else the matching detailed rows. */
const dayScope = (filters: SQL[]) =>
  filters.length ? and(eq(d.detail, true), ...filters) : eq(d.detail, false);

const sums = (when?: SQL) => {
  const sum = (column: AnyColumn) =>
    num(when ? sql`sum(${column}) filter (where ${when})` : sql`sum(${column})`);
  return {
    opened: sum(d.opened),
    resolved: sum(d.resolved),
    cancelled: sum(d.cancelled),
    slaMet: sum(d.slaMet),
    votes: sum(d.votes),
    satisfied: sum(d.satisfied),
    responded: sum(d.responded),
  };
};

/** A range's counts, its backlog at the start, and the `extra` columns asked for by name. */
type RangeCounts = DayCounts & { backlogAtStart: number; [extra: string]: unknown };

/**
 * The counts of a range, and the backlog at its start: opened before it, less resolved and
 * cancelled before it (a ticket ends after it is opened), in one read of the days before its end.
 */
export async function rangeCounts(
  tx: TenantTx,
  range: Range,
  filters: SQL[],
  /** More columns of the same statement (sub-selects of other tables): one round trip (0119). */
  extra: Record<string, SQL> = {},
): Promise<RangeCounts> {
  const start = dayAt(range.start);
  const [row] = await tx
    .select({
      ...extra,
      ...sums(sql`${d.day} >= ${start}`),
      backlogAtStart: num(
        sql`sum(${d.opened} - ${d.resolved} - ${d.cancelled}) filter (where ${d.day} < ${start})`,
      ),
    })
    .from(d)
    .where(and(dayScope(filters), sql`${d.day} < ${dayAt(range.end)}`));
  return row as RangeCounts;
}

/** Open at the start of a day (`at`): opened before it, less resolved and cancelled before it. */
export async function backlogAt(tx: TenantTx, at: Date, filters: SQL[]): Promise<number> {
  return (await rangeCounts(tx, { start: at, end: at }, filters)).backlogAtStart;
}

/** Opened, resolved and cancelled per day (yyyy-mm-dd) of a range. */
export function dailyCounts(tx: TenantTx, range: Range, filters: SQL[]) {
  return tx
    .select({
      day: sql<string>`to_char(${d.day}, 'YYYY-MM-DD')`,
      opened: num(sql`sum(${d.opened})`),
      resolved: num(sql`sum(${d.resolved})`),
      cancelled: num(sql`sum(${d.cancelled})`),
    })
    .from(d)
    .where(
      and(
        dayScope(filters),
        sql`${d.day} >= ${dayAt(range.start)} and ${d.day} < ${dayAt(range.end)}`,
      ),
    )
    .groupBy(d.day);
}

/**
 * The counts of a range per combination of the five dimensions: one hashed grouping of the
 * detailed rows, which the tables add up per value of each dimension (decision 0126; grouping
 * sets hashed every row five times, 0111).
 */
export function combinationCounts(tx: TenantTx, range: Range, filters: SQL[]) {
  return tx
    .select({
      category: d.categoryId,
      priority: d.priority,
      source: d.source,
      team: d.teamId,
      assignee: d.assigneeId,
      ...summedCounts(),
    })
    .from(d)
    .where(
      and(
        eq(d.detail, true),
        ...filters,
        sql`${d.day} >= ${dayAt(range.start)} and ${d.day} < ${dayAt(range.end)}`,
      ),
    )
    .groupBy(d.categoryId, d.priority, d.source, d.teamId, d.assigneeId);
}
