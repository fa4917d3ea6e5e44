import { and, sql, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { DIMENSIONS, type DimensionId } from "./report-breakdowns.server";
import { within, type Range } from "./report-sql.server";

// The period's resolution times for the cards (median, p90) and the tables (median per value of
// each dimension), decisions 0123 and 0126: exact percentiles, PostgreSQL's own arithmetic.

/** The median and p90 of resolution times (business ms), null without tickets. */
type Percentiles = { median: number | null; p90: number | null };

/** The period's resolution times: the whole range's percentiles, each dimension's medians. */
export interface ResolutionTimes {
  overall: Percentiles;
  /** Per dimension, the median by value (`""` for none), as the tables key their rows. */
  medians: Record<DimensionId, Map<string, number | null>>;
}

/**
 * PostgreSQL's `percentile_cont(p)` over ascending values: the same positions and the same
 * float8 interpolation (lo + p·(hi − lo), orderedsetaggs.c), so the figure is the same number.
 */
export function percentileCont(sorted: Float64Array, p: number): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const position = p * (n - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  const low = sorted[first]!;
  return second === first ? low : low + (position - first) * (sorted[second]! - low);
}

const pairOf = (values: number[]): Percentiles => {
  const sorted = Float64Array.from(values).sort();
  return { median: percentileCont(sorted, 0.5), p90: percentileCont(sorted, 0.9) };
};

/**
 * The resolution times' median and p90 over the range, and their median per value of each
 * dimension (decisions 0123, 0126). Percentiles are not sums: every resolved ticket's time is
 * read from the resolved tickets' index (drizzle/0026, its INCLUDE columns), one row per
 * combination of the five dimensions with its times as text, then sorted here: PGlite sorted
 * the 9,000 rows of a month five times for grouping sets (0123), a cost this read does not have.
 */
export async function resolutionTimes(
  tx: TenantTx,
  range: Range,
  where: SQL[],
): Promise<ResolutionTimes> {
  const rows = await tx
    .select({
      category: ticket.categoryId,
      priority: ticket.priority,
      source: ticket.source,
      team: ticket.teamId,
      assignee: ticket.assigneeId,
      times: sql<string>`string_agg(${ticket.slaElapsedMs}::text, ',')`,
    })
    .from(ticket)
    .where(and(within(ticket.resolvedAt, range), ...where))
    .groupBy(...DIMENSIONS.map((dimension) => dimension.column));
  const all: number[] = [];
  const groups = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension.id, new Map<string, number[]>()]),
  ) as Record<DimensionId, Map<string, number[]>>;
  const append = (list: number[], times: number[]) => {
    for (const time of times) list.push(time);
  };
  for (const row of rows) {
    const times = row.times.split(",").map(Number);
    append(all, times);
    for (const { id } of DIMENSIONS) {
      const key = row[id] ?? "";
      const list = groups[id].get(key) ?? [];
      if (!list.length) groups[id].set(key, list);
      append(list, times);
    }
  }
  const medians = Object.fromEntries(
    DIMENSIONS.map(({ id }) => [
      id,
      new Map([...groups[id]].map(([key, values]) => [key, pairOf(values).median])),
    ]),
  ) as ResolutionTimes["medians"];
  return { overall: pairOf(all), medians };
}
