import { fileTypeFromBuffer } from "file-type";
import { NO_STORE } from "~/lib/cache-control";
import { CONTROL_CHARACTERS } from "~/lib/text-controls";
import { WorkspaceError } from "./refusal.server";

// Files people upload with a form (the helpdesk's attachments, a task's files): a bounded number
// of bounded files, the type sniffed from the bytes (never trusted from the browser or the mail),
// a safe file name; and their download, never rendered by the browser (attachment, nosniff, a
// sandboxing CSP). Moved from the helpdesk so that every module applies the same rules.

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

/** A module's bounds on a form's files and its French refusals. */
export interface FileRules {
  count: number;
  bytes: number;
  tooLarge: string;
  badType: string;
}

/** Checks and sniffs `files` (413 for too many or too large, 415 for a refused type). */
async function acceptFiles(files: UploadedFile[], rules: FileRules): Promise<UploadedFile[]> {
  const given = files.filter((f) => f.content.length > 0);
  if (given.length > rules.count) throw new WorkspaceError(413, rules.tooLarge);
  const accepted: UploadedFile[] = [];
  for (const file of given) {
    if (file.content.length > rules.bytes) throw new WorkspaceError(413, rules.tooLarge);
    const type = await sniffType(file.content);
    if (!type) throw new WorkspaceError(415, rules.badType);
    accepted.push({
      filename: safeFilename(file.filename),
      contentType: type,
      content: file.content,
    });
  }
  return accepted;
}

/** The files of a multipart form field, checked and sniffed against `rules`. */
export async function checkedFiles(
  form: FormData,
  field: string,
  rules: FileRules,
): Promise<UploadedFile[]> {
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
  return acceptFiles(read, rules);
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
