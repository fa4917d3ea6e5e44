import type { SQL } from "drizzle-orm";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { dailyCounts } from "./report-days.server";
import type { Range } from "./report-sql.server";

// The daily series of the report (decision 0107): tickets opened and resolved per day of the
// report's time zone, and the backlog at each day's end, carried from the backlog at the
// period's start (opened that day added, resolved/closed/cancelled that day taken away), from
// the per-day counts (decision 0111). Days after today have no value (null), not a flat line.

export interface DailySeries {
  opened: (number | null)[];
  resolved: (number | null)[];
  backlog: (number | null)[];
}

export async function dailySeries(
  tx: TenantTx,
  range: Range,
  days: readonly string[],
  startBacklog: number,
  filters: SQL[],
  today: string,
): Promise<DailySeries> {
  const byDay = new Map((await dailyCounts(tx, range, filters)).map((row) => [row.day, row]));
  let backlog = startBacklog;
  const series: DailySeries = { opened: [], resolved: [], backlog: [] };
  for (const day of days) {
    const future = day > today;
    const counts = byDay.get(day);
    const opened = counts?.opened ?? 0;
    const resolved = counts?.resolved ?? 0;
    backlog += opened - resolved - (counts?.cancelled ?? 0);
    series.opened.push(future ? null : opened);
    series.resolved.push(future ? null : resolved);
    series.backlog.push(future ? null : backlog);
  }
  return series;
}
