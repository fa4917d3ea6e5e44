import { sql, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { openAt, touching, within, type Range } from "./report-sql.server";

// The helpdesk's figures over a range (decision 0107), in one pass over the tickets the range
// touches: opened, resolved, open at its end, first-response and resolution times (business
// time on the SLA clock, so pauses 'En attente' do not count), SLA outcome and CSAT votes.

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

export async function rangeFigures(tx: TenantTx, range: Range, filters: SQL[]) {
  const responded = within(ticket.firstRespondedAt, range);
  const resolved = within(ticket.resolvedAt, range);
  const [row] = await tx
    .select({
      opened: num(sql`count(*) filter (where ${within(ticket.createdAt, range)})`),
      resolved: num(sql`count(*) filter (where ${resolved})`),
      backlog: num(sql`count(*) filter (where ${openAt(range.end)})`),
      responded: num(sql`count(*) filter (where ${responded})`),
      firstMedian: maybe(
        sql`percentile_cont(0.5) within group (order by ${ticket.firstResponseMs}) filter (where ${responded})`,
      ),
      firstP90: maybe(
        sql`percentile_cont(0.9) within group (order by ${ticket.firstResponseMs}) filter (where ${responded})`,
      ),
      resolutionMedian: maybe(
        sql`percentile_cont(0.5) within group (order by ${ticket.slaElapsedMs}) filter (where ${resolved})`,
      ),
      resolutionP90: maybe(
        sql`percentile_cont(0.9) within group (order by ${ticket.slaElapsedMs}) filter (where ${resolved})`,
      ),
      slaMet: num(sql`count(*) filter (where ${resolved} and not ${ticket.slaBreached})`),
      votes: num(
        sql`count(*) filter (where ${resolved} and ${ticket.satisfaction} in ('up', 'down'))`,
      ),
      satisfied: num(sql`count(*) filter (where ${resolved} and ${ticket.satisfaction} = 'up')`),
    })
    .from(ticket)
    .where(touching(range, filters));
  return {
    opened: row!.opened,
    resolved: row!.resolved,
    backlog: row!.backlog,
    firstResponse: { count: row!.responded, median: row!.firstMedian, p90: row!.firstP90 },
    resolution: { median: row!.resolutionMedian, p90: row!.resolutionP90 },
    slaMet: row!.slaMet,
    votes: row!.votes,
    satisfied: row!.satisfied,
  } satisfies RangeFigures;
}
