import { and, eq, inArray, sql } from "drizzle-orm";
import { OPEN_STATUSES } from "~/content/helpdesk";
import { can, type WorkspaceRole } from "~/contracts/workspace-roles";
import { helpdeskContact, ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { openTicketCount, type TicketQuery } from "../tickets/ticket-list.server";

// Who sees which part of the queue. Technicians, administrators and owners (`ticket.handle`) see
// the whole workspace's queue; a Membre (`ticket.create` only) sees the tickets they requested,
// found by their account's confirmed e-mail as the requester's address (as on the ticket page:
// an unconfirmed address could be anyone's), whatever the URL asks for, and searches their public
// text only (never the internal notes). The page, its CSV export
// and the dashboard's 'Tickets ouverts' card all go through this.

export const handlesTickets = (role: WorkspaceRole) => can(role, "ticket.handle");

interface Person {
  email: string;
  emailVerified: boolean;
}

/** The query as this person may run it; null: they see no ticket (unconfirmed address). */
export function scopedQuery(
  query: TicketQuery,
  role: WorkspaceRole,
  person: Person,
): TicketQuery | null {
  if (handlesTickets(role)) return query;
  if (!person.emailVerified) return null;
  return {
    ...query,
    view: "all",
    assigneeId: null,
    requester: person.email.trim().toLowerCase(),
    requesterSearch: true,
  };
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
  person: Person,
): Promise<number> {
  if (handlesTickets(role)) return openTicketCount(tx);
  if (!person.emailVerified) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .where(
      and(
        eq(helpdeskContact.email, person.email.trim().toLowerCase()),
        inArray(ticket.status, [...OPEN_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
