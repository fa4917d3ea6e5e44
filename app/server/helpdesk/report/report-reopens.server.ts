import { and, sql, type SQL } from "drizzle-orm";
import { ticketStatusLabels } from "~/content/helpdesk";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { Range } from "./report-sql.server";

// The reopen rate (decision 0107), from the thread's status events (their labels, as
// recordEvent writes them): of the tickets resolved at least once in the range, those reopened
// ('Résolu' → 'En cours', by a technician or the requester's reply) after that resolution, at any
// time since. A ticket resolved twice in the range counts once. One pass over the status events
// since the range's start (their partial index, drizzle/0026); the tickets are read only to
// apply the filters.

const RESOLVED = ticketStatusLabels.resolved;
const CLOSED = ticketStatusLabels.closed;

export async function reopenCounts(tx: TenantTx, range: Range, filters: SQL[]) {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const to = sql`${ticketEntry.event}->>'to'`;
  const from = sql`${ticketEntry.event}->>'from'`;
  const filtered = filters.length
    ? sql`${ticketEntry.ticketId} in (select ${ticket.id} from ${ticket} where ${and(...filters)})`
    : undefined;
  const perTicket = tx
    .select({
      first:
        sql<number>`min(${ticketEntry.seq}) filter (where ${to} = ${RESOLVED} and ${ticketEntry.createdAt} < ${end})`.as(
          "first_seq",
        ),
      reopen:
        sql<number>`max(${ticketEntry.seq}) filter (where ${from} = ${RESOLVED} and ${to} <> ${CLOSED})`.as(
          "reopen_seq",
        ),
    })
    .from(ticketEntry)
    .where(
      and(
        sql`${ticketEntry.kind} = 'event' and ${ticketEntry.event}->>'field' = 'status'`,
        sql`${ticketEntry.createdAt} >= ${start}`,
        filtered,
      ),
    )
    .groupBy(ticketEntry.ticketId)
    .as("per_ticket");
  const [row] = await tx
    .select({
      resolved: sql<number>`count(*) filter (where ${perTicket.first} is not null)`.mapWith(Number),
      reopened:
        sql<number>`count(*) filter (where ${perTicket.reopen} > ${perTicket.first})`.mapWith(
          Number,
        ),
    })
    .from(perTicket);
  return { resolved: row?.resolved ?? 0, reopened: row?.reopened ?? 0 };
}
