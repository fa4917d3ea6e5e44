import { randomBytes } from "node:crypto";
import iconv from "iconv-lite";
import { firstField, type FormField, type FormFields } from "./inbound-form.server";

// SendGrid Inbound Parse's default ("parsed") mode posts the mail in pieces: `headers` (the raw
// header block), `text` and `html` (each in the charset the JSON field `charsets` names, e.g.
// {"text":"iso-8859-1"}), the files as `attachment1`… parts, and `SPF`/`dkim` verdicts. The
// helpdesk reads one raw message, so the pieces are put back together: the headers as received,
// then a multipart/mixed of the text and HTML decoded with their charsets (re-encoded as UTF-8)
// and the files. Without `charsets`, the fields are UTF-8, as SendGrid documents. SendGrid is the
// receiving server: its `SPF` and `dkim` verdicts become the Authentication-Results header on top,
// and any such header in `headers` (it came with the message) is dropped (decision 0064).

/** The authserv-id of the header written from SendGrid's verdicts. */
const SENDGRID_AUTHSERV_ID = "inbound-parse.sendgrid.net";

type Charsets = Record<string, string>;

function charsetsOf(fields: FormFields): Charsets {
  const field = firstField(fields, "charsets");
  if (!field) return {};
  try {
    const value: unknown = JSON.parse(field.bytes.toString("utf8"));
    return value && typeof value === "object" ? (value as Charsets) : {};
  } catch {
    return {};
  }
}

/** A field's text in the charset `charsets` names for it (UTF-8 when unnamed or unknown). */
function decodeField(field: FormField, charset: string | undefined): string {
  const name = (charset ?? "").trim();
  return name && iconv.encodingExists(name)
    ? iconv.decode(field.bytes, name)
    : field.bytes.toString("utf8");
}

/**
 * The header block without the lines that describe the old body (the parts are new) and without
 * Authentication-Results (SendGrid's own verdicts replace them).
 */
function headerBlock(raw: string): string {
  const lines = raw
    .replace(/\r?\n/g, "\r\n")
    .replace(/(\r\n)+$/, "")
    .split("\r\n");
  const kept: string[] = [];
  let dropping = false;
  for (const line of lines) {
    if (/^[ \t]/.test(line)) {
      if (!dropping) kept.push(line);
      continue;
    }
    dropping = /^(content-[a-z-]+|mime-version|authentication-results)\s*:/i.test(line);
    if (!dropping) kept.push(line);
  }
  return kept.join("\r\n");
}

const base64Lines = (bytes: Buffer) =>
  (bytes.toString("base64").match(/.{1,76}/g) ?? []).join("\r\n");

const quoted = (value: string) => `"${value.replace(/[\\"\r\n]/g, "")}"`;

function part(type: string, bytes: Buffer, filename?: string): string {
  const head = [`Content-Type: ${type}`, "Content-Transfer-Encoding: base64"];
  if (filename !== undefined) {
    head.push(`Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
  }
  return `${head.join("\r\n")}\r\n\r\n${base64Lines(bytes)}`;
}

const RESULT = /^[a-z]+$/;

/**
 * SendGrid's verdicts as an Authentication-Results header: `SPF` ("pass", "softfail"…) for the
 * envelope sender, `dkim` ("{@exemple.ml : pass}", one entry per signature); null without either.
 */
function verdictHeader(fields: FormFields): string | null {
  const text = (name: string) => firstField(fields, name)?.bytes.toString("utf8").trim() ?? "";
  const results: string[] = [];
  const spf = text("SPF").toLowerCase();
  if (RESULT.test(spf)) {
    let envelopeFrom = "";
    try {
      const envelope = JSON.parse(text("envelope") || "{}") as { from?: unknown };
      if (typeof envelope.from === "string") envelopeFrom = envelope.from;
    } catch {
      // No envelope: the SPF result is kept without the domain it is about (it aligns with none).
    }
    const domain = /@([a-z0-9.-]+)$/i.exec(envelopeFrom)?.[1];
    results.push(domain ? `spf=${spf} smtp.mailfrom=${domain}` : `spf=${spf}`);
  }
  for (const match of text("dkim").matchAll(/@([a-z0-9.-]+)\s*:\s*([a-z]+)/gi)) {
    results.push(`dkim=${match[2]!.toLowerCase()} header.d=${match[1]!.toLowerCase()}`);
  }
  return results.length > 0
    ? `Authentication-Results: ${SENDGRID_AUTHSERV_ID}; ${results.join("; ")}`
    : null;
}

/**
 * The raw message rebuilt from a SendGrid parsed-mode post, or null when the form is not one
 * (no `headers` field, or neither text, HTML nor file).
 */
export function sendgridParsedMessage(fields: FormFields): Buffer | null {
  const headers = firstField(fields, "headers");
  if (!headers) return null;
  const charsets = charsetsOf(fields);
  const parts: string[] = [];
  for (const name of ["text", "html"] as const) {
    const field = firstField(fields, name);
    if (!field) continue;
    const text = decodeField(field, charsets[name]);
    parts.push(
      part(`text/${name === "text" ? "plain" : "html"}; charset=utf-8`, Buffer.from(text)),
    );
  }
  for (const [name, list] of fields) {
    if (!/^attachment\d+$/.test(name)) continue;
    for (const file of list) {
      if (file.filename === undefined) continue;
      const type = /^[\w.+-]+\/[\w.+-]+$/.test(file.type ?? "")
        ? file.type!
        : "application/octet-stream";
      parts.push(part(`${type}; name=${quoted(file.filename)}`, file.bytes, file.filename));
    }
  }
  if (parts.length === 0) return null;
  const boundary = `sendgrid-${randomBytes(12).toString("hex")}`;
  const head = decodeField(headers, charsets.headers);
  const verdicts = verdictHeader(fields);
  const message = [
    ...(verdicts ? [verdicts] : []),
    headerBlock(head),
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    ...parts.map((body) => `--${boundary}\r\n${body}`),
    `--${boundary}--`,
    "",
  ].join("\r\n");
  return Buffer.from(message, "utf8");
}
