import { data } from "react-router";
import { contactErrors } from "~/content/contact-errors";
import { HELPDESK_LIMITS, helpdeskErrors } from "~/content/helpdesk";
import { PORTAL_COMMENT_MAX, followTexts, portalErrors } from "~/content/helpdesk-portal";
import type { FollowView } from "~/contracts/helpdesk-portal";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { fallbackIdempotencyKey } from "~/server/platform/idempotency.server";
import { hashIp } from "~/server/platform/ip-hash.server";
import { describeDbError, getDb, type Db } from "~/server/db/client.server";
import { env, type Env } from "~/server/env.server";
import { hitWindows } from "~/server/platform/fixed-window.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { attachmentResponse, filesOfForm, storeAttachments } from "../tickets/attachments.server";
import { lockEntryKey, portalEntryKey, ticketOfEntryKey } from "../tickets/channel-dedup.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { helpdeskNoticeQueue } from "../tickets/notifications.server";
import { portalLinkSecret } from "./portal-link.server";
import { readPortalForm } from "./portal-form.server";
import { requirePortalWorkspace } from "./portal-page.server";
import { followView, linkNumber, publicAttachment, ticketOfLink } from "./portal-thread.server";
import type { HelpdeskNotice } from "../tickets/ticket-core.server";
import { addRequesterReply, ticketByToken, vote } from "../tickets/ticket-thread.server";
import { UUID } from "~/lib/uuid";
import { NO_STORE } from "~/lib/cache-control";

// /portail/{slug}/suivi/{number}?jeton=…: the requester's private page for one ticket, without an
// account. The token is checked before anything is shown or changed; a wrong or revoked token, an
// unknown number or another workspace's number all answer the same 404. The requester replies
// (which reopens a 'Résolu' or 'En attente' ticket) and, once it is resolved, votes 👍 / 👎.

const FOLLOW_RATE_LIMIT = { max: 10, windowMs: 60_000 };
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
const notFound = () =>
  data({ message: helpdeskErrors.notFound }, { status: 404, headers: NO_STORE });

interface LinkArgs {
  request: Request;
  params: { slug?: string; number?: string };
}

/** What every request of a private link needs before its transaction (PGlite: no query inside). */
async function openLink({ request, params }: LinkArgs, db: Db) {
  const workspace = await requirePortalWorkspace(params.slug, db);
  const number = linkNumber(params.number);
  const token = new URL(request.url).searchParams.get("jeton") ?? "";
  if (number === null || token === "") throw notFound();
  return { workspace, number, token, secret: await portalLinkSecret(db) };
}

export async function followLoader(args: LinkArgs, db: Db = getDb()): Promise<FollowView> {
  const link = await openLink(args, db);
  let view: Omit<FollowView, "readOnly"> | null;
  try {
    view = await inTenant(db, link.workspace.id, async (tx) => {
      const found = await ticketOfLink(tx, link.number, link.token, link.secret);
      return found ? followView(tx, found.ticket) : null;
    });
  } catch (error) {
    console.error(`Follow page not read: ${describeDbError(error)}`);
    throw data({ message: helpdeskErrors.unavailable }, { status: 503, headers: NO_STORE });
  }
  if (!view) throw notFound();
  return { ...view, readOnly: link.workspace.readOnly };
}

/** A file of the ticket's public thread, as a download; 404 otherwise. */
export async function followAttachmentLoader(
  args: LinkArgs & { params: { id?: string } },
  db: Db = getDb(),
): Promise<Response> {
  const link = await openLink(args, db);
  const id = args.params.id ?? "";
  if (!UUID.test(id)) throw notFound();
  const file = await inTenant(db, link.workspace.id, async (tx) => {
    const found = await ticketOfLink(tx, link.number, link.token, link.secret);
    return found ? publicAttachment(tx, found.ticket.id, id) : null;
  });
  if (!file) throw notFound();
  return attachmentResponse(file);
}

const succeed = (intent: string, notice: string) =>
  data<WorkspaceResult>({ ok: true, intent, notice }, { headers: NO_STORE });

function refuse(
  intent: string,
  status: number,
  formError: string,
  values: Record<string, string> = {},
  headers: Record<string, string> = {},
  fieldErrors?: Record<string, string>,
) {
  return data<WorkspaceResult>(
    { ok: false, intent, status, formError, values, ...(fieldErrors ? { fieldErrors } : {}) },
    { status, headers: { ...NO_STORE, ...headers } },
  );
}

export async function followAction(
  args: LinkArgs & { context: { clientIp?: string } },
  db: Db = getDb(),
  config: Env = env(),
) {
  let form;
  try {
    form = await readPortalForm(args.request);
  } catch (error) {
    if (!(error instanceof WorkspaceError)) throw error;
    return refuse("", error.status, error.message);
  }
  const intent = form.fields.get("intent") ?? "";
  const body = form.fields.get("message") ?? "";
  const comment = form.fields.get("commentaire") ?? "";
  const values: Record<string, string> =
    intent === "vote" ? { commentaire: comment } : { message: body };
  // The link is read once the form is: a database down then still answers with what was typed.
  let link: Awaited<ReturnType<typeof openLink>>;
  try {
    link = await openLink(args, db);
  } catch (error) {
    if (!linkUnavailable(error)) throw error;
    return refuse(intent, 503, helpdeskErrors.unavailable, values, { "Retry-After": "60" });
  }
  const check = checkFollowPost(intent, form.fields);
  if (check) {
    const fieldErrors = check.field ? { [check.field]: check.message } : undefined;
    const formError = check.field ? contactErrors.invalid : check.message;
    return refuse(intent, 400, formError, values, {}, fieldErrors);
  }
  if (link.workspace.readOnly) return refuse(intent, 403, portalErrors.followReadOnly, values);

  try {
    const files = intent === "reply" && form.form ? await filesOfForm(form.form) : [];
    const ipHash = await hashIp(db, args.context.clientIp ?? "unknown");
    const now = new Date();
    const limits = [{ key: `portal-follow:${ipHash}`, limit: FOLLOW_RATE_LIMIT }];
    const hit = await hitWindows(db, limits, now);
    if (!hit.allowed) {
      const retry = { "Retry-After": String(hit.retryAfter) };
      return refuse(intent, 429, contactErrors.rateLimited, values, retry);
    }
    const givenKey = form.fields.get("idempotencyKey") ?? "";
    const queue = await helpdeskNoticeQueue(db, config);
    const sent = await inTenant(db, link.workspace.id, async (tx) => {
      const queued = (notices: HelpdeskNotice[]) =>
        queue(tx, link.workspace.id, notices, { workspace: link.workspace });
      const found = await ticketOfLink(tx, link.number, link.token, link.secret);
      if (!found) throw new WorkspaceError(404, helpdeskErrors.notFound);
      const actor = { id: null, name: found.requesterName, email: found.requesterEmail };
      const ctx = await helpdeskContext(tx, { ...actor, type: "requester" });
      if (intent === "vote") {
        // Locked (and the token checked again) for the change.
        const row = await ticketByToken(ctx, link.number, link.token, link.secret);
        await vote(ctx, row, form.fields.get("avis") as "up" | "down", comment.trim());
        return queued(ctx.notices);
      }
      // Without a key from the browser (no JavaScript), the same text twice is one reply.
      const key = portalEntryKey(
        givenKey ||
          fallbackIdempotencyKey(
            ipHash,
            { fullName: "", email: "", subject: String(link.number), message: body },
            now,
          ),
      );
      await lockEntryKey(tx, key);
      if (await ticketOfEntryKey(tx, key)) return () => {};
      const entryId = await addRequesterReply(ctx, link.number, body.trim(), key);
      if (entryId) await storeAttachments(tx, found.ticket.id, entryId, files);
      return queued(ctx.notices);
    });
    sent();
    return succeed(intent, intent === "vote" ? followTexts.vote.thanks : followTexts.reply.sent);
  } catch (error) {
    if (error instanceof WorkspaceError) {
      if (error.status === 404) throw notFound();
      return refuse(intent, error.status, error.message, values);
    }
    console.error(`Portal reply not stored (database unavailable): ${describeDbError(error)}`);
    return refuse(intent, 503, helpdeskErrors.unavailable, values, { "Retry-After": "60" });
  }
}

/**
 * Whether opening the link failed for the database, not for the link: the workspace's 503 page
 * (requirePortalWorkspace), or the links' secret not read.
 */
function linkUnavailable(error: unknown): boolean {
  if (error instanceof Response) return false;
  const init = (error as { type?: unknown; init?: { status?: number } } | null) ?? {};
  if (init.type === "DataWithResponseInit") return init.init?.status === 503;
  console.error(`Portal link not read: ${describeDbError(error)}`);
  return true;
}

/** The French refusal of a malformed reply or vote (with its field), or null. */
function checkFollowPost(
  intent: string,
  fields: Map<string, string>,
): { field?: string; message: string } | null {
  const key = fields.get("idempotencyKey") ?? "";
  if (key !== "" && !IDEMPOTENCY_KEY.test(key)) return { message: contactErrors.malformed };
  if (intent === "reply") {
    const body = (fields.get("message") ?? "").trim();
    if (body === "") return { field: "message", message: portalErrors.replyRequired };
    if ([...body].length > HELPDESK_LIMITS.reply) {
      return { field: "message", message: portalErrors.tooLong(HELPDESK_LIMITS.reply) };
    }
    return null;
  }
  if (intent === "vote") {
    const value = fields.get("avis");
    if (value !== "up" && value !== "down") return { field: "avis", message: portalErrors.vote };
    const comment = fields.get("commentaire") ?? "";
    if ([...comment].length > PORTAL_COMMENT_MAX) {
      return { field: "commentaire", message: portalErrors.tooLong(PORTAL_COMMENT_MAX) };
    }
    return null;
  }
  return { message: contactErrors.malformed };
}
