import { promisify } from "node:util";
import { gunzip, inflate, inflateRaw, type InputType, type ZlibOptions } from "node:zlib";
import { AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { looksLikeXml, readAgentXml } from "./agent-xml.server";

// The body of an agent submission: its content type names the compression GLPI Agent chose
// (zlib, RFC 1950; gzip, RFC 1952; or none), the bytes are inflated with a ceiling on the output
// (a decompression bomb stops at 20 MB: memory bounded, 413), then parsed as JSON, or as the
// legacy XML protocol when it starts with '<' (whatever the content type says: GLPI Agent sends its
// XML PROLOG as application/x-compress-zlib), 400 when it is neither. The size of the compressed
// body is bounded earlier, by the server (upload-limits). The content types are GLPI's.

type Inflate = (buffer: InputType, options: ZlibOptions) => Promise<Buffer>;

const zlib = promisify(inflate) as Inflate;
const gzip = promisify(gunzip) as Inflate;
const deflate = promisify(inflateRaw) as Inflate;

const DECODERS: Record<string, Inflate | null> = {
  "application/json": null,
  "application/xml": null,
  "text/xml": null,
  "text/plain": null,
  "application/x-compress-zlib": zlib,
  "application/x-zlib": zlib,
  "application/x-compress": zlib,
  "application/x-compress-gzip": gzip,
  "application/x-gzip": gzip,
  "application/gzip": gzip,
  "application/x-compress-deflate": deflate,
  "application/x-deflate": deflate,
};

/** The decoder of a content type; a 415 for any other (form, none…). */
function agentDecoder(contentType: string | null): Inflate | null {
  const [mediaType] = (contentType ?? "").split(";");
  const type = mediaType!.trim().toLowerCase();
  if (!Object.hasOwn(DECODERS, type)) throw new WorkspaceError(415, agentErrors.contentType);
  return DECODERS[type]!;
}

async function inflated(raw: Buffer, decode: Inflate): Promise<Buffer> {
  try {
    return await decode(raw, { maxOutputLength: AGENT_LIMITS.inflatedBytes });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ERR_BUFFER_TOO_LARGE")
      throw new WorkspaceError(413, agentErrors.inflatedTooLarge);
    throw new WorkspaceError(400, agentErrors.corrupt);
  }
}

/** A message as the agent sent it: its document, and whether it came in the XML protocol. */
export interface AgentMessage {
  document: unknown;
  xml: boolean;
}

/** XML declares its encoding; agents write UTF-8, older ones Latin-1 without saying so. */
function decodeXml(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("latin1").decode(bytes);
  }
}

/** The message of a submission (any JSON value or XML request: the schema checks its shape). */
export async function readAgentMessage(request: Request): Promise<AgentMessage> {
  const decode = agentDecoder(request.headers.get("Content-Type"));
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > AGENT_LIMITS.bodyBytes) {
    throw new WorkspaceError(413, agentErrors.tooLarge);
  }
  const raw = Buffer.from(await request.arrayBuffer());
  if (raw.length > AGENT_LIMITS.bodyBytes) throw new WorkspaceError(413, agentErrors.tooLarge);
  const bytes = decode ? await inflated(raw, decode) : raw;
  if (bytes.length > AGENT_LIMITS.inflatedBytes) {
    throw new WorkspaceError(413, agentErrors.inflatedTooLarge);
  }
  const start = bytes.subarray(0, 64).toString("latin1");
  if (looksLikeXml(start)) return { document: readAgentXml(decodeXml(bytes)), xml: true };
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { document: JSON.parse(text) as unknown, xml: false };
  } catch {
    throw new WorkspaceError(400, agentErrors.malformed);
  }
}
