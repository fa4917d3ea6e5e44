import { data, redirect } from "react-router";
import { contactErrors } from "~/content/contact-errors";
import { PORTAL_HELP_FIELD } from "~/content/module-contributions";
import type { ContributedLink } from "~/lib/module-contributions";
import { CONTACT_HIDDEN_FIELDS } from "~/content/contact";
import { helpdeskErrors, ticketNumberLabel } from "~/content/helpdesk";
import { PORTAL_FIELDS, portalErrors, portalSentPath } from "~/content/helpdesk-portal";
import type { PortalResult, PortalValues, PortalWorkspaceView } from "~/contracts/helpdesk-portal";
import { parsePortalRequest, type PortalRequest } from "~/contracts/helpdesk-portal-schema";
import { hashIp } from "~/server/platform/ip-hash.server";
import { describeDbError, getDb, type Db } from "~/server/db/client.server";
import { env, type Env } from "~/server/env.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { filesOfForm } from "../tickets/attachments.server";
import { helpdeskNoticeQueue } from "../tickets/notifications.server";
import { readPortalForm, type PortalForm } from "./portal-form.server";
import { openPortalTicket } from "./portal-ticket.server";
import { portalWorkspace, type PortalWorkspace } from "./portal-workspace.server";
import { NO_STORE } from "~/lib/cache-control";
import type { PostedRequest } from "~/server/http/posted-request.server";

// /portail/{slug}: anyone opens a ticket in the workspace the slug names, without an account, with
// the contact form's protections: honeypot (refused in plain French, the input kept: never a
// silent loss, decision 0068), 5 posts a minute per client (the shared rate_limit
// table), and an idempotency key (the browser's, or one derived from the client, the text and a
// ten-minute window) so that a double submit or parallel identical posts open one ticket. The
// requester gets the private follow link by e-mail only (in the log without SMTP).

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
/** Fields that go into e-mail headers and names: one line. */
const ONE_LINE = ["name", "email", "subject"] as const;

/** The workspace of `slug`, or the French 404 page (503 when the database is down). */
export async function requirePortalWorkspace(
  slug: string | undefined,
  db: Db = getDb(),
): Promise<PortalWorkspace> {
  let workspace: PortalWorkspace | null;
  try {
    workspace = await portalWorkspace(db, slug);
  } catch (error) {
    console.error(`Portal workspace not read: ${describeDbError(error)}`);
    throw data({ message: helpdeskErrors.unavailable }, { status: 503, headers: NO_STORE });
  }
  if (!workspace) throw data({ message: "Introuvable." }, { status: 404, headers: NO_STORE });
  return workspace;
}

/** The layout's and the form page's data. */
export async function portalLoader(slug: string | undefined): Promise<PortalWorkspaceView> {
  const { name, readOnly } = await requirePortalWorkspace(slug);
  return { name, slug: slug!, readOnly };
}

/**
 * The portal's help search (`?aide=`): what the modules suggest for the words typed (handed in by
 * the route from the module list, decision 0083); null when the words are empty.
 */
export async function portalHelpLoader(
  request: Request,
  slug: string | undefined,
  suggest: (
    db: Db,
    organizationId: string,
    slug: string,
    query: string,
  ) => Promise<ContributedLink[]>,
) {
  const workspace = await requirePortalWorkspace(slug);
  const query = (new URL(request.url).searchParams.get(PORTAL_HELP_FIELD) ?? "")
    .trim()
    .slice(0, 100);
  const links = query ? await suggest(getDb(), workspace.id, workspace.slug, query) : [];
  return data({ help: { query, links } }, { headers: NO_STORE });
}

const emptyValues = (): PortalValues => ({ name: "", email: "", subject: "", description: "" });

function refuse(
  status: number,
  values: PortalValues,
  extra: Pick<PortalResult, "formError" | "fieldErrors">,
  headers: Record<string, string> = {},
) {
  return data<PortalResult>(
    { ok: false, status, ...extra, values },
    { status, headers: { ...NO_STORE, ...headers } },
  );
}

/**
 * Post/redirect/get: the confirmation page shows the number; a reload there sends nothing again,
 * and the answer to the post renders no page.
 */
const accepted = (slug: string, number: number) =>
  redirect(portalSentPath(slug, ticketNumberLabel(number)), {
    status: 303,
    headers: NO_STORE,
  });

export interface PortalActionArgs {
  request: PostedRequest;
  context: { clientIp?: string };
  params: { slug?: string };
}

type Checked =
  | { ok: true; request: PortalRequest; key: string; form: PortalForm }
  | { ok: false; answer: ReturnType<typeof refuse> };

/** The post's fields, checked as the contact form checks them; the refusal otherwise. */
async function checkPost(request: PostedRequest): Promise<Checked & { values: PortalValues }> {
  let form: PortalForm;
  try {
    form = await readPortalForm(request);
  } catch (error) {
    if (!(error instanceof WorkspaceError)) throw error;
    const headers: Record<string, string> = error.status === 405 ? { Allow: "POST" } : {};
    const values = emptyValues();
    return {
      ok: false,
      values,
      answer: refuse(error.status, values, { formError: error.message }, headers),
    };
  }
  const { fields } = form;
  const values = Object.fromEntries(
    PORTAL_FIELDS.map((f) => [f, fields.get(f) ?? ""]),
  ) as PortalValues;
  // A filled honeypot is refused as such, never answered 'Demande envoyée': a person who reached
  // it (a text browser) keeps what they typed and reads what to do. No ticket: a bot's would
  // mail a private link to any address it typed (decision 0068).
  if ((fields.get(CONTACT_HIDDEN_FIELDS.honeypot) ?? "") !== "") {
    return {
      ok: false,
      values,
      answer: refuse(400, values, { formError: portalErrors.honeypot }),
    };
  }
  const parsed = parsePortalRequest(values);
  const fieldErrors = parsed.ok ? {} : { ...parsed.errors };
  for (const field of ONE_LINE) {
    if (/[\r\n]/.test(values[field])) fieldErrors[field] = contactErrors.lineBreak;
  }
  const key = fields.get(CONTACT_HIDDEN_FIELDS.idempotencyKey) ?? "";
  const keyOk = key === "" || IDEMPOTENCY_KEY.test(key);
  if (!parsed.ok || Object.keys(fieldErrors).length > 0 || !keyOk) {
    const formError = keyOk ? contactErrors.invalid : contactErrors.malformed;
    return { ok: false, values, answer: refuse(400, values, { formError, fieldErrors }) };
  }
  return { ok: true, values, request: parsed.request, key, form };
}

export async function portalAction(
  { request, context, params }: PortalActionArgs,
  db: Db = getDb(),
  config: Env = env(),
) {
  const post = await checkPost(request);
  const { values } = post;
  let workspace: PortalWorkspace | null;
  try {
    workspace = await portalWorkspace(db, params.slug);
  } catch (error) {
    console.error(`Portal workspace not read: ${describeDbError(error)}`);
    return refuse(503, values, { formError: helpdeskErrors.unavailable }, { "Retry-After": "60" });
  }
  if (!workspace) throw data({ message: "Introuvable." }, { status: 404, headers: NO_STORE });
  if (!post.ok) return post.answer;
  if (workspace.readOnly) return refuse(403, values, { formError: portalErrors.readOnly });
  try {
    const files = post.form.form ? await filesOfForm(post.form.form) : [];
    const ipHash = await hashIp(db, context.clientIp ?? "unknown");
    // Queued in the ticket's transaction (decision 0076), the acknowledgement bounded there (0085).
    const queue = await helpdeskNoticeQueue(db, config);
    const opened = await openPortalTicket(db, workspace, { ...post, files, ipHash }, queue);
    if ("retryAfter" in opened) {
      const retry = { "Retry-After": String(opened.retryAfter) };
      return refuse(429, values, { formError: contactErrors.rateLimited }, retry);
    }
    opened.sent();
    return accepted(workspace.slug, opened.number);
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return refuse(error.status, values, { formError: error.message });
    }
    console.error(`Portal ticket not stored (database unavailable): ${describeDbError(error)}`);
    return refuse(503, values, { formError: helpdeskErrors.unavailable }, { "Retry-After": "60" });
  }
}
