import { WorkspaceError } from "~/server/workspaces/tenant.server";

// The legacy XML protocol of OCS and FusionInventory agents (and GLPI Agent's first request to a
// server it does not know yet): `<REQUEST><DEVICEID>…</DEVICEID><QUERY>PROLOG|INVENTORY</QUERY>
// <CONTENT>…</CONTENT></REQUEST>`, the inventory in upper-case elements (BIOS, HARDWARE,
// OPERATINGSYSTEM, one SOFTWARES element per program). It is read into the JSON protocol's shape
// (`{action, deviceid, content}` with lower-case keys, as GLPI converts it), so that one schema and
// one command handle both (agent-xml-read.server.ts, run in the parse worker). Decision 0072.

/** A refusal of an XML document: answered in XML, as the agent that sent it reads. */
export class AgentXmlError extends WorkspaceError {}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An XML reply of the legacy protocol: `<REPLY><NAME>value</NAME>…</REPLY>`. */
export function xmlReply(fields: Record<string, string | number>): string {
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<REPLY>${body}</REPLY>\n`;
}
