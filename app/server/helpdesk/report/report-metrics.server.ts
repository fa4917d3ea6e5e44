import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { rangeCounts } from "./report-days.server";
import { within, type Range } from "./report-sql.server";

// The helpdesk's figures over a range (decision 0107): opened, resolved, open at its start and
// end, SLA outcome and CSAT votes from the per-day counts (decision 0111); first-response and
// resolution times (business time on the SLA clock, so pauses 'En attente' do not count) as
// exact percentiles of the tickets answered or resolved in the range, each read from one index
// of drizzle/0026 (its INCLUDE columns), never the wide ticket rows.

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

const maybe = (expression: SQL) =>
  sql<number | null>`${expression}`.mapWith((v: unknown) => (v === null ? null : Number(v)));
const percentiles = (column: AnyColumn) => ({
  median: maybe(sql`percentile_cont(0.5) within group (order by ${column})`),
  p90: maybe(sql`percentile_cont(0.9) within group (order by ${column})`),
});

export async function rangeFigures(
  tx: TenantTx,
  range: Range,
  filters: FigureFilters,
): Promise<RangeFigures> {
  const counts = await rangeCounts(tx, range, filters.days);
  const [resolved] = await tx
    .select(percentiles(ticket.slaElapsedMs))
    .from(ticket)
    .where(and(within(ticket.resolvedAt, range), ...filters.where));
  const [responded] = await tx
    .select(percentiles(ticket.firstResponseMs))
    .from(ticket)
    .where(and(within(ticket.firstRespondedAt, range), ...filters.where));
  return {
    opened: counts.opened,
    resolved: counts.resolved,
    backlogAtStart: counts.backlogAtStart,
    backlog: counts.backlogAtStart + counts.opened - counts.resolved - counts.cancelled,
    firstResponse: { count: counts.responded, median: responded!.median, p90: responded!.p90 },
    resolution: { median: resolved!.median, p90: resolved!.p90 },
    slaMet: counts.slaMet,
    votes: counts.votes,
    satisfied: counts.satisfied,
  };
}
