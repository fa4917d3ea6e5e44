import { data, redirect } from "react-router";
import { BILLING_PATH, billingErrors, billingNotices } from "~/content/billing";
import { cancelTexts } from "~/content/billing-cancel";
import { documentFileName } from "~/content/billing-documents";
import type { BillingPageView } from "~/content/billing-page";
import { NO_STORE } from "~/lib/cache-control";
import { env } from "~/server/env.server";
import { readForm, textField } from "~/server/platform/form.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { accountOf, seatCount } from "./account.server";
import {
  creditTakenOf,
  customerNow,
  drawBillingPdf,
  invoiceFacts,
  quoteFacts,
  sellerNow,
} from "./billing-documents.server";
import { runBilling } from "./billing-scope.server";
import { cancelSubscription, retentionDays } from "./cancel.server";
import { cancelView } from "./cancel-view.server";
import { billingView } from "./billing-view.server";
import { acceptQuote, invoiceById, invoicesOf } from "./invoices.server";
import { choiceOf, createQuote, quoteById, quotesOf } from "./quotes.server";
import { inTurn } from "~/server/platform/in-turn.server";

// /dashboard/parametres/abonnement (decision 0113): the loader reads the subscription, the
// quotes and the invoices (Propriétaire and Administrateur; others 403); the action takes
// 'Choisir cette formule' (a quote) and 'Accepter le devis' (the invoice), Propriétaire only;
// each document's PDF is drawn again from its stored row (another workspace's id: 404).

export async function billingLoader(request: Request) {
  const view = await runBilling(request, "billing.read", async (ctx, scope) => {
    const [account, quotes, invoices, users, retention] = await inTurn(
      () => accountOf(ctx.tx),
      () => quotesOf(ctx.tx),
      () => invoicesOf(ctx.tx),
      () => seatCount(ctx.tx),
      () => retentionDays(ctx.tx),
    );
    const page = billingView({
      workspace: scope.workspace.name,
      workspacePlan: scope.workspace.plan,
      trialEndsAt: scope.workspace.trialEndsAt,
      canBuy: ctx.canBuy,
      users,
      account,
      quotes,
      invoices,
      now: ctx.now,
    });
    return { ...page, cancel: cancelView(account, ctx.now), retentionDays: retention };
  }).catch(workspaceErrorResponse);
  const params = new URL(request.url).searchParams;
  const notice = noticeOf(view, params.get("avis"), params.get("n"));
  // `?resilier`: the confirmation page of 'Résilier l'abonnement' (decision 0117).
  const confirmCancel = params.has("resilier") && view.canBuy && view.cancel.canCancel;
  return data({ view, notice, confirmCancel }, { headers: NO_STORE });
}

function noticeOf(view: BillingPageView, code: string | null, number: string | null) {
  if (code === "resilie" && view.cancel.deleteOn) return cancelTexts.done(view.cancel.deleteOn);
  const known = number && [...view.quotes, ...view.invoices].some((d) => d.number === number);
  if (!known) return null;
  if (code === "devis") return billingNotices.quoted(number);
  if (code === "facture") return billingNotices.invoiced(number);
  return null;
}

export interface BillingActionResult {
  ok: false;
  formError: string;
}

const refuse = (status: number, formError: string) =>
  data<BillingActionResult>({ ok: false, formError }, { status, headers: NO_STORE });

const back = (notice: "devis" | "facture", number: string) =>
  redirect(`${BILLING_PATH}?avis=${notice}&n=${encodeURIComponent(number)}`, {
    status: 303,
    headers: NO_STORE,
  });

export async function billingAction(request: Request) {
  try {
    const form = await readForm(request);
    const intent = textField(form, "intent");
    if (intent === "quote") {
      const choice = choiceOf(textField(form, "plan"), textField(form, "cycle"));
      const quote = await runBilling(request, "billing.buy", (ctx) => createQuote(ctx, choice));
      return back("devis", quote.number);
    }
    if (intent === "accept") {
      const deps = { db: dbOf(request), config: env() };
      const result = await runBilling(request, "billing.buy", (ctx) =>
        acceptQuote(ctx, textField(form, "quote"), deps),
      );
      result.afterCommit();
      if (result.kind === "no-rate") return refuse(409, billingErrors.noRate);
      return back("facture", result.invoice.number);
    }
    if (intent === "cancel") {
      const reason = textField(form, "reason").trim();
      if (reason.length > 500) return refuse(400, cancelTexts.errors.reason);
      const who = await runBilling(request, "billing.buy", async ({ workspaceId, actor }) => ({
        workspaceId,
        actor,
      }));
      const deps = { db: dbOf(request), config: env() };
      // The owner's cancellation takes effect at the paid period's end (a trial's: now).
      await cancelSubscription(deps, who.workspaceId, who.actor, { when: "period_end", reason });
      return redirect(`${BILLING_PATH}?avis=resilie`, { status: 303, headers: NO_STORE });
    }
    return refuse(400, billingErrors.badChoice);
  } catch (error) {
    if (error instanceof WorkspaceError) {
      const message = error.status === 403 ? billingErrors.forbidden : error.message;
      return refuse(error.status, message);
    }
    throw error;
  }
}

const pdfAnswer = (pdf: Buffer, name: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${name}"`,
      "Content-Length": String(pdf.length),
      "X-Content-Type-Options": "nosniff",
    },
  });

/** A quote's or an invoice's (credit note's) PDF, drawn outside the tenant transaction. */
export async function billingPdf(request: Request, kind: "devis" | "factures", id: string) {
  try {
    const config = env();
    const facts = await runBilling(request, "billing.read", async (ctx) => {
      if (kind === "devis") {
        const quote = await quoteById(ctx.tx, id);
        if (!quote) throw new WorkspaceError(404, billingErrors.notFound);
        const [seller, customer] = [
          await sellerNow(ctx.tx, config.site),
          await customerNow(ctx.tx),
        ];
        return quoteFacts(quote, seller, customer, config.site.brandName, ctx.now);
      }
      const invoice = await invoiceById(ctx.tx, id);
      if (!invoice) throw new WorkspaceError(404, billingErrors.notFound);
      const credited = invoice.creditsInvoiceId
        ? await invoiceById(ctx.tx, invoice.creditsInvoiceId)
        : null;
      const credits = credited ? { number: credited.number, issuedOn: credited.issuedOn } : null;
      const creditCents = await creditTakenOf(ctx.tx, invoice);
      return invoiceFacts(invoice, config.site.brandName, ctx.now, credits, creditCents);
    });
    return pdfAnswer(await drawBillingPdf(facts), documentFileName(facts.kind, facts.number));
  } catch (error) {
    resourceRefusal(error);
  }
}
