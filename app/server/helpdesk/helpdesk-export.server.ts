import { asc, eq } from "drizzle-orm";
import { ticketNumberLabel } from "~/content/helpdesk";
import { authUser } from "~/server/db/schema.server";
import {
  cannedReply,
  helpdeskContact,
  helpdeskSettings,
  ticket,
  ticketAttachment,
  ticketCategory,
  ticketEntry,
} from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The helpdesk's part of 'Exporter les données' (one JSON file per workspace): settings,
// categories, canned replies, tickets with their thread, and the attachments' names and sizes
// (their bytes stay in the ticket pages). Never the private links' salts or the inbound secret.

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function exportHelpdesk(tx: TenantTx) {
  const [settings] = await tx.select().from(helpdeskSettings);
  const numbers = new Map<string, string>();
  const tickets = await tx
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
    .orderBy(asc(ticket.number));
  for (const { ticket: t } of tickets) numbers.set(t.id, ticketNumberLabel(t.number));
  const entries = await tx.select().from(ticketEntry).orderBy(asc(ticketEntry.seq));
  const attachments = await tx
    .select({
      ticketId: ticketAttachment.ticketId,
      filename: ticketAttachment.filename,
      contentType: ticketAttachment.contentType,
      size: ticketAttachment.size,
      createdAt: ticketAttachment.createdAt,
    })
    .from(ticketAttachment);
  const categories = await tx
    .select({ id: ticketCategory.id, parentId: ticketCategory.parentId, name: ticketCategory.name })
    .from(ticketCategory)
    .orderBy(asc(ticketCategory.name));
  return {
    settings: settings
      ? {
          calendar: settings.calendar,
          slaTargets: settings.slaTargets,
          autoCloseDays: settings.autoCloseDays,
          inboundEmail: settings.inboundSecretHash !== null,
        }
      : null,
    categories: categories.map((c) => ({
      name: c.name,
      parent: categories.find((p) => p.id === c.parentId)?.name ?? null,
    })),
    cannedReplies: await tx
      .select({ title: cannedReply.title, body: cannedReply.body })
      .from(cannedReply)
      .orderBy(asc(cannedReply.title)),
    tickets: tickets.map(({ ticket: t, ...who }) => ({
      number: ticketNumberLabel(t.number),
      subject: t.subject,
      description: t.description,
      type: t.type,
      status: t.status,
      priority: t.priority,
      source: t.source,
      category: who.categoryName,
      requester: { name: who.requesterName, email: who.requesterEmail },
      assignee: who.assigneeName,
      tags: t.tags,
      createdAt: iso(t.createdAt),
      updatedAt: iso(t.updatedAt),
      resolvedAt: iso(t.resolvedAt),
      closedAt: iso(t.closedAt),
      satisfaction: t.satisfaction,
      satisfactionComment: t.satisfactionComment,
    })),
    thread: entries.map((e) => ({
      ticket: numbers.get(e.ticketId) ?? null,
      kind: e.kind,
      author: e.authorName,
      authorType: e.authorType,
      body: e.body,
      event: e.event,
      at: iso(e.createdAt),
    })),
    attachments: attachments.map((a) => ({
      ticket: numbers.get(a.ticketId) ?? null,
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
      at: iso(a.createdAt),
    })),
  };
}
