import { ticketNumberLabel, HELPDESK_LIMITS } from "~/content/helpdesk";
import { inboundErrors } from "~/content/helpdesk-portal";
import { describeDbError, getDb, type Db } from "~/server/db/client.server";
import { env, type Env } from "~/server/env.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { bearerSecret, inboundSecretHash, inboundSecretMatches } from "./inbound-secret.server";
import { InboundMailError, parseInboundMail, type InboundOptions } from "./inbound-mail.server";
import { storeInboundMail } from "./inbound-store.server";
import { deliverNotices } from "./notifications.server";
import { portalWorkspace } from "./portal-workspace.server";
import { INBOUND_MAX_BYTES } from "./upload-limits.server";

// POST /api/helpdesk/inbound/{slug}: a raw MIME message (what Postfix pipes, or an inbound-mail
// service forwards), authenticated by the workspace's secret (`Authorization: Bearer …`). An
// unknown workspace, a workspace without a secret and a wrong secret get the same 404. Automatic
// mail (auto-replies, bounces, loops) is acknowledged (202) and dropped; a mail naming one of the
// workspace's tickets (subject, or references to a stored Message-ID) is added to it; any other
// opens a ticket. Answers JSON: { status: "created" | "added" | "ignored", number }.

const ACCEPTED_TYPES = new Set(["message/rfc822", "application/octet-stream", "text/plain"]);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const refusal = (status: number, error: string, headers?: Record<string, string>) =>
  json(status, { error }, headers);

function inboundOptions(config: Env): InboundOptions {
  const host = new URL(config.siteUrl).hostname;
  const own = [config.smtp?.from, config.mail?.from, `no-reply@${host}`];
  return {
    limits: {
      maxBytes: INBOUND_MAX_BYTES,
      maxAttachments: HELPDESK_LIMITS.attachments,
      maxAttachmentBytes: HELPDESK_LIMITS.attachmentBytes,
    },
    ownAddresses: [...new Set(own.filter((a): a is string => Boolean(a)))],
    ownMessageIdDomain: host,
  };
}

export async function inboundAction(
  request: Request,
  slug: string | undefined,
  db: Db = getDb(),
  config: Env = env(),
): Promise<Response> {
  if (request.method !== "POST") return refusal(405, inboundErrors.method, { Allow: "POST" });
  try {
    const workspace = await portalWorkspace(db, slug);
    const stored = workspace ? await inTenant(db, workspace.id, inboundSecretHash) : null;
    const secret = bearerSecret(request.headers.get("Authorization"));
    if (!workspace || !inboundSecretMatches(secret, stored)) {
      return refusal(404, inboundErrors.notFound);
    }
    const [mediaType] = (request.headers.get("Content-Type") ?? "").split(";");
    if (!ACCEPTED_TYPES.has(mediaType!.trim().toLowerCase())) {
      return refusal(415, inboundErrors.contentType);
    }
    const raw = Buffer.from(await request.arrayBuffer());
    const parsed = await parseInboundMail(raw, inboundOptions(config));
    if (parsed.kind === "ignored") return json(202, { status: "ignored", number: null });
    if (workspace.readOnly) return refusal(403, inboundErrors.readOnly);
    const result = await storeInboundMail(db, workspace.id, parsed.mail);
    await deliverNotices(db, config, workspace.id, result.notices);
    return json(result.status === "created" ? 201 : 200, {
      status: result.status,
      number: ticketNumberLabel(result.number),
    });
  } catch (error) {
    if (error instanceof InboundMailError || error instanceof WorkspaceError) {
      return refusal(error.status, error.message);
    }
    console.error(`Inbound e-mail not stored (database unavailable): ${describeDbError(error)}`);
    return refusal(503, inboundErrors.unavailable, { "Retry-After": "60" });
  }
}
