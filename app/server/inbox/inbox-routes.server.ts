import { data, redirect } from "react-router";
import { z } from "zod";
import { inboxCsvHeaders, inboxTexts } from "~/content/inbox";
import { planChangeInboxTexts } from "~/content/plan-request";
import { parseInboxQuery } from "~/contracts/inbox-query";
import { parseFormBody } from "~/server/platform/form-body.server";
import { describeDbError, type Db } from "~/server/db/client.server";
import { csvDownload } from "~/server/platform/csv-download.server";
import { batchesOfIds } from "~/server/http/export-batches.server";
import { env } from "~/server/env.server";
import { kickOutbox, type MailConfig } from "~/server/mail/outbox.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { csvFileName, messageCells } from "./csv.server";
import { applyPlan, extendTrial, planChangeOf, type StaffChangeResult } from "./plan-change.server";
import {
  exportMessageIds,
  isMessageId,
  listMessages,
  markHandled,
  messagesByIds,
  openMessage,
  reopenMessage,
  retryMail,
} from "./messages.server";
import { NO_STORE } from "~/lib/cache-control";

// What the inbox routes do once `requireAdmin` has let the request through. The routes stay thin:
// each loader or action calls `requireAdmin(request)`, then one of these.

/** Staff pages and files are never stored by a cache (quality bar). */

const notFound = () => data(null, { status: 404, headers: NO_STORE });

/**
 * A failing database answers 503 (the dashboard's French error page), never a stack trace. The
 * database: `db` when given, else the one `request` is served with (decision 0080).
 */
async function withDb<T>(
  work: (db: Db) => Promise<T>,
  db: Db | undefined,
  request: Request,
): Promise<T> {
  try {
    return await work(db ?? dbOf(request));
  } catch (error) {
    console.error(`Inbox: database unavailable: ${describeDbError(error)}`);
    throw data(null, { status: 503, headers: { ...NO_STORE, "Retry-After": "60" } });
  }
}

/** /dashboard/messages: one page of the list, the counts per status and the query it shows. */
export async function loadInbox(request: Request, db?: Db) {
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const page = await withDb((d) => listMessages(d, query), db, request);
  return { ...page, query: { ...query, page: page.page } };
}

/**
 * /dashboard/messages/:id: the message (marked read if new), the list to go back to and, for a
 * plan-change request, its workspace.
 */
export async function loadMessage(request: Request, id: string | undefined, db?: Db) {
  if (!isMessageId(id)) throw notFound();
  const found = await withDb(
    async (d) => {
      const message = await openMessage(d, id);
      return message ? { message, planChange: await planChangeOf(d, id) } : null;
    },
    db,
    request,
  );
  if (!found) throw notFound();
  return { ...found, from: parseInboxQuery(new URL(request.url).searchParams) };
}

const intentSchema = z.object({
  intent: z.enum(["handle", "reopen", "retry-mail", "extend-trial", "apply-plan"], {
    error: inboxTexts.errors.unknownIntent,
  }),
});

export type MessageActionData = { error: string };

const refuse = (status: number, error: string, headers?: Record<string, string>) =>
  data<MessageActionData>({ error }, { status, headers: { ...NO_STORE, ...headers } });

/**
 * The message page's POST: `intent=handle` ('Marquer comme traité'), `intent=reopen` ('Rouvrir'),
 * `intent=retry-mail` ('Réessayer l'envoi': the failed staff e-mail goes back to the outbox,
 * which is started at once), or, on a plan-change request, `intent=extend-trial` and
 * `intent=apply-plan` (with `state`, the workspace as the page showed it), then back to the same
 * page (303), so a reload does not post again.
 * Like every POST, it passed server.ts's Origin check first.
 */
export async function messageAction(
  request: Request,
  id: string | undefined,
  db?: Db,
  mail: MailConfig | undefined = env().mail,
) {
  if (request.method !== "POST") return refuse(405, inboxTexts.errors.method, { Allow: "POST" });
  if (!isMessageId(id)) throw notFound();
  const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim();
  if (mediaType?.toLowerCase() !== "application/x-www-form-urlencoded") {
    return refuse(415, inboxTexts.errors.contentType);
  }
  const body = parseFormBody(new Uint8Array(await request.arrayBuffer()));
  if (!body.ok) return refuse(400, inboxTexts.errors.malformed);
  const parsed = intentSchema.safeParse({ intent: body.fields.get("intent") });
  if (!parsed.success) return refuse(400, inboxTexts.errors.unknownIntent);

  const { intent } = parsed.data;
  if (intent === "extend-trial" || intent === "apply-plan") {
    const change = intent === "extend-trial" ? extendTrial : applyPlan;
    const result = await withDb((d) => change(d, id, body.fields.get("state")), db, request);
    if (result === "not-found") throw notFound();
    if (result !== "done") return refuse(409, staffChangeErrors[result]);
    const url = new URL(request.url);
    return redirect(`${url.pathname}${url.search}`, { status: 303, headers: NO_STORE });
  }
  if (intent === "retry-mail" && !mail) return refuse(409, inboxTexts.errors.mailNotConfigured);
  const change = { handle: markHandled, reopen: reopenMessage, "retry-mail": retryMail }[intent];
  const found = await withDb((d) => change(d, id), db, request);
  if (!found) throw notFound();
  if (intent === "retry-mail" && mail) kickOutbox(db ?? dbOf(request), mail);
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers: NO_STORE });
}

const staffChangeErrors: Record<Exclude<StaffChangeResult, "done" | "not-found">, string> = {
  "not-plan-change": planChangeInboxTexts.errors.notPlanChange,
  gone: planChangeInboxTexts.errors.gone,
  changed: planChangeInboxTexts.errors.changed,
  "no-trial": planChangeInboxTexts.errors.noTrial,
};

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
  });

/** `requireAdmin`'s refusals are not cached either (its sign-in redirect sets no Cache-Control). */
export function noStoreError(error: unknown): never {
  if (error instanceof Response) error.headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  throw error;
}

/**
 * The export is a resource route: no error page renders its failures, so `requireAdmin`'s 404 and
 * a database failure become short French texts here (a redirect to sign in passes through).
 */
export function resourceError(error: unknown): never {
  if (error instanceof Response) noStoreError(error);
  const status = (error as { init?: { status?: number } } | null)?.init?.status;
  if (status === 404) throw text(404, inboxTexts.errors.notFound);
  if (status === 503) throw text(503, inboxTexts.errors.unavailable);
  throw error;
}

/**
 * /dashboard/messages/export: the CSV of the current filter and search (every page), streamed a
 * batch at a time.
 */
export async function exportInbox(
  request: Request,
  db?: Db,
  now: Date = new Date(),
  batchSize?: number,
) {
  const { filter, q } = parseInboxQuery(new URL(request.url).searchParams);
  const ids = await withDb((d) => exportMessageIds(d, { filter, q }), db, request).catch(
    resourceError,
  );
  const nextRows = batchesOfIds(
    ids,
    (batch) => withDb((d) => messagesByIds(d, batch), db, request),
    messageCells,
    batchSize,
  );
  return csvDownload(csvFileName(now), inboxCsvHeaders, nextRows).catch(resourceError);
}

interface HeadersArgs {
  parentHeaders: Headers;
  actionHeaders: Headers;
  errorHeaders?: Headers;
}

/** A route's `headers`: the layout's, plus its action's or error's own (Allow…), never cached. */
export function inboxHeaders({ parentHeaders, actionHeaders, errorHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  for (const source of [actionHeaders, errorHeaders]) {
    source?.forEach((value, key) => {
      if (key !== "set-cookie") headers.set(key, value);
    });
  }
  headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  return headers;
}
