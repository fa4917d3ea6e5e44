import { ticketNumberLabel } from "~/content/helpdesk";
import { INBOUND_LIMITS, INBOUND_REALM, inboundErrors } from "~/content/helpdesk-portal";
import { describeDbError, getDb, type Db } from "~/server/db/client.server";
import { credentialSecret } from "~/server/http/credentials.server";
import { env, type Env } from "~/server/env.server";
import { parseSlots } from "~/server/platform/heavy-work.server";
import { ParseUnavailableError } from "~/server/platform/parse-pool.server";
import { TenantBusyError } from "~/server/platform/tenant-slots.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { boundedAcknowledgement } from "../tickets/acknowledgement-bound.server";
import { inboundSecretHash, inboundSecretMatches } from "./inbound-secret.server";
import { firstField, formFields, type FormFields } from "./inbound-form.server";
import { InboundMailError, parseInboundMail, type InboundOptions } from "./inbound-mail.server";
import { sendgridParsedMessage } from "./inbound-sendgrid.server";
import { storeInboundMail } from "./inbound-store.server";
import { helpdeskNoticeQueue } from "../tickets/notifications.server";
import { portalWorkspace } from "../portal/portal-workspace.server";
import { ownMessageIdDomain } from "../tickets/ticket-message-id.server";
import { INBOUND_MAX_BYTES } from "../upload-routes.server";
import type { PostedRequest } from "~/server/http/posted-request.server";

// POST /api/helpdesk/inbound/{slug}: a raw MIME message, as Postfix pipes it (the request body)
// or as an inbound-mail service forwards it (a form whose `email` field, SendGrid's raw mode, or
// `body-mime` field, Mailgun's, holds it; or SendGrid's parsed mode, rebuilt into one). Mailgun sends the raw message only to a URL ending in
// "mime": `{slug}.mime` names the same workspace. Authenticated by the workspace's secret,
// `Authorization: Bearer …` or the password of HTTP Basic credentials (any user name), which
// services send for `https://user:secret@host/…`, some only after a challenge. No credentials, a
// wrong secret, an unknown workspace and a workspace without a secret get the same 401. Automatic
// mail (auto-replies, bounces, loops) is acknowledged (202) and dropped; a mail naming one of the
// workspace's tickets (subject, or references to a stored Message-ID or to one of ours) is added
// to it; any other opens a ticket. Answers JSON: { status: "created" | "added" | "ignored", number }.

const RAW_TYPES = new Set(["message/rfc822", "application/octet-stream", "text/plain"]);
const FORM_TYPES = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);
/** The form fields that carry the whole message: SendGrid's raw mode, then Mailgun's. */
const MESSAGE_FIELDS = ["email", "body-mime"];
const MIME_SUFFIX = ".mime";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const refusal = (status: number, error: string, headers?: Record<string, string>) =>
  json(status, { error }, headers);

const unauthorized = () =>
  refusal(401, inboundErrors.unauthorized, {
    "WWW-Authenticate": `Basic realm="${INBOUND_REALM}", charset="UTF-8"`,
  });

/** The slug the URL names: `{slug}` or `{slug}.mime` (a slug has no dot). */
const workspaceSlug = (slug: string | undefined) =>
  slug?.endsWith(MIME_SUFFIX) ? slug.slice(0, -MIME_SUFFIX.length) : slug;

/**
 * The raw message: the body, or a form's message field. The whole body is bounded before it is
 * read (declared length) and before it is parsed (bytes received), so nothing larger is parsed.
 */
async function rawMessage(request: PostedRequest, mediaType: string): Promise<Buffer> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > INBOUND_MAX_BYTES) {
    throw new InboundMailError(413, inboundErrors.tooLarge);
  }
  const body = Buffer.from(await request.arrayBuffer());
  if (body.length > INBOUND_MAX_BYTES) throw new InboundMailError(413, inboundErrors.tooLarge);
  if (!FORM_TYPES.has(mediaType)) return body;
  let fields: FormFields;
  try {
    fields = formFields(body, request.headers.get("Content-Type")!);
  } catch {
    throw new InboundMailError(400, inboundErrors.badForm);
  }
  // The message field's bytes as posted, never decoded: the raw message names its own charsets
  // (an 8-bit ISO-8859-1 mail stays readable), text field or file part alike.
  for (const name of MESSAGE_FIELDS) {
    const field = firstField(fields, name);
    if (field) return field.bytes;
  }
  // SendGrid's parsed mode: the pieces, decoded with their `charsets`, put back together.
  const rebuilt = sendgridParsedMessage(fields);
  if (rebuilt) return rebuilt;
  throw new InboundMailError(400, inboundErrors.noMessage);
}

function inboundOptions(config: Env): InboundOptions {
  // The site's host: the domain of our Message-IDs (ticket-message-id.server.ts) and of no-reply@.
  const host = ownMessageIdDomain(config.siteUrl);
  const own = [config.smtp?.from, config.mail?.from, `no-reply@${host}`];
  return {
    limits: {
      maxBytes: INBOUND_MAX_BYTES,
      maxAttachments: INBOUND_LIMITS.attachments,
      maxAttachmentBytes: INBOUND_LIMITS.attachmentBytes,
    },
    ownAddresses: [...new Set(own.filter((a): a is string => Boolean(a)))],
    ownMessageIdDomain: host,
    authservIds: config.inboundAuthservIds,
  };
}

export async function inboundAction(
  request: PostedRequest,
  slug: string | undefined,
  db: Db = getDb(),
  config: Env = env(),
): Promise<Response> {
  if (request.method !== "POST") return refusal(405, inboundErrors.method, { Allow: "POST" });
  try {
    const workspace = await portalWorkspace(db, workspaceSlug(slug));
    const stored = workspace ? await inTenant(db, workspace.id, inboundSecretHash) : null;
    const secret = credentialSecret(request.headers.get("Authorization"));
    if (!workspace || !inboundSecretMatches(secret, stored)) return unauthorized();
    const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!RAW_TYPES.has(type) && !FORM_TYPES.has(type)) {
      return refusal(415, inboundErrors.contentType);
    }
    const raw = await rawMessage(request, type);
    const options = inboundOptions(config);
    const parsed = await parseSlots.run(workspace.id, () => parseInboundMail(raw, options));
    if (parsed.kind === "ignored") return json(202, { status: "ignored", number: null });
    if (workspace.readOnly) return refusal(403, inboundErrors.readOnly);
    // A From anyone can forge gets the acknowledgement: bounded per address (decision 0085).
    const queue = await helpdeskNoticeQueue(db, config);
    const bounded = await boundedAcknowledgement(db, queue, parsed.mail.from.address);
    const result = await storeInboundMail(db, workspace.id, parsed.mail, bounded);
    result.sent();
    return json(result.status === "created" ? 201 : 200, {
      status: result.status,
      number: ticketNumberLabel(result.number),
    });
  } catch (error) {
    if (error instanceof InboundMailError || error instanceof WorkspaceError) {
      return refusal(error.status, error.message);
    }
    if (error instanceof TenantBusyError) {
      return refusal(429, inboundErrors.busy, { "Retry-After": String(error.retryAfterSeconds) });
    }
    if (error instanceof ParseUnavailableError) {
      return refusal(503, inboundErrors.unavailable, { "Retry-After": "60" });
    }
    console.error(`Inbound e-mail not stored (database unavailable): ${describeDbError(error)}`);
    return refusal(503, inboundErrors.unavailable, { "Retry-After": "60" });
  }
}
