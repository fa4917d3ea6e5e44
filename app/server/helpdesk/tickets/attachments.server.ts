import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { HELPDESK_LIMITS, helpdeskErrors } from "~/content/helpdesk";
import { CONTROL_CHARACTERS } from "~/lib/text-controls";
import { ticket, ticketAttachment } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { UUID } from "~/lib/uuid";
import { NO_STORE } from "~/lib/cache-control";

// Attachments of tickets (dashboard replies, the portal, inbound e-mail): at most 3 files of
// 5 MB, the type sniffed from the bytes (never trusted from the browser or the mail), stored in the
// database with the ticket, and always served as a download with `nosniff`.

export interface UploadedFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sniffed types accepted; plain text is recognised separately (valid UTF-8, no NUL). */
const ACCEPTED = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "application/zip",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/x-cfb", // legacy .doc/.xls
  "message/rfc822",
]);

const CONTROLS = new RegExp(CONTROL_CHARACTERS.source, "gu");

/** A file name safe to show and to send back: no path, no control character, 120 characters. */
function safeFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base.replace(CONTROLS, "").replace(/"/g, "").replace(/^\.+/, "").trim();
  return (clean || "piece-jointe").slice(-120);
}

function isText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** The sniffed type of `content`, or null when it is not accepted. */
export async function sniffType(content: Buffer): Promise<string | null> {
  const found = await fileTypeFromBuffer(content);
  if (found) return ACCEPTED.has(found.mime) ? found.mime : null;
  return isText(content) ? "text/plain; charset=utf-8" : null;
}

/** Checks and sniffs `files` (413 for too many or too large, 415 for a refused type). */
async function acceptFiles(files: UploadedFile[]): Promise<UploadedFile[]> {
  const given = files.filter((f) => f.content.length > 0);
  if (given.length > HELPDESK_LIMITS.attachments)
    throw new WorkspaceError(413, helpdeskErrors.tooLarge);
  const accepted: UploadedFile[] = [];
  for (const file of given) {
    if (file.content.length > HELPDESK_LIMITS.attachmentBytes) {
      throw new WorkspaceError(413, helpdeskErrors.tooLarge);
    }
    const type = await sniffType(file.content);
    if (!type) throw new WorkspaceError(415, helpdeskErrors.attachmentType);
    accepted.push({
      filename: safeFilename(file.filename),
      contentType: type,
      content: file.content,
    });
  }
  return accepted;
}

/** The files of a multipart form field (`pieces`), checked and sniffed. */
export async function filesOfForm(form: FormData, field = "pieces"): Promise<UploadedFile[]> {
  const files = form
    .getAll(field)
    .filter((v): v is File => typeof v === "object" && v !== null && "arrayBuffer" in v);
  const read = await Promise.all(
    files.map(async (f) => ({
      filename: f.name,
      contentType: f.type,
      content: Buffer.from(await f.arrayBuffer()),
    })),
  );
  return acceptFiles(read);
}

export async function storeAttachments(
  tx: TenantTx,
  ticketId: string,
  entryId: string | null,
  files: UploadedFile[],
) {
  if (files.length === 0) return;
  await tx.insert(ticketAttachment).values(
    files.map((f) => ({
      ticketId,
      entryId,
      filename: f.filename,
      contentType: f.contentType,
      size: f.content.length,
      content: f.content,
    })),
  );
}

/** An attachment of ticket `number` in this workspace, or null (404). */
export async function attachmentOf(tx: TenantTx, number: number, id: string) {
  if (!UUID.test(id) || !Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
    return null;
  }
  const [row] = await tx
    .select({
      filename: ticketAttachment.filename,
      contentType: ticketAttachment.contentType,
      content: ticketAttachment.content,
    })
    .from(ticketAttachment)
    .innerJoin(ticket, eq(ticket.id, ticketAttachment.ticketId))
    .where(and(eq(ticketAttachment.id, id), eq(ticket.number, number)));
  return row ?? null;
}

/** A download, never rendered by the browser (attachment, nosniff, a sandboxing CSP). */
export function attachmentResponse(file: {
  filename: string;
  contentType: string;
  content: Buffer;
}) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.content.length),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ...NO_STORE,
    },
  });
}
