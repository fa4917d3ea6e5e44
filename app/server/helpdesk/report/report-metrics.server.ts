import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { rangeCounts } from "./report-days.server";
import { within, type Range } from "./report-sql.server";

// The helpdesk's figures over a range (decision 0107): opened, resolved, open at its start and
// end, SLA outcome and CSAT votes from the per-day counts (decision 0111); first-response and
// resolution times (business time on the SLA clock, so pauses 'En attente' do not count) as
// exact percentiles of the tickets answered or resolved in the range, each read from one index
// of drizzle/0026 (its INCLUDE columns), never the wide ticket rows; all in one statement.

export interface RangeFigures {
  opened: number;
  resolved: number;
  /** Open at the range's start, and at its end. */
  backlogAtStart: number;
  backlog: number;
  firstResponse: { count: number; median: number | null; p90: number | null };
  resolution: { median: number | null; p90: number | null };
  /** Resolved in the range without breaching a target (of `resolved`). */
  slaMet: number;
  votes: number;
  satisfied: number;
}

/** The report's filters, on the tickets and on the per-day counts. */
export interface FigureFilters {
  where: SQL[];
  days: SQL[];
}

/**
 * The median and p90 of `column` over the tickets whose `at` is in the range, as a sub-select of
 * the counts' statement (an array of two; null without tickets).
 */
const percentiles = (column: AnyColumn, at: AnyColumn, range: Range, filters: SQL[]) =>
  sql`(select percentile_cont(array[0.5, 0.9]) within group (order by ${column}) from ${ticket} where ${and(within(at, range), ...filters)})`;

type Percentiles = { median: number | null; p90: number | null };

/** The driver's array of two (parsed, or PostgreSQL's text form), as median and p90. */
function percentilePair(value: unknown): Percentiles {
  const list =
    typeof value === "string" ? value.replace(/[{}]/g, "").split(",").map(Number) : value;
  if (!Array.isArray(list)) return { median: null, p90: null };
  const [median, p90] = list.map((v) => (v === null ? null : Number(v)));
  return { median: median ?? null, p90: p90 ?? null };
}

export async function rangeFigures(
  tx: TenantTx,
  range: Range,
  filters: FigureFilters,
  /**
   * The percentiles already read: the resolution's (the breakdowns' statement, decision 0123),
   * the first response's (a range's kept months, decision 0133).
   */
  known: { resolution?: Percentiles; firstResponse?: Percentiles } = {},
): Promise<RangeFigures> {
  // One statement: the per-day counts and the two exact percentiles (decision 0119).
  const counts = await rangeCounts(tx, range, filters.days, {
    ...(known.resolution
      ? {}
      : { resolution: percentiles(ticket.slaElapsedMs, ticket.resolvedAt, range, filters.where) }),
    ...(known.firstResponse
      ? {}
      : {
          firstResponse: percentiles(
            ticket.firstResponseMs,
            ticket.firstRespondedAt,
            range,
            filters.where,
          ),
        }),
  });
  const resolved = known.resolution ?? percentilePair(counts.resolution);
  const responded = known.firstResponse ?? percentilePair(counts.firstResponse);
  return {
    opened: counts.opened,
    resolved: counts.resolved,
    backlogAtStart: counts.backlogAtStart,
    backlog: counts.backlogAtStart + counts.opened - counts.resolved - counts.cancelled,
    firstResponse: { count: counts.responded, median: responded.median, p90: responded.p90 },
    resolution: { median: resolved.median, p90: resolved.p90 },
    slaMet: counts.slaMet,
    votes: counts.votes,
    satisfied: counts.satisfied,
  };
}
