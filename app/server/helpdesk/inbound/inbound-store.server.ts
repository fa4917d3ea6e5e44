import { eq } from "drizzle-orm";
import type { TicketStatus } from "~/content/helpdesk";
import { inboundTexts } from "~/content/helpdesk-portal";
import type { Db } from "~/server/db/client.server";
import { helpdeskContact, ticket } from "~/server/db/helpdesk-schema.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { sniffType, storeAttachments, type UploadedFile } from "../tickets/attachments.server";
import {
  lockEntryKey,
  ticketOfEntryKey,
  ticketOfReferences,
} from "../tickets/channel-dedup.server";
import { helpdeskContext } from "../helpdesk-context.server";
import type { InboundMail } from "./inbound-mail.server";
import type { NoticeQueue } from "../tickets/notifications.server";
import { createTicket } from "../tickets/ticket-create.server";
import {
  addOtherSenderMail,
  addRequesterReply,
  type InboundFacts,
} from "../tickets/ticket-thread.server";

// Stores a person's inbound e-mail in one tenant transaction: added to the ticket it names (the
// [TCK-…] of its subject, else a stored or our own Message-ID among its references) unless that
// ticket is closed or cancelled, otherwise a new ticket. Added as the requester's reply when it
// comes from the requester's address and the receiving server did not find it forged, else as an
// internal note that says who sent it (a subject naming a ticket proves nothing about its
// sender). A reply shows its new words; its whole text, and the sender check, are kept. The same
// Message-ID twice is stored once. Files whose sniffed type the helpdesk refuses, and files
// beyond the count or size limits, are left out and named in the text.

export interface InboundOutcome {
  status: "created" | "added";
  number: number;
  /**
   * Starts sending its e-mails, queued in the same transaction (decision 0076); run once
   * committed. Nothing for a repeated Message-ID: its e-mails were committed with it.
   */
  sent: () => void;
}

const FINAL: readonly string[] = ["closed", "cancelled"] satisfies TicketStatus[];

/** The open (or resolved, pending…) ticket of this workspace the mail replies to, or null. */
async function repliedTicket(
  tx: TenantTx,
  mail: InboundMail,
): Promise<{ number: number; requesterEmail: string } | null> {
  let number: number | null = null;
  if (mail.ticketNumber !== null && mail.ticketNumber <= 2_147_483_647) {
    const [row] = await tx
      .select({ status: ticket.status })
      .from(ticket)
      .where(eq(ticket.number, mail.ticketNumber));
    if (row && !FINAL.includes(row.status)) number = mail.ticketNumber;
  }
  if (number === null) {
    const referenced = await ticketOfReferences(tx, mail.references);
    if (!referenced || FINAL.includes(referenced.status)) return null;
    number = referenced.number;
  }
  const [row] = await tx
    .select({ requesterEmail: helpdeskContact.email })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .where(eq(ticket.number, number));
  return row ? { number, requesterEmail: row.requesterEmail } : null;
}

/** The accepted attachments, and the names of the refused ones. */
async function sortAttachments(mail: InboundMail) {
  const files: UploadedFile[] = [];
  const refused: string[] = [];
  for (const attachment of mail.attachments) {
    const type = await sniffType(attachment.content);
    if (type)
      files.push({ filename: attachment.filename, contentType: type, content: attachment.content });
    else refused.push(attachment.filename);
  }
  return { files, refused };
}

export async function storeInboundMail(
  db: Db,
  organizationId: string,
  mail: InboundMail,
  queue: NoticeQueue,
): Promise<InboundOutcome> {
  const { files, refused } = await sortAttachments(mail);
  const withFiles = (body: string) =>
    [
      body || inboundTexts.empty,
      ...refused.map(inboundTexts.refusedFile),
      ...mail.leftOut.map((file) => inboundTexts.leftOutFile(file.filename, file.reason)),
    ].join("\n\n");
  // A new ticket keeps the whole text (a forwarded thread is the request); a reply shows its new
  // words, the whole text one click away.
  const text = withFiles(mail.text);
  const reply = withFiles(mail.reply);
  const inbound: InboundFacts = {
    fullBody: reply === text ? null : text,
    senderCheck: mail.senderCheck,
  };
  const requester = { name: mail.from.name || mail.from.address, email: mail.from.address };
  return inTenant(db, organizationId, async (tx) => {
    if (mail.messageId) {
      await lockEntryKey(tx, mail.messageId);
      const stored = await ticketOfEntryKey(tx, mail.messageId);
      if (stored) {
        const status = stored.opened ? "created" : "added";
        return { status, number: stored.number, sent: () => {} };
      }
    }
    const ctx = await helpdeskContext(tx, { id: null, ...requester, type: "requester" });
    const replied = await repliedTicket(tx, mail);
    if (replied) {
      const { number } = replied;
      // Only the requester's own address speaks as the requester (public thread, reopening), and
      // only when the receiving server did not find that address forged (decision 0064).
      const address = mail.from.address.trim().toLowerCase();
      const fromRequester = replied.requesterEmail === address;
      const entryId =
        fromRequester && mail.senderCheck !== "fail"
          ? await addRequesterReply(ctx, number, reply, mail.messageId, inbound)
          : await addOtherSenderMail(
              ctx,
              number,
              `${fromRequester ? inboundTexts.unauthenticated(address) : inboundTexts.fromOther(address)}\n\n${reply}`,
              mail.messageId,
              inbound,
            );
      const [row] = await tx
        .select({ id: ticket.id })
        .from(ticket)
        .where(eq(ticket.number, number));
      if (entryId) await storeAttachments(tx, row!.id, entryId, files);
      return { status: "added", number, sent: await queue(tx, organizationId, ctx.notices) };
    }
    const created = await createTicket(ctx, {
      subject: mail.subject,
      description: text,
      requester,
      source: "email",
      messageId: mail.messageId,
      senderCheck: mail.senderCheck,
    });
    await storeAttachments(tx, created.id, null, files);
    // The sender asked for no automatic response: no acknowledgement (the assignee still hears).
    const notices = mail.autoResponseSuppressed
      ? ctx.notices.filter((notice) => notice.kind !== "created")
      : ctx.notices;
    const known = { tickets: [created.facts] };
    return {
      status: "created",
      number: created.number,
      sent: await queue(tx, organizationId, notices, known),
    };
  });
}
