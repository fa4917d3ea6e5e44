// A strict parser for application/x-www-form-urlencoded bodies. URLSearchParams silently turns
// malformed percent-encoding and invalid UTF-8 into U+FFFD; the contact form must refuse them.

export type FormBodyResult =
  { ok: true; fields: Map<string, string> } | { ok: false; reason: "encoding" | "malformed" };

/** Keys that could reach an object's prototype if some code ever spread the fields. */
const forbiddenKey = (key: string) =>
  key.includes("__proto__") || key === "constructor" || key === "prototype";
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** Decodes one `+`/percent-encoded component strictly; undefined when malformed or not UTF-8. */
function decodeComponent(raw: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x2b) bytes.push(0x20);
    else if (c === 0x25) {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (c < 0x80) bytes.push(c);
    else return undefined; // the raw body was checked as UTF-8, but urlencoded bodies are ASCII
  }
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Parses a form body. Refuses (`encoding`) malformed percent-encoding, invalid UTF-8, NUL and lone
 * surrogates; refuses (`malformed`) repeated fields and prototype keys (`__proto__`, `a[__proto__]`…).
 */
export function parseFormBody(body: Uint8Array): FormBodyResult {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { ok: false, reason: "encoding" };
  }
  const fields = new Map<string, string>();
  if (text === "") return { ok: true, fields };
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = decodeComponent(eq === -1 ? "" : pair.slice(eq + 1));
    if (key === undefined || value === undefined) return { ok: false, reason: "encoding" };
    if ((key + value).includes("\0") || /\p{Cs}/u.test(key + value))
      return { ok: false, reason: "encoding" };
    if (forbiddenKey(key) || fields.has(key)) return { ok: false, reason: "malformed" };
    fields.set(key, value);
  }
  return { ok: true, fields };
}
