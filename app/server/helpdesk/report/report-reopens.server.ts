import { and, sql, type SQL } from "drizzle-orm";
import { ticketStatusLabels } from "~/content/helpdesk";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { within, type Range } from "./report-sql.server";

// The reopen rate (decision 0107), from the thread's status events (their labels, as
// recordEvent writes them): of the tickets resolved at least once in the range, those reopened
// ('Résolu' → 'En cours', by a technician or the requester's reply) after that resolution, at any
// time since. A ticket resolved twice in the range counts once.

const RESOLVED = ticketStatusLabels.resolved;
const CLOSED = ticketStatusLabels.closed;

export async function reopenCounts(tx: TenantTx, range: Range, filters: SQL[]) {
  const statusEvent = sql`${ticketEntry.kind} = 'event' and ${ticketEntry.event}->>'field' = 'status'`;
  const firsts = tx
    .select({
      ticketId: ticketEntry.ticketId,
      seq: sql<number>`min(${ticketEntry.seq})`.as("first_seq"),
    })
    .from(ticketEntry)
    .innerJoin(ticket, sql`${ticket.id} = ${ticketEntry.ticketId}`)
    .where(
      and(
        statusEvent,
        sql`${ticketEntry.event}->>'to' = ${RESOLVED}`,
        within(ticketEntry.createdAt, range),
        ...filters,
      ),
    )
    .groupBy(ticketEntry.ticketId)
    .as("firsts");
  const reopen = sql`exists (select 1 from ${ticketEntry} r where r.ticket_id = ${firsts.ticketId}
    and r.kind = 'event' and r.event->>'field' = 'status' and r.event->>'from' = ${RESOLVED}
    and r.event->>'to' <> ${CLOSED} and r.seq > ${firsts.seq})`;
  const [row] = await tx
    .select({
      resolved: sql<number>`count(*)`.mapWith(Number),
      reopened: sql<number>`count(*) filter (where ${reopen})`.mapWith(Number),
    })
    .from(firsts);
  return { resolved: row?.resolved ?? 0, reopened: row?.reopened ?? 0 };
}
