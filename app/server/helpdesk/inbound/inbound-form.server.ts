// The fields of a form an inbound-mail service posts, as BYTES. A form parser (undici's
// formData(), URLSearchParams) decodes every text field as UTF-8; a raw message of 8-bit
// ISO-8859-1 mail, or a SendGrid field in the charset its `charsets` field names, then loses its
// accented letters for good ("à" → U+FFFD, shown "ï¿½" once the message is decoded as Latin-1).
// Here nothing is decoded: the caller decides with what charset (decision 0064).

export interface FormField {
  bytes: Buffer;
  /** A file part's name (multipart only); undefined for a text field. */
  filename?: string;
  /** A file part's declared type (multipart only). */
  type?: string;
}

export type FormFields = Map<string, FormField[]>;

/** A form that cannot be read (the caller answers 400). */
export class MalformedFormError extends Error {
  constructor() {
    super("malformed form");
    this.name = "MalformedFormError";
  }
}

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

function add(fields: FormFields, name: string, field: FormField) {
  const list = fields.get(name);
  if (list) list.push(field);
  else fields.set(name, [field]);
}

/** A parameter of a header value (`name="x"`, `filename=y`), quotes and backslashes undone. */
function param(value: string, key: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${key}\\s*=\\s*("(?:[^"\\\\]|\\\\.)*"|[^;]*)`, "i").exec(
    value,
  );
  if (!match) return undefined;
  const raw = match[1]!.trim();
  return raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, "$1") : raw;
}

/** multipart/form-data (RFC 7578): each part's headers, read as Latin-1, and its body's bytes. */
function multipartFields(body: Buffer, contentType: string): FormFields {
  const boundary = param(contentType, "boundary");
  if (!boundary || boundary.length > 200) throw new MalformedFormError();
  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  const fields: FormFields = new Map();
  let start = body.indexOf(delimiter);
  if (start === -1) throw new MalformedFormError();
  for (;;) {
    let cursor = start + delimiter.length;
    if (body.subarray(cursor, cursor + 2).toString("latin1") === "--") return fields;
    cursor = body.indexOf(CRLF, cursor);
    if (cursor === -1) throw new MalformedFormError();
    const headerEnd = body.indexOf(HEADER_END, cursor);
    if (headerEnd === -1) throw new MalformedFormError();
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd);
    if (next === -1) throw new MalformedFormError();
    const headers = body
      .subarray(cursor + 2, headerEnd)
      .toString("latin1")
      .split("\r\n");
    const disposition = headers.find((line) => /^content-disposition\s*:/i.test(line)) ?? "";
    const type = headers.find((line) => /^content-type\s*:/i.test(line));
    const name = param(disposition.slice(disposition.indexOf(":") + 1), "name");
    if (name !== undefined) {
      const filename = param(disposition.slice(disposition.indexOf(":") + 1), "filename");
      add(fields, name, {
        bytes: body.subarray(headerEnd + 4, next),
        // A browser or service writes a UTF-8 file name as bytes in the quoted string.
        filename:
          filename === undefined ? undefined : Buffer.from(filename, "latin1").toString("utf8"),
        type: type?.slice(type.indexOf(":") + 1).trim(),
      });
    }
    start = next + 2;
  }
}

/** One percent-encoded component (read as Latin-1) to its bytes; '+' is a space. */
function percentBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x2b) bytes[length++] = 0x20;
    else if (code === 0x25) {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex)) throw new MalformedFormError();
      bytes[length++] = parseInt(hex, 16);
      i += 2;
    } else bytes[length++] = code;
  }
  return bytes.subarray(0, length);
}

/** application/x-www-form-urlencoded: names and values percent-decoded to bytes. */
function urlencodedFields(body: Buffer): FormFields {
  const fields: FormFields = new Map();
  for (const pair of body.toString("latin1").split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = percentBytes(equals === -1 ? pair : pair.slice(0, equals)).toString("utf8");
    add(fields, name, { bytes: percentBytes(equals === -1 ? "" : pair.slice(equals + 1)) });
  }
  return fields;
}

/** The fields of a form body, by name, in order. Throws MalformedFormError. */
export function formFields(body: Buffer, contentType: string): FormFields {
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  return mediaType === "multipart/form-data"
    ? multipartFields(body, contentType)
    : urlencodedFields(body);
}

/** The first non-empty value of a field. */
export function firstField(fields: FormFields, name: string): FormField | undefined {
  return fields.get(name)?.find((field) => field.bytes.length > 0);
}
