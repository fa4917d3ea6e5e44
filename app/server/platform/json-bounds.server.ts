// The shape of a JSON text checked before JSON.parse builds it (decision 0075): its nesting of
// arrays and objects, and its values (each array item, each object member). One pass over the
// bytes, no allocation: a 10 MB nested array ("[[[[…") or ten million tiny values are refused
// before anything is built, so that neither the parse nor what reads the tree after it (schema
// checks, copies between threads) can take seconds. Malformed text is left to JSON.parse.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const COMMA = 0x2c;

export interface JsonBounds {
  depth: number;
  values: number;
}

/** Whether the JSON text in `bytes` (UTF-8) stays within the nesting and the count of values. */
export function jsonWithinBounds(bytes: Uint8Array, bounds: JsonBounds): boolean {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      if (++depth > bounds.depth || ++values > bounds.values) return false;
    } else if (CLOSE.has(byte)) depth--;
    else if (byte === COMMA && ++values > bounds.values) return false;
  }
  return true;
}
