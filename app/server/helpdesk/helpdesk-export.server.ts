import { asc, eq, gt, inArray } from "drizzle-orm";
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
import { nextKey, rowsOfParents } from "~/server/http/export-batches.server";
import { jsonObject, jsonValue, type JsonPart } from "~/server/http/json-stream.server";
import { listInBatches, type ExportScope } from "~/server/workspaces/export-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The helpdesk's part of 'Exporter les données' (one JSON file per workspace): settings,
// categories, canned replies, tickets with their thread, and the attachments' names and sizes
// (their bytes stay in the ticket pages). Never the private links' salts or the inbound secret.
// Tickets are read by number in batches; the thread and the attachments by batch of tickets (the
// index on ticket and order serves them), so at 100× a trial's size nothing is read whole.

const iso = (at: Date | null) => (at ? at.toISOString() : null);

type TicketKey = { id: string; number: number };

const afterNumber = (after: number | null) =>
  after === null ? undefined : gt(ticket.number, after);

function ticketKeys(tx: TenantTx, after: number | null, size: number): Promise<TicketKey[]> {
  return tx
    .select({ id: ticket.id, number: ticket.number })
    .from(ticket)
    .where(afterNumber(after))
    .orderBy(asc(ticket.number))
    .limit(size);
}

async function ticketsAfter(tx: TenantTx, after: number | null, size: number) {
  const rows = await tx
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
    .where(afterNumber(after))
    .orderBy(asc(ticket.number))
    .limit(size);
  return {
    rows: rows.map(({ ticket: t, ...who }) => ({
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
    after: nextKey(rows, size, (r) => r.ticket.number),
  };
}

/** The thread of a batch of tickets, ticket by ticket, each in its order. */
async function threadAfter(tx: TenantTx, after: number | null, size: number) {
  const tickets = await ticketKeys(tx, after, size);
  const threads = await rowsOfParents(
    tickets,
    (ids) =>
      tx
        .select()
        .from(ticketEntry)
        .where(inArray(ticketEntry.ticketId, ids))
        .orderBy(asc(ticketEntry.seq)),
    (e) => e.ticketId,
  );
  return {
    rows: tickets.flatMap((k) =>
      (threads.get(k.id) ?? []).map((e) => ({
        ticket: ticketNumberLabel(k.number),
        kind: e.kind,
        author: e.authorName,
        authorType: e.authorType,
        body: e.body,
        event: e.event,
        at: iso(e.createdAt),
      })),
    ),
    after: nextKey(tickets, size, (k) => k.number),
  };
}

/** The attachments' names and sizes of a batch of tickets. */
async function attachmentsAfter(tx: TenantTx, after: number | null, size: number) {
  const tickets = await ticketKeys(tx, after, size);
  const files = await rowsOfParents(
    tickets,
    (ids) =>
      tx
        .select({
          ticketId: ticketAttachment.ticketId,
          filename: ticketAttachment.filename,
          contentType: ticketAttachment.contentType,
          size: ticketAttachment.size,
          createdAt: ticketAttachment.createdAt,
        })
        .from(ticketAttachment)
        .where(inArray(ticketAttachment.ticketId, ids))
        .orderBy(asc(ticketAttachment.createdAt), asc(ticketAttachment.id)),
    (a) => a.ticketId,
  );
  return {
    rows: tickets.flatMap((k) =>
      (files.get(k.id) ?? []).map((a) => ({
        ticket: ticketNumberLabel(k.number),
        filename: a.filename,
        contentType: a.contentType,
        size: a.size,
        at: iso(a.createdAt),
      })),
    ),
    after: nextKey(tickets, size, (k) => k.number),
  };
}

async function settingsOf(tx: TenantTx) {
  const [settings] = await tx.select().from(helpdeskSettings);
  return settings
    ? {
        calendar: settings.calendar,
        slaTargets: settings.slaTargets,
        autoCloseDays: settings.autoCloseDays,
        inboundEmail: settings.inboundSecretHash !== null,
      }
    : null;
}

async function categoriesOf(tx: TenantTx) {
  const categories = await tx
    .select({ id: ticketCategory.id, parentId: ticketCategory.parentId, name: ticketCategory.name })
    .from(ticketCategory)
    .orderBy(asc(ticketCategory.name));
  return categories.map((c) => ({
    name: c.name,
    parent: categories.find((p) => p.id === c.parentId)?.name ?? null,
  }));
}

export function helpdeskExport(scope: ExportScope): JsonPart {
  const { inWorkspace } = scope;
  return jsonObject({
    settings: jsonValue(() => inWorkspace(settingsOf)),
    categories: jsonValue(() => inWorkspace(categoriesOf)),
    cannedReplies: jsonValue(() =>
      inWorkspace((tx) =>
        tx
          .select({ title: cannedReply.title, body: cannedReply.body })
          .from(cannedReply)
          .orderBy(asc(cannedReply.title)),
      ),
    ),
    tickets: listInBatches(scope, ticketsAfter),
    thread: listInBatches(scope, threadAfter),
    attachments: listInBatches(scope, attachmentsAfter),
  });
}
