import { AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import { parseSlots } from "~/server/platform/heavy-work.server";
import { runParse } from "~/server/platform/parse-pool.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { parseSmallAgentBody, type AgentCoding, type AgentRefusal } from "./agent-parse.server";
import { AgentXmlError } from "./agent-xml.server";
import type { PostedRequest } from "~/server/http/posted-request.server";

// The body of an agent submission: its content type names the compression GLPI Agent chose
// (zlib, RFC 1950; gzip, RFC 1952; or none), the bytes are inflated with a ceiling on the output
// (a decompression bomb stops at 20 MB: memory bounded, 413), then parsed as JSON within bounds of
// nesting and size (413 beyond), or as the legacy XML protocol when it starts with '<' (whatever
// the content type says: GLPI Agent sends its XML PROLOG as application/x-compress-zlib), 400 when
// it is neither. The inflating and parsing run in the parse pool, one at a time per workspace
// (agent-parse.server.ts, decision 0075), unless the body is at most 64 KiB once inflated: then
// here (decision 0149). The size of the compressed body is bounded earlier, by
// the server (upload-limits). The content types are GLPI's.

const DECODERS: Record<string, AgentCoding | null> = {
  "application/json": null,
  "application/xml": null,
  "text/xml": null,
  "text/plain": null,
  "application/x-compress-zlib": "zlib",
  "application/x-zlib": "zlib",
  "application/x-compress": "zlib",
  "application/x-compress-gzip": "gzip",
  "application/x-gzip": "gzip",
  "application/gzip": "gzip",
  "application/x-compress-deflate": "deflate",
  "application/x-deflate": "deflate",
};

/** The compression of a content type; a 415 for any other (form, none…). */
function agentCoding(contentType: string | null): AgentCoding | null {
  const [mediaType] = (contentType ?? "").split(";");
  const type = mediaType!.trim().toLowerCase();
  if (!Object.hasOwn(DECODERS, type)) throw new WorkspaceError(415, agentErrors.contentType);
  return DECODERS[type]!;
}

const REFUSALS: Record<AgentRefusal, () => WorkspaceError> = {
  inflatedTooLarge: () => new WorkspaceError(413, agentErrors.inflatedTooLarge),
  tooComplex: () => new WorkspaceError(413, agentErrors.tooComplex),
  corrupt: () => new WorkspaceError(400, agentErrors.corrupt),
  malformed: () => new WorkspaceError(400, agentErrors.malformed),
  malformedXml: () => new AgentXmlError(400, agentErrors.malformedXml),
};

/** A message as the agent sent it: its document, and whether it came in the XML protocol. */
export interface AgentMessage {
  document: unknown;
  xml: boolean;
}

/**
 * The message of a submission (any JSON value or XML request: the schema checks its shape), read
 * in the parse pool within the workspace's share of it.
 */
export async function readAgentMessage(
  request: PostedRequest,
  organizationId: string,
): Promise<AgentMessage> {
  const coding = agentCoding(request.headers.get("Content-Type"));
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > AGENT_LIMITS.bodyBytes) {
    throw new WorkspaceError(413, agentErrors.tooLarge);
  }
  const raw = new Uint8Array(await request.arrayBuffer());
  if (raw.length > AGENT_LIMITS.bodyBytes) throw new WorkspaceError(413, agentErrors.tooLarge);
  // A small body costs less read here than sent to a thread and back (decision 0149).
  const parsed =
    parseSmallAgentBody(raw, coding) ??
    (await parseSlots.run(organizationId, () => runParse("agent", { raw, coding })));
  if ("refusal" in parsed) throw REFUSALS[parsed.refusal]();
  return parsed;
}
