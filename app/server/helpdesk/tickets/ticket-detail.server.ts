import { asc, eq } from "drizzle-orm";
import { authUser } from "~/server/db/schema.server";
import {
  cannedReply,
  helpdeskContact,
  ticket,
  ticketAttachment,
  ticketCategory,
  ticketEntry,
} from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { handlersOf } from "./ticket-core.server";
import { slaLabelOf } from "./ticket-sla.server";

// One ticket with everything its page shows: the requester, the assignee, the category, the
// thread (replies, notes and events in one timeline, oldest first) with its attachments, and
// what the forms offer (technicians, categories, canned replies). null: no such number here.

export async function ticketDetail(tx: TenantTx, number: number, now: Date) {
  if (!Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) return null;
  const [row] = await tx
    .select({
      ticket,
      requesterName: helpdeskContact.name,
      requesterEmail: helpdeskContact.email,
      assigneeName: authUser.name,
      categoryName: ticketCategory.name,
    })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .leftJoin(authUser, eq(authUser.id, ticket.assigneeId))
    .leftJoin(ticketCategory, eq(ticketCategory.id, ticket.categoryId))
    .where(eq(ticket.number, number));
  if (!row) return null;
  const id = row.ticket.id;
  // One query after the other: a transaction is one connection.
  const entries = await tx
    .select({
      id: ticketEntry.id,
      kind: ticketEntry.kind,
      authorType: ticketEntry.authorType,
      authorName: ticketEntry.authorName,
      body: ticketEntry.body,
      fullBody: ticketEntry.fullBody,
      senderCheck: ticketEntry.senderCheck,
      event: ticketEntry.event,
      createdAt: ticketEntry.createdAt,
    })
    .from(ticketEntry)
    .where(eq(ticketEntry.ticketId, id))
    .orderBy(asc(ticketEntry.seq))
    .limit(1_000);
  const attachments = await tx
    .select({
      id: ticketAttachment.id,
      entryId: ticketAttachment.entryId,
      filename: ticketAttachment.filename,
      contentType: ticketAttachment.contentType,
      size: ticketAttachment.size,
    })
    .from(ticketAttachment)
    .where(eq(ticketAttachment.ticketId, id));
  const handlers = await handlersOf(tx);
  const categories = await tx
    .select({
      id: ticketCategory.id,
      name: ticketCategory.name,
      parentId: ticketCategory.parentId,
    })
    .from(ticketCategory)
    .orderBy(asc(ticketCategory.name));
  const canned = await tx.select().from(cannedReply).orderBy(asc(cannedReply.title));

  const { search: _search, portalNonce: _hash, ...fields } = row.ticket;
  return {
    ticket: { ...fields, sla: slaLabelOf(row.ticket, now) },
    requester: { name: row.requesterName, email: row.requesterEmail },
    assigneeName: row.assigneeName,
    categoryName: row.categoryName,
    entries,
    attachments,
    handlers,
    categories,
    canned,
  };
}

export type TicketDetail = NonNullable<Awaited<ReturnType<typeof ticketDetail>>>;
