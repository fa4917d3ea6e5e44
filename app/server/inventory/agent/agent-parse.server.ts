import { gunzipSync, inflateRawSync, inflateSync } from "node:zlib";
import { AGENT_LIMITS } from "~/content/inventory-agent";
import { jsonWithinBounds } from "~/server/platform/json-bounds.server";
import { agentXmlMessage, looksLikeXml } from "./agent-xml-read.server";

// The costly half of reading an agent submission, run in the parse worker (decision 0075), or on
// the event loop when the body is small (decision 0149): the bytes inflated with a ceiling on the
// output (a decompression bomb stops at 20 MB), then parsed as the legacy XML protocol when they
// start with '<', else as JSON once its nesting and count of values are found within bounds (a
// 10 KB zlib body inflating to a 10 MB nested array is refused before JSON.parse). A pure function
// of the bytes: it answers a refusal's name, and the endpoint the French message
// (agent-body.server.ts).

export type AgentCoding = "zlib" | "gzip" | "deflate";

export type AgentRefusal =
  "inflatedTooLarge" | "corrupt" | "malformed" | "malformedXml" | "tooComplex";

export type AgentParsed = { document: unknown; xml: boolean } | { refusal: AgentRefusal };

const INFLATE = { zlib: inflateSync, gzip: gunzipSync, deflate: inflateRawSync } as const;

/** XML declares its encoding; agents write UTF-8, older ones Latin-1 without saying so. */
function decodeXml(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("latin1").decode(bytes);
  }
}

/** Elements of an XML text, counted by their opening brackets (two per element at most). */
function xmlWithinBounds(text: string): boolean {
  let brackets = 0;
  for (let at = text.indexOf("<"); at >= 0; at = text.indexOf("<", at + 1)) {
    if (++brackets > 2 * AGENT_LIMITS.values) return false;
  }
  return true;
}

/**
 * The message of a body; `inflatedBytes`, the most bytes it may hold once inflated (the limit of
 * a submission; a lower one for a body read on the event loop, `parseSmallAgentBody`).
 */
export function parseAgentBody(
  raw: Uint8Array,
  coding: AgentCoding | null,
  inflatedBytes: number = AGENT_LIMITS.inflatedBytes,
): AgentParsed {
  let bytes: Uint8Array = raw;
  if (coding) {
    try {
      bytes = INFLATE[coding](raw, { maxOutputLength: inflatedBytes });
    } catch (error) {
      const code = (error as { code?: string }).code;
      return { refusal: code === "ERR_BUFFER_TOO_LARGE" ? "inflatedTooLarge" : "corrupt" };
    }
  }
  if (bytes.length > inflatedBytes) return { refusal: "inflatedTooLarge" };
  if (looksLikeXml(Buffer.from(bytes.subarray(0, 64)).toString("latin1"))) {
    const text = decodeXml(bytes);
    if (!xmlWithinBounds(text)) return { refusal: "tooComplex" };
    const document = agentXmlMessage(text);
    return document ? { document, xml: true } : { refusal: "malformedXml" };
  }
  if (!jsonWithinBounds(bytes, AGENT_LIMITS)) return { refusal: "tooComplex" };
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { document: JSON.parse(text) as unknown, xml: false };
  } catch {
    return { refusal: "malformed" };
  }
}

/**
 * Bodies of at most this many bytes once inflated are read on the event loop (decision 0149):
 * inflating, scanning and parsing 64 KiB takes about 0.5 ms; a small body costs less read here
 * than handed to a worker thread with the document sent back.
 */
export const SMALL_AGENT_BODY = 64 * 1024;

/** The message of a small body, read here; null when it is larger (for the parse pool). */
export function parseSmallAgentBody(
  raw: Uint8Array,
  coding: AgentCoding | null,
): AgentParsed | null {
  if (raw.length > SMALL_AGENT_BODY) return null;
  const parsed = parseAgentBody(raw, coding, SMALL_AGENT_BODY);
  return "refusal" in parsed && parsed.refusal === "inflatedTooLarge" ? null : parsed;
}
