import type { Attachment } from "mailparser";
import { runParse } from "~/server/platform/parse-pool.server";
import { mailLine } from "~/server/mail/mail-text.server";
import { senderCheck, type SenderCheck } from "./inbound-auth.server";
import type { ParsedInbound } from "./inbound-mail-parse.server";
import {
  messageIds,
  realAttachments,
  safeContentType,
  safeFilename,
  sender,
  ticketNumber,
} from "./inbound-mail-fields.server";
import {
  autoResponseSuppressed,
  headerStrings,
  ignoredReason,
  type IgnoredReason,
} from "./inbound-mail-rules.server";

// An inbound e-mail (raw MIME, as Postfix pipes it or an inbound-mail service forwards it) turned
// into what the helpdesk needs: a cleaned sender, subject, text and attachments, the ticket it
// names, and whether it is a person's mail or automatic mail that must not open a ticket.

interface InboundAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: Buffer;
}

/** A file the mail carried but the helpdesk does not keep: over the count or the total size. */
interface LeftOutAttachment {
  filename: string;
  reason: "count" | "size";
}

export interface InboundMail {
  from: { name: string; address: string };
  subject: string;
  /** The whole text. */
  text: string;
  /** The text without quoted history and signature: what a reply to a ticket shows. */
  reply: string;
  /** Whether the receiving server authenticated the From address (inbound-auth.server.ts). */
  senderCheck: SenderCheck;
  messageId: string | null;
  /** In-Reply-To then References ids, without brackets, deduplicated. */
  references: string[];
  ticketNumber: number | null;
  attachments: InboundAttachment[];
  /** Files beyond the limits, named in the ticket instead of refusing the whole mail. */
  leftOut: LeftOutAttachment[];
  /** The sender asked for no automatic response (X-Auto-Response-Suppress): send no acknowledgement. */
  autoResponseSuppressed: boolean;
}

export type InboundClassification =
  | { kind: "mail"; mail: InboundMail }
  | { kind: "ignored"; reason: IgnoredReason; mail: InboundMail };

interface InboundLimits {
  /** The raw message, checked before parsing. */
  maxBytes: number;
  /** Files kept per mail; the others are left out and named. */
  maxAttachments: number;
  /** Bytes of files kept per mail, all files together; the others are left out and named. */
  maxAttachmentBytes: number;
}

export interface InboundOptions {
  limits: InboundLimits;
  /** The helpdesk's own sender addresses: mail from them, or X-Loop naming them, is a loop. */
  ownAddresses: string[];
  /** The domain of the Message-IDs the helpdesk generates. */
  ownMessageIdDomain: string;
  /** The receiving server's authserv-ids (INBOUND_AUTHSERV_ID); empty: by position. */
  authservIds?: readonly string[];
}

/** A refused message: 400 (not an e-mail) or 413 (too large); the message is French. */
export class InboundMailError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = "InboundMailError";
  }
}

const SUBJECT_MAX = 200;
const NO_SUBJECT = "(sans objet)";
// A long thread's References grows by one id per message; the recent end is what matters.
const REFERENCES_MAX = 100;

const notAnEmail = "Le message reçu n'est pas un e-mail lisible.";

export async function parseInboundMail(
  raw: Buffer,
  options: InboundOptions,
): Promise<InboundClassification> {
  const { limits } = options;
  // Before parsing: mailparser buffers the whole message and its attachments.
  if (raw.length > limits.maxBytes) {
    throw new InboundMailError(413, "Le message dépasse la taille maximale acceptée.");
  }
  const parsed = await parse(raw);
  // mailparser reads anything as a message: text or junk gives header lines without a name.
  if (!parsed.headerLines.some((line) => line.key !== "")) {
    throw new InboundMailError(400, notAnEmail);
  }
  const from = sender(parsed);
  if (!from) throw new InboundMailError(400, "L'expéditeur du message est absent ou invalide.");

  const { kept, leftOut } = withinLimits(realAttachments(parsed.attachments), limits);

  const subject = parsed.subject ?? "";
  const messageId = messageIds(parsed.messageId ?? "")[0] ?? null;
  const references = [
    ...new Set([
      ...headerStrings(parsed.headers, "in-reply-to").flatMap(messageIds),
      ...headerStrings(parsed.headers, "references").flatMap(messageIds).slice(-REFERENCES_MAX),
    ]),
  ];
  const mail: InboundMail = {
    from,
    // mailLine turns controls (CR, LF…) into spaces, so folded or injected lines do not glue words.
    subject: mailLine(subject, SUBJECT_MAX) || NO_SUBJECT,
    // Made in the parse pool: cleaned, cut, its reply found (inbound-mail-parse.server.ts).
    text: parsed.text,
    reply: parsed.reply,
    senderCheck: senderCheck(parsed.headerLines, from.address, options.authservIds),
    messageId,
    references,
    // From the whole subject: a long "Re: Re: …" may push the number past the cut.
    ticketNumber: ticketNumber(subject),
    attachments: kept.map((attachment) => ({
      filename: safeFilename(attachment.filename),
      contentType: safeContentType(attachment.contentType),
      size: attachment.content.length,
      content: attachment.content,
    })),
    leftOut,
    autoResponseSuppressed: autoResponseSuppressed(parsed.headers),
  };

  const reason = ignoredReason(
    {
      headers: parsed.headers,
      headerLines: parsed.headerLines,
      fromAddress: from.address,
      subject,
      ids: messageId ? [messageId, ...references] : references,
      isReply: references.length > 0,
    },
    options,
  );
  return reason ? { kind: "ignored", reason, mail } : { kind: "mail", mail };
}

/**
 * The files kept, in the mail's order, while they fit the count and the total size; the others
 * are named, so that the mail is stored rather than bounced whole (decision 0064).
 */
function withinLimits(attachments: Attachment[], limits: InboundLimits) {
  const kept: Attachment[] = [];
  const leftOut: LeftOutAttachment[] = [];
  let bytes = 0;
  for (const attachment of attachments) {
    const size = attachment.content.length;
    if (kept.length >= limits.maxAttachments) {
      leftOut.push({ filename: safeFilename(attachment.filename), reason: "count" });
    } else if (bytes + size > limits.maxAttachmentBytes) {
      leftOut.push({ filename: safeFilename(attachment.filename), reason: "size" });
    } else {
      kept.push(attachment);
      bytes += size;
    }
  }
  return { kept, leftOut };
}

/**
 * The mail parsed in the parse pool (inbound-mail-parse.server.ts, decision 0075): its text
 * already made from its HTML, its files' bytes as Buffers again.
 */
async function parse(raw: Buffer): Promise<ParsedInbound> {
  const parsed = await runParse("mail", { raw });
  if ("refusal" in parsed) {
    if (parsed.refusal === "tooManyParts") {
      throw new InboundMailError(
        413,
        "Le message contient trop de parties ou un en-tête trop long.",
      );
    }
    throw new InboundMailError(400, notAnEmail);
  }
  const mail = parsed.mail;
  for (const attachment of mail.attachments) {
    const bytes = attachment.content as Uint8Array;
    attachment.content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return mail;
}
