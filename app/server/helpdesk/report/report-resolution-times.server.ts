import { and, sql, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { DIMENSIONS, type DimensionId } from "./report-breakdowns.server";
import { within, type Range } from "./report-sql.server";

// The period's resolution times for the cards (median, p90) and the tables (median per value of
// each dimension), decisions 0123 and 0126: exact percentiles, PostgreSQL's own arithmetic.

/** The median and p90 of resolution times (business ms), null without tickets. */
export type Percentiles = { median: number | null; p90: number | null };

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
  return timesOf(rows);
}

export type Combination = Record<DimensionId, string | null> & { times: string };

/**
 * The median and p90 of times given as comma lists ('' for none): the state's first-response
 * times, or a range's resolution times when its medians per dimension are not needed (0133).
 */
export function percentilesOf(lists: readonly string[]): Percentiles {
  const texts = lists.filter((list) => list !== "").flatMap((list) => list.split(","));
  const sorted = Float64Array.from(texts, Number).sort();
  return { median: percentileCont(sorted, 0.5), p90: percentileCont(sorted, 0.9) };
}

/**
 * Every time of every combination sorted once (indices ordered by time), then each dimension's
 * medians picked in one walk of that order: a value's times come out in ascending order, so its
 * median is read at its positions without a sort of its own (five sorts saved; decision 0128).
 */
export function timesOf(rows: readonly Combination[]): ResolutionTimes {
  const parts = rows.map((row) => row.times.split(","));
  const count = parts.reduce((sum, part) => sum + part.length, 0);
  const values = new Float64Array(count);
  const combination = new Uint32Array(count);
  let at = 0;
  parts.forEach((part, index) => {
    for (const text of part) {
      values[at] = Number(text);
      combination[at++] = index;
    }
  });
  const order = new Uint32Array(count).map((_, index) => index);
  order.sort((a, b) => values[a]! - values[b]!);
  const sorted = new Float64Array(count);
  order.forEach((index, position) => (sorted[position] = values[index]!));
  const medians = Object.fromEntries(
    DIMENSIONS.map(({ id }) => [id, mediansOf(rows, parts, id, order, combination, values)]),
  ) as ResolutionTimes["medians"];
  return {
    overall: {
      median: percentileCont(sorted, 0.5),
      p90: percentileCont(sorted, 0.9),
    },
    medians,
  };
}

/** A dimension's median per value, from the times' ascending order (percentile_cont's 0.5). */
function mediansOf(
  rows: readonly Combination[],
  parts: readonly string[][],
  id: DimensionId,
  order: Uint32Array,
  combination: Uint32Array,
  values: Float64Array,
): Map<string, number | null> {
  const keys: string[] = [];
  const slotOf = new Map<string, number>();
  const slots = rows.map((row) => {
    const key = row[id] ?? "";
    let slot = slotOf.get(key);
    if (slot === undefined) {
      slot = keys.push(key) - 1;
      slotOf.set(key, slot);
    }
    return slot;
  });
  const sizes = new Uint32Array(keys.length);
  slots.forEach((slot, index) => (sizes[slot]! += parts[index]!.length));
  const seen = new Uint32Array(keys.length);
  const low = new Float64Array(keys.length);
  const high = new Float64Array(keys.length);
  for (const index of order) {
    const slot = slots[combination[index]!]!;
    const position = seen[slot]!++;
    const middle = (sizes[slot]! - 1) / 2;
    if (position === Math.floor(middle)) low[slot] = values[index]!;
    if (position === Math.ceil(middle)) high[slot] = values[index]!;
  }
  // percentileCont's arithmetic on the two middle values (the same float8 expression).
  return new Map(
    keys.map((key, slot) => {
      const middle = (sizes[slot]! - 1) / 2;
      const first = Math.floor(middle);
      const median =
        first === middle ? low[slot]! : low[slot]! + (middle - first) * (high[slot]! - low[slot]!);
      return [key, median];
    }),
  );
}
