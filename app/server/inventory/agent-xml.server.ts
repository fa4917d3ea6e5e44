import { XMLParser } from "fast-xml-parser";
import { agentErrors } from "~/content/inventory-agent";
import { WorkspaceError } from "~/server/workspaces/tenant.server";

// The legacy XML protocol of OCS and FusionInventory agents (and GLPI Agent's first request to a
// server it does not know yet): `<REQUEST><DEVICEID>…</DEVICEID><QUERY>PROLOG|INVENTORY</QUERY>
// <CONTENT>…</CONTENT></REQUEST>`, the inventory in upper-case elements (BIOS, HARDWARE,
// OPERATINGSYSTEM, one SOFTWARES element per program). It is read into the JSON protocol's shape
// (`{action, deviceid, content}` with lower-case keys, as GLPI converts it), so that one schema and
// one command handle both. Decision 0072.

/** A refusal of an XML document: answered in XML, as the agent that sent it reads. */
export class AgentXmlError extends WorkspaceError {}

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
 * …, deviceid, content }`. A missing QUERY means an inventory (as GLPI reads it). 400 when the
 * document is not the protocol's.
 */
export function readAgentXml(text: string): Record<string, unknown> {
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw new AgentXmlError(400, agentErrors.malformedXml);
  let tree: Record<string, XmlNode>;
  try {
    // Validated as it is parsed: an unclosed element is a refusal, not half an inventory.
    tree = parser.parse(text, true) as Record<string, XmlNode>;
  } catch {
    throw new AgentXmlError(400, agentErrors.malformedXml);
  }
  const request = tree.REQUEST;
  if (!request || typeof request !== "object" || Array.isArray(request)) {
    throw new AgentXmlError(400, agentErrors.malformedXml);
  }
  const query = typeof request.QUERY === "string" ? request.QUERY.toLowerCase() : "inventory";
  const deviceid = typeof request.DEVICEID === "string" ? request.DEVICEID : "";
  const content = request.CONTENT;
  return {
    action: query,
    deviceid,
    ...(content && typeof content === "object" ? { content: lowerKeys(content) } : {}),
  };
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An XML reply of the legacy protocol: `<REPLY><NAME>value</NAME>…</REPLY>`. */
export function xmlReply(fields: Record<string, string | number>): string {
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<REPLY>${body}</REPLY>\n`;
}
