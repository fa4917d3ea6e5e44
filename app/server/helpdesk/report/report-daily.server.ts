import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { cancelled } from "./report-metrics.server";
import { dayOf, within, type Range } from "./report-sql.server";

// The daily series of the report (decision 0107): tickets opened and resolved per day of the
// report's time zone, and the backlog at each day's end, carried from the backlog at the
// period's start (opened that day added, resolved/closed/cancelled that day taken away). Days
// after today have no value (null), not a flat line.

export interface DailySeries {
  opened: (number | null)[];
  resolved: (number | null)[];
  backlog: (number | null)[];
}

export async function dailySeries(
  tx: TenantTx,
  range: Range,
  days: readonly string[],
  timeZone: string,
  startBacklog: number,
  filters: SQL[],
  today: string,
): Promise<DailySeries> {
  const count = (column: AnyColumn, extra?: SQL) =>
    tx
      .select({ day: dayOf(column, timeZone), n: sql<number>`count(*)`.mapWith(Number) })
      .from(ticket)
      .where(and(within(column, range), extra, ...filters))
      .groupBy(sql`1`);
  const [opened, resolved, dropped] = [
    await count(ticket.createdAt),
    await count(ticket.resolvedAt),
    await count(ticket.closedAt, cancelled),
  ];
  const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, r.n]));
  const o = byDay(opened);
  const r = byDay(resolved);
  const c = byDay(dropped);
  const e = new Map(days.map((day) => [day, (r.get(day) ?? 0) + (c.get(day) ?? 0)]));
  let backlog = startBacklog;
  const series: DailySeries = { opened: [], resolved: [], backlog: [] };
  for (const day of days) {
    const future = day > today;
    backlog += (o.get(day) ?? 0) - (e.get(day) ?? 0);
    series.opened.push(future ? null : (o.get(day) ?? 0));
    series.resolved.push(future ? null : (r.get(day) ?? 0));
    series.backlog.push(future ? null : backlog);
  }
  return series;
}
