import { promisify } from "node:util";
import { gunzip, inflate, type InputType, type ZlibOptions } from "node:zlib";
import { AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import { WorkspaceError } from "~/server/workspaces/tenant.server";

// The body of an agent submission: its content type names the compression GLPI Agent chose
// (zlib, RFC 1950; gzip, RFC 1952; or none), the bytes are inflated with a ceiling on the output
// (a decompression bomb stops at 20 MB: memory bounded, 413), then parsed as JSON (400 when it is
// not). The size of the compressed body is bounded earlier, by the server (upload-limits).

type Inflate = (buffer: InputType, options: ZlibOptions) => Promise<Buffer>;

const DECODERS: Record<string, Inflate | null> = {
  "application/json": null,
  "application/x-compress-zlib": promisify(inflate) as Inflate,
  "application/x-compress-gzip": promisify(gunzip) as Inflate,
  "application/x-compress": promisify(inflate) as Inflate,
  "application/gzip": promisify(gunzip) as Inflate,
};

/** The decoder of a content type; a 415 for any other (XML, form, none). */
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

/** The JSON document of a submission (any JSON value: the schema checks its shape). */
export async function readAgentDocument(request: Request): Promise<unknown> {
  const decode = agentDecoder(request.headers.get("Content-Type"));
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > AGENT_LIMITS.bodyBytes) {
    throw new WorkspaceError(413, agentErrors.tooLarge);
  }
  const raw = Buffer.from(await request.arrayBuffer());
  if (raw.length > AGENT_LIMITS.bodyBytes) throw new WorkspaceError(413, agentErrors.tooLarge);
  const text = decode ? await inflated(raw, decode) : raw;
  if (text.length > AGENT_LIMITS.inflatedBytes) {
    throw new WorkspaceError(413, agentErrors.inflatedTooLarge);
  }
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(text)) as unknown;
  } catch {
    throw new WorkspaceError(400, agentErrors.malformed);
  }
}
