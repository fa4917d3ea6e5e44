import { and, sql, type SQL } from "drizzle-orm";
import { ticketStatusLabels } from "~/content/helpdesk";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { Range } from "./report-sql.server";

// The reopen rate (decision 0107), from the thread's status events (their labels, as
// recordEvent writes them): of the tickets resolved at least once in the range, those reopened
// ('Résolu' → 'En cours', by a technician or the requester's reply) after that resolution, at any
// time since. A ticket resolved twice in the range counts once. One pass over the status events
// since the earlier range's start (their partial index, covering since drizzle/0029); the
// tickets are read only to apply the filters.

const RESOLVED = ticketStatusLabels.resolved;
const CLOSED = ticketStatusLabels.closed;

interface ReopenCounts {
  resolved: number;
  reopened: number;
}

/**
 * The counts of two ranges, the second before the first (the period and the previous one), in
 * one pass over the status events since the earlier start.
 */
export async function reopenCounts(
  tx: TenantTx,
  ranges: readonly [Range, Range],
  filters: SQL[],
): Promise<[ReopenCounts, ReopenCounts]> {
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const to = sql`${ticketEntry.event}->>'to'`;
  const from = sql`${ticketEntry.event}->>'from'`;
  const since = ranges[0].start < ranges[1].start ? ranges[0].start : ranges[1].start;
  const until = ranges[0].end > ranges[1].end ? ranges[0].end : ranges[1].end;
  const filtered = filters.length
    ? sql`${ticketEntry.ticketId} in (select ${ticket.id} from ${ticket} where ${and(...filters)})`
    : undefined;
  // The instants first: the event's label is read (jsonb) only for the events in the range
  // (an AND in a FILTER is evaluated left to right; decision 0123).
  const firstIn = (range: Range, name: string) =>
    sql<number>`min(${ticketEntry.seq}) filter (where ${ticketEntry.createdAt} >= ${at(range.start)} and ${ticketEntry.createdAt} < ${at(range.end)} and ${to} = ${RESOLVED})`.as(
      name,
    );
  const perTicket = tx
    .select({
      first: firstIn(ranges[0], "first_seq"),
      before: firstIn(ranges[1], "before_seq"),
      reopen:
        sql<number>`max(${ticketEntry.seq}) filter (where ${from} = ${RESOLVED} and ${to} <> ${CLOSED})`.as(
          "reopen_seq",
        ),
    })
    .from(ticketEntry)
    .where(
      and(
        sql`${ticketEntry.kind} = 'event' and ${ticketEntry.event}->>'field' = 'status'`,
        sql`${ticketEntry.createdAt} >= ${at(since)}`,
        // After both ranges only a reopen counts (its label read only there; decision 0123).
        sql`(${ticketEntry.createdAt} < ${at(until)} or ${from} = ${RESOLVED})`,
        filtered,
      ),
    )
    .groupBy(ticketEntry.ticketId)
    .as("per_ticket");
  const count = (condition: SQL) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await tx
    .select({
      resolved: count(sql`${perTicket.first} is not null`),
      reopened: count(sql`${perTicket.reopen} > ${perTicket.first}`),
      resolvedBefore: count(sql`${perTicket.before} is not null`),
      reopenedBefore: count(sql`${perTicket.reopen} > ${perTicket.before}`),
    })
    .from(perTicket);
  return [
    { resolved: row?.resolved ?? 0, reopened: row?.reopened ?? 0 },
    { resolved: row?.resolvedBefore ?? 0, reopened: row?.reopenedBefore ?? 0 },
  ];
}
