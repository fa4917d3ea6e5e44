import { data, redirect } from "react-router";
import { eq } from "drizzle-orm";
import { helpdeskErrors } from "~/content/helpdesk";
import { ticketPageTexts, type TicketNoticeCode } from "~/content/helpdesk-ticket";
import { ticketAssetTexts } from "~/content/inventory-asset";
import { withCanned, type TicketFormResult } from "~/contracts/ticket-page-view";
import { requireViewer } from "~/server/auth/viewer.server";
import { cannedReply } from "~/server/db/helpdesk-schema.server";
import { NO_STORE } from "~/lib/cache-control";
import { withWorkspace, WorkspaceError } from "~/server/workspaces/tenant.server";
import { linkAssetByRef, unlinkAsset } from "./ticket-asset-link.server";
import { filesOfForm, storeAttachments } from "./attachments.server";
import { readForm, textField } from "~/server/platform/form.server";
import { runHelpdesk } from "../helpdesk-action.server";
import {
  FieldError,
  parseAssetRef,
  parseChange,
  parseReply,
  valuesOf,
} from "./ticket-page-input.server";
import { notFoundPage, ticketNumberOf, viewerOfTicket } from "./ticket-page.server";
import { addMemberEntry, addRequesterReply, renewPortalLink } from "./ticket-thread.server";
import { updateProperties } from "./ticket-properties.server";

// The forms of a ticket's page, one `intent` each: reply (public reply or internal note, with
// attachments), properties (status, assignee, priority, type, category, tags: one form, one
// transaction, decision 0068), link-asset and
// unlink-asset ('Équipements concernés'), renew-link, and 'insert' (a canned reply added to the
// text without JavaScript). A change answers 303 back to the page with its notice (`?avis=`), so
// a reload never posts twice; a refusal answers its status with the French message and the
// input kept, nothing changed. The requester (a Membre) may only reply publicly.

const refuse = (result: TicketFormResult) =>
  data(result, { status: result.status, headers: NO_STORE });

export async function ticketPageAction(request: Request, param: string | undefined) {
  const number = ticketNumberOf(param);
  let intent = "";
  let form: FormData | null = null;
  try {
    form = await readForm(request);
    intent = textField(form, "intent");
    await requireViewer(request);
    if (intent === "insert") return await insertCanned(request, number, form);
    if (intent === "reply") {
      const reply = parseReply(form);
      const files = await filesOfForm(form);
      const code = await runHelpdesk(request, { write: true }, async (ctx, scope) => {
        const { id, viewer } = await viewerOfTicket(scope, number);
        if (viewer === "requester") {
          if (reply.kind === "note")
            throw new WorkspaceError(403, ticketPageTexts.errors.notesForbidden);
          const requester = { ...ctx.actor, type: "requester" as const };
          const entryId = await addRequesterReply({ ...ctx, actor: requester }, number, reply.body);
          await storeAttachments(ctx.tx, id, entryId, files);
          return "reponse-demandeur";
        }
        const entryId = await addMemberEntry(ctx, number, reply.kind, reply.body);
        await storeAttachments(ctx.tx, id, entryId, files);
        return reply.kind === "note" ? "note" : "reponse";
      });
      return backToTicket(request, code);
    }
    if (intent === "link-asset" || intent === "unlink-asset") {
      return backToTicket(request, await changeAssets(request, number, intent, form));
    }
    if (intent !== "properties" && intent !== "renew-link") {
      return refuse({ intent, status: 400, formError: ticketPageTexts.errors.unknownIntent });
    }
    const change = parseChange(intent, form);
    const code = await runHelpdesk(request, { write: true }, async (ctx, scope) => {
      const { viewer } = await viewerOfTicket(scope, number);
      if (viewer !== "team") throw new WorkspaceError(403, ticketPageTexts.errors.notesForbidden);
      if (change.intent === "renew-link") {
        await renewPortalLink(ctx, number);
        return "lien";
      }
      return (await updateProperties(ctx, number, change)) ? "proprietes" : "inchange";
    });
    return backToTicket(request, code);
  } catch (error) {
    if (error instanceof WorkspaceError && error.status === 404) throw notFoundPage();
    const values = form ? valuesOf(intent, form) : undefined;
    if (error instanceof FieldError) {
      return refuse({
        intent,
        status: 400,
        formError: helpdeskErrors.invalid,
        fieldErrors: { [error.field]: error.message },
        values,
      });
    }
    if (error instanceof WorkspaceError) {
      return refuse({
        intent,
        status: error.status,
        formError: error.message,
        stale: error.message === helpdeskErrors.stale || undefined,
        values,
      });
    }
    throw error;
  }
}

/** 'Lier un équipement' (by tag or serial) and 'Retirer': the team only, not once closed. */
async function changeAssets(
  request: Request,
  number: number,
  intent: "link-asset" | "unlink-asset",
  form: FormData,
): Promise<TicketNoticeCode> {
  const typed = intent === "link-asset" ? parseAssetRef(form) : textField(form, "assetId");
  return runHelpdesk(request, { write: true }, async (ctx, scope) => {
    const { viewer } = await viewerOfTicket(scope, number);
    if (viewer !== "team") throw new WorkspaceError(403, ticketPageTexts.errors.notesForbidden);
    if (intent === "unlink-asset") {
      await unlinkAsset(ctx, number, typed);
      return "equipement-retire";
    }
    const linked = await linkAssetByRef(ctx, number, typed);
    if (!linked) throw new FieldError("asset", ticketAssetTexts.errors.notFound);
    return linked.added ? "equipement-lie" : "equipement-deja-lie";
  });
}

const backToTicket = (request: Request, code: TicketNoticeCode) =>
  redirect(`${new URL(request.url).pathname}?avis=${code}`, { status: 303, headers: NO_STORE });

/** 'Insérer' without JavaScript: the reply form again, the canned text added to it. */
async function insertCanned(request: Request, number: number, form: FormData) {
  const values = valuesOf("reply", form);
  const cannedId = textField(form, "cannedId");
  const text = await withWorkspace(request, async (scope) => {
    const { viewer } = await viewerOfTicket(scope, number);
    if (viewer !== "team") throw new WorkspaceError(403, ticketPageTexts.errors.notesForbidden);
    if (!/^[0-9a-f-]{36}$/i.test(cannedId)) return null;
    const [row] = await scope.tx
      .select({ body: cannedReply.body })
      .from(cannedReply)
      .where(eq(cannedReply.id, cannedId));
    return row?.body ?? null;
  });
  if (text === null) {
    return refuse({
      intent: "reply",
      status: 400,
      formError: ticketPageTexts.errors.canned,
      values,
    });
  }
  const body = withCanned(values.body ?? "", text);
  return data<TicketFormResult>(
    { intent: "reply", status: 200, values: { ...values, body } },
    { headers: NO_STORE },
  );
}
