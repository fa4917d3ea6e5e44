import type { Attachment, ParsedMail } from "mailparser";
import { CONTROL_CHARACTERS } from "~/lib/text-controls";
import { mailLine } from "~/server/mail/mail-text.server";

// The values of an inbound mail, cleaned: nothing from a sender reaches the helpdesk unchecked.

const NAME_MAX = 200;
const FILENAME_MAX = 120;
const FALLBACK_FILENAME = "piece-jointe";

const ADDRESS = /^[^\s@\p{Cc}]{1,64}@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u;

/** The first mailbox of From with a well-formed address, or null. */
export function sender(parsed: ParsedMail): { name: string; address: string } | null {
  const mailboxes = (parsed.from?.value ?? []).flatMap((entry) =>
    entry.group ? entry.group : [entry],
  );
  for (const mailbox of mailboxes) {
    const address = (mailbox.address ?? "").trim().toLowerCase();
    if (address.length <= 254 && ADDRESS.test(address)) {
      return { name: mailLine(mailbox.name, NAME_MAX), address };
    }
  }
  return null;
}

const ID_CHARS = /^[^\s\p{Cc}<>]{1,250}$/u;

/** The message ids of a header value, without brackets; bare ids (no brackets) are accepted too. */
export function messageIds(value: string): string[] {
  const bracketed = [...value.matchAll(/<([^<>]*)>/g)].map((match) => match[1]!.trim());
  const ids = bracketed.length > 0 ? bracketed : value.split(/[\s,]+/);
  return ids.filter((id) => ID_CHARS.test(id));
}

/** "[TCK-000123]" or "TCK-000123" anywhere in the subject → 123. */
export function ticketNumber(subject: string): number | null {
  const match = /\bTCK-(\d{1,12})\b/i.exec(subject);
  const number = match ? Number(match[1]) : 0;
  return number > 0 && Number.isSafeInteger(number) ? number : null;
}

/**
 * What a person attached (files, inline images), not the other renderings of the body that
 * mailparser also lists as attachments: text/calendar, text/watch-html… alternatives, which have
 * neither a file name nor an "attachment" disposition.
 */
export function realAttachments(attachments: Attachment[]): Attachment[] {
  return attachments.filter(
    (attachment) =>
      !attachment.contentType.toLowerCase().startsWith("text/") ||
      attachment.filename !== undefined ||
      attachment.contentDisposition?.toLowerCase() === "attachment",
  );
}

/** A file name that cannot name a path: last segment only, no controls, bounded, extension kept. */
export function safeFilename(filename: string | undefined): string {
  const base = (filename ?? "")
    .replace(new RegExp(CONTROL_CHARACTERS.source, "gu"), "")
    .split(/[/\\]/)
    .pop()!
    .replace(/\s+/g, " ")
    // Leading dots hide a file or climb ("..", ".htaccess"); Windows drops trailing dots and spaces.
    .replace(/^[\s.]+|[\s.]+$/g, "");
  if (base === "") return FALLBACK_FILENAME;
  if (base.length <= FILENAME_MAX) return base;
  const extension = /\.[^.\s]{1,16}$/.exec(base)?.[0] ?? "";
  return truncate(
    base.slice(0, base.length - extension.length),
    FILENAME_MAX - extension.length,
  ).concat(extension);
}

const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

export function safeContentType(contentType: string): string {
  const type = contentType.trim().toLowerCase();
  return MIME_TYPE.test(type) ? type : "application/octet-stream";
}

/** At most `max` UTF-16 units (so at most `max` characters), never half a surrogate pair. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
