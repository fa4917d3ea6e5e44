import { and, eq, inArray, sql } from "drizzle-orm";
import { OPEN_STATUSES } from "~/content/helpdesk";
import { can, type WorkspaceRole } from "~/contracts/workspace-roles";
import { helpdeskContact, ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { openTicketCount, type TicketQuery } from "./ticket-list.server";

// Who sees which part of the queue. Technicians, administrators and owners (`ticket.handle`) see
// the whole workspace's queue; a Membre (`ticket.create` only) sees the tickets they requested,
// found by their account's e-mail as the requester's address, whatever the URL asks for. The page,
// its CSV export and the dashboard's 'Tickets ouverts' card all go through this.

export const handlesTickets = (role: WorkspaceRole) => can(role, "ticket.handle");

/** The query as this person may run it. */
export function scopedQuery(query: TicketQuery, role: WorkspaceRole, email: string): TicketQuery {
  if (handlesTickets(role)) return query;
  return { ...query, view: "all", assigneeId: null, requester: email.trim().toLowerCase() };
}

/** Whether there is any ticket at all (a Membre: any they requested), for the empty state. */
export async function hasAnyTicket(tx: TenantTx, requester: string | null): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .where(requester ? eq(helpdeskContact.email, requester) : undefined)
    .limit(1);
  return rows.length > 0;
}

/** Open tickets the person sees: the workspace's, or a Membre's own requests. */
export async function visibleOpenTickets(
  tx: TenantTx,
  role: WorkspaceRole,
  email: string,
): Promise<number> {
  if (handlesTickets(role)) return openTicketCount(tx);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .where(
      and(
        eq(helpdeskContact.email, email.trim().toLowerCase()),
        inArray(ticket.status, [...OPEN_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
