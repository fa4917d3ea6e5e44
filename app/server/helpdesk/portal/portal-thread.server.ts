import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { ticketNumberLabel, type TicketStatus } from "~/content/helpdesk";
import type { FollowAttachment, FollowEntry, FollowView } from "~/contracts/helpdesk-portal";
import { formatDateTimeCompact } from "~/lib/date-time";
import { formatFileSize } from "~/lib/format";
import {
  helpdeskContact,
  ticket,
  ticketAttachment,
  ticketEntry,
  type TicketRow,
} from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { portalTokenMatches } from "./portal-link.server";

// What the requester sees through the private link: the ticket, its PUBLIC thread (replies, and
// status changes; never internal notes, never other system events) and the files of those entries.

const MAX_NUMBER = 2_147_483_647;

/** "12" → 12; anything else (signs, spaces, leading zeros allowed) → null. */
export function linkNumber(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= MAX_NUMBER ? number : null;
}

/** The ticket of a private link with its requester, or null (unknown number, wrong token). */
export async function ticketOfLink(tx: TenantTx, number: number, token: string, secret: string) {
  const [row] = await tx
    .select({ ticket, requesterName: helpdeskContact.name, requesterEmail: helpdeskContact.email })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .where(eq(ticket.number, number));
  if (!row || !portalTokenMatches(secret, row.ticket, token)) return null;
  return row;
}

/** Replies, and the status events (the thread's other events and the notes stay inside). */
const isPublic = or(
  eq(ticketEntry.kind, "reply"),
  and(eq(ticketEntry.kind, "event"), sql`${ticketEntry.event}->>'field' = 'status'`),
);

const attachmentView = (a: { id: string; filename: string; size: number }): FollowAttachment => ({
  id: a.id,
  filename: a.filename,
  size: formatFileSize(a.size),
});

export async function followView(
  tx: TenantTx,
  row: TicketRow,
): Promise<Omit<FollowView, "readOnly">> {
  const entries = await tx
    .select({
      id: ticketEntry.id,
      kind: ticketEntry.kind,
      authorType: ticketEntry.authorType,
      authorName: ticketEntry.authorName,
      body: ticketEntry.body,
      event: ticketEntry.event,
      createdAt: ticketEntry.createdAt,
    })
    .from(ticketEntry)
    .where(and(eq(ticketEntry.ticketId, row.id), isPublic))
    .orderBy(asc(ticketEntry.seq))
    .limit(1_000);
  const files = await publicAttachments(
    tx,
    row.id,
    entries.map((e) => e.id),
  );
  const status = row.status as TicketStatus;
  return {
    number: ticketNumberLabel(row.number),
    subject: row.subject,
    description: row.description,
    status,
    openedAt: formatDateTimeCompact(row.createdAt),
    attachments: files.filter((f) => f.entryId === null).map(attachmentView),
    entries: entries.map((e): FollowEntry => {
      const common = {
        id: e.id,
        at: formatDateTimeCompact(e.createdAt),
        attachments: files.filter((f) => f.entryId === e.id).map(attachmentView),
      };
      if (e.kind === "event") {
        return { ...common, kind: "status", from: e.event?.from ?? "", to: e.event?.to ?? "" };
      }
      const author = e.authorType === "requester" ? "requester" : "team";
      return { ...common, kind: "reply", author, authorName: e.authorName, body: e.body };
    }),
    canReply: status !== "closed" && status !== "cancelled",
    reopens: status === "resolved" || status === "pending",
    canVote: status === "resolved" || status === "closed",
    vote: row.satisfaction === "up" || row.satisfaction === "down" ? row.satisfaction : null,
    comment: row.satisfactionComment ?? "",
  };
}

/** Files of the request itself (no entry) and of the public entries. */
async function publicAttachments(tx: TenantTx, ticketId: string, entryIds: string[]) {
  return tx
    .select({
      id: ticketAttachment.id,
      entryId: ticketAttachment.entryId,
      filename: ticketAttachment.filename,
      size: ticketAttachment.size,
    })
    .from(ticketAttachment)
    .where(
      and(
        eq(ticketAttachment.ticketId, ticketId),
        entryIds.length > 0
          ? or(isNull(ticketAttachment.entryId), inArray(ticketAttachment.entryId, entryIds))
          : isNull(ticketAttachment.entryId),
      ),
    )
    .orderBy(asc(ticketAttachment.createdAt));
}

/** One public file of the ticket (its bytes), or null: another ticket's, or a note's. */
export async function publicAttachment(tx: TenantTx, ticketId: string, id: string) {
  const [row] = await tx
    .select({
      filename: ticketAttachment.filename,
      contentType: ticketAttachment.contentType,
      content: ticketAttachment.content,
      entryKind: ticketEntry.kind,
    })
    .from(ticketAttachment)
    .leftJoin(ticketEntry, eq(ticketEntry.id, ticketAttachment.entryId))
    .where(and(eq(ticketAttachment.id, id), eq(ticketAttachment.ticketId, ticketId)));
  if (!row || (row.entryKind !== null && row.entryKind !== "reply")) return null;
  return row;
}
