import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { within, type Range } from "./report-sql.server";

// The helpdesk's figures over a range (decision 0107): opened, resolved, open at its end,
// first-response and resolution times (business time on the SLA clock, so pauses 'En attente'
// do not count), SLA outcome and CSAT votes. Each group reads one index of drizzle/0026 (its
// INCLUDE columns), never the wide ticket rows.

export interface RangeFigures {
  opened: number;
  resolved: number;
  backlog: number;
  firstResponse: { count: number; median: number | null; p90: number | null };
  resolution: { median: number | null; p90: number | null };
  /** Resolved in the range without breaching a target (of `resolved`). */
  slaMet: number;
  votes: number;
  satisfied: number;
}

const num = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
const maybe = (expression: SQL) =>
  sql<number | null>`${expression}`.mapWith((v: unknown) => (v === null ? null : Number(v)));
const percentiles = (column: AnyColumn) => ({
  median: maybe(sql`percentile_cont(0.5) within group (order by ${column})`),
  p90: maybe(sql`percentile_cont(0.9) within group (order by ${column})`),
});

export async function rangeFigures(
  tx: TenantTx,
  range: Range,
  filters: SQL[],
): Promise<RangeFigures> {
  const [opened] = await tx
    .select({ n: num(sql`count(*)`) })
    .from(ticket)
    .where(and(within(ticket.createdAt, range), ...filters));
  const [resolved] = await tx
    .select({
      n: num(sql`count(*)`),
      ...percentiles(ticket.slaElapsedMs),
      slaMet: num(sql`count(*) filter (where not ${ticket.slaBreached})`),
      votes: num(sql`count(*) filter (where ${ticket.satisfaction} in ('up', 'down'))`),
      satisfied: num(sql`count(*) filter (where ${ticket.satisfaction} = 'up')`),
    })
    .from(ticket)
    .where(and(within(ticket.resolvedAt, range), ...filters));
  const [responded] = await tx
    .select({ n: num(sql`count(*)`), ...percentiles(ticket.firstResponseMs) })
    .from(ticket)
    .where(and(within(ticket.firstRespondedAt, range), ...filters));
  return {
    opened: opened!.n,
    resolved: resolved!.n,
    backlog: await backlogAt(tx, range.end, filters),
    firstResponse: { count: responded!.n, median: responded!.median, p90: responded!.p90 },
    resolution: { median: resolved!.median, p90: resolved!.p90 },
    slaMet: resolved!.slaMet,
    votes: resolved!.votes,
    satisfied: resolved!.satisfied,
  };
}

/** Cancelled (closed without a resolution), the other way a ticket ends. */
export const cancelled = sql`(${ticket.resolvedAt} is null and ${ticket.closedAt} is not null)`;

/**
 * Open at `at`: created before it, less resolved before it, less cancelled before it (a ticket
 * ends after it is created): three counts the indexes answer without reading the tickets.
 */
async function backlogAt(tx: TenantTx, at: Date, filters: SQL[]): Promise<number> {
  const before = sql`${at.toISOString()}::timestamptz`;
  const count = async (condition: SQL) => {
    const [row] = await tx
      .select({ n: num(sql`count(*)`) })
      .from(ticket)
      .where(and(condition, ...filters));
    return row?.n ?? 0;
  };
  return (
    (await count(sql`${ticket.createdAt} < ${before}`)) -
    (await count(sql`${ticket.resolvedAt} < ${before}`)) -
    (await count(sql`${cancelled} and ${ticket.closedAt} < ${before}`))
  );
}
