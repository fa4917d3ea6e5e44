import { and, sql, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { DIMENSIONS, type DimensionId } from "./report-breakdowns.server";
import { parseTimeLists, parseTimes, percentileIn } from "./report-select.server";
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
  return timesOf(await combinationTimes(tx, range, where, sql`0`));
}

/**
 * The range's resolution times per combination of the five dimensions, as comma lists: the
 * read of `resolutionTimes`, and of a span's kept state (0133), whose UNION ALL tags each span's
 * rows with `at`.
 */
export const combinationTimes = (tx: TenantTx, range: Range, where: SQL[], at: SQL) =>
  tx
    .select({
      at: sql<number>`${at}::int`.mapWith(Number),
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

export type Combination = Record<DimensionId, string | null> & { times: string };

/**
 * The median and p90 of times given as comma lists ('' for none): the state's first-response
 * times, or a range's resolution times when its medians per dimension are not needed (0133).
 */
export function percentilesOf(lists: readonly string[]): Percentiles {
  return medianAndP90(parseTimes(lists));
}

/** The median and p90 of the values (reordered in place). */
function medianAndP90(values: Float64Array): Percentiles {
  // The p90 first: its selection leaves the lower 90 % before it, where the median is.
  const p90 = percentileIn(values, 0, values.length, 0.9);
  return { median: percentileIn(values, 0, values.length, 0.5), p90 };
}

/**
 * Every time of every combination read once; the range's median and p90, and each dimension's
 * median per value, each selected (not sorted) among its own times (decision 0133; before, one
 * sort of every time then one walk per dimension, decision 0128).
 */
export function timesOf(rows: readonly Combination[]): ResolutionTimes {
  const { values, sizes } = parseTimeLists(rows.map((row) => row.times));
  const medians = Object.fromEntries(
    DIMENSIONS.map(({ id }) => [id, mediansOf(rows, sizes, values, id)]),
  ) as ResolutionTimes["medians"];
  // The medians have gathered their copies already: the values may now be reordered.
  return { overall: medianAndP90(values), medians };
}

/** A dimension's median per value: its combinations' times gathered per value, then selected. */
function mediansOf(
  rows: readonly Combination[],
  sizes: readonly number[],
  values: Float64Array,
  id: DimensionId,
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
  const starts = new Uint32Array(keys.length + 1);
  rows.forEach((_, index) => (starts[slots[index]! + 1]! += sizes[index]!));
  for (let slot = 0; slot < keys.length; slot++) starts[slot + 1]! += starts[slot]!;
  const next = starts.slice(0, keys.length);
  const gathered = new Float64Array(values.length);
  let at = 0;
  rows.forEach((_, index) => {
    const slot = slots[index]!;
    gathered.set(values.subarray(at, at + sizes[index]!), next[slot]!);
    next[slot]! += sizes[index]!;
    at += sizes[index]!;
  });
  return new Map(
    keys.map((key, slot) => [key, percentileIn(gathered, starts[slot]!, starts[slot + 1]!, 0.5)]),
  );
}
