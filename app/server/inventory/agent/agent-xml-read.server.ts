import { XMLParser } from "fast-xml-parser";

// The reading of the legacy XML protocol (agent-xml.server.ts), run in the parse worker (decision
// 0075): a pure function of the text, no database, no refusal class; null when the document is
// not the protocol's, and the caller answers the French 400.

/** Elements that are lists in the JSON format even when the XML has only one of them. */
const LISTS = new Set(["SOFTWARES"]);

const parser = new XMLParser({
  ignoreAttributes: true,
  // Serials such as '00123' and versions such as '1.10' stay text.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
  // Agents never declare entities: a document that does is refused before parsing (below).
  processEntities: true,
  maxNestedTags: 32,
});

type XmlNode = string | { [key: string]: XmlNode } | XmlNode[];

/** The same tree with lower-case keys, empty elements as empty text. */
function lowerKeys(node: XmlNode): unknown {
  if (Array.isArray(node)) return node.map(lowerKeys);
  if (node !== null && typeof node === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key.toLowerCase()] = lowerKeys(value);
    return out;
  }
  return node ?? "";
}

/** Whether a decoded body is an XML document rather than JSON (its first character). */
export const looksLikeXml = (text: string) => /^\uFEFF?\s*</.test(text);

/**
 * The message of an XML body, in the JSON protocol's shape: `{ action: 'prolog' | 'inventory' |
 * …, deviceid, content }`. A missing QUERY means an inventory (as GLPI reads it). null when the
 * document is not the protocol's.
 */
export function agentXmlMessage(text: string): Record<string, unknown> | null {
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) return null;
  let tree: Record<string, XmlNode>;
  try {
    // Validated as it is parsed: an unclosed element is a refusal, not half an inventory.
    tree = parser.parse(text, true) as Record<string, XmlNode>;
  } catch {
    return null;
  }
  const request = tree.REQUEST;
  if (!request || typeof request !== "object" || Array.isArray(request)) return null;
  const query = typeof request.QUERY === "string" ? request.QUERY.toLowerCase() : "inventory";
  const deviceid = typeof request.DEVICEID === "string" ? request.DEVICEID : "";
  const content = request.CONTENT;
  return {
    action: query,
    deviceid,
    ...(content && typeof content === "object" ? { content: lowerKeys(content) } : {}),
  };
}
