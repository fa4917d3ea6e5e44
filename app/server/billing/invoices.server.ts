import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { findPlan } from "~/content/plans";
import { billingErrors } from "~/content/billing";
import { centsToGnf, formatMoney } from "~/contracts/money";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { isUuid } from "~/server/platform/refusal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal, type JournalActor } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { accountOf, awaitPayment } from "./account.server";
import { addDays, addMonths, dayOf, yearOf } from "./billing-calendar.server";
import { customerNow, sellerNow } from "./billing-documents.server";
import { settleWithCredit } from "./credit-settlement.server";
import { invoiceIssuedMail, noRateMail } from "./billing-mail.server";
import type { BillingContext } from "./billing-scope.server";
import { nextNumber } from "./numbering.server";
import { MONTHS, priceOf } from "./pricing.server";
import { quoteById, vatRateOf } from "./quotes.server";
import {
  billingAccount,
  billingExchangeRate,
  billingInvoice,
  billingPendingLine,
  billingQuote,
  billingReminder,
  type BillingCycle,
} from "./schema.server";

// Accepting a quote issues the invoice (decisions 0110, 0114): numbered FAC-YYYY-NNNNNN in this
// transaction, issued today (Conakry), due after billing_settings' terms, at the EUR→GNF rate
// staff entered for today (none: a French refusal, and staff are told by e-mail once per quote
// and day), with its unique payment reference, the seller and the customer copied onto it, the
// waiting prorated lines taken; the account awaits payment; the journal and the e-mail
// 'Facture émise' (the PDF attached) are written in the same transaction.

export type InvoiceRow = typeof billingInvoice.$inferSelect;

/**
 * The reference a customer types with a transfer or a mobile-money payment: digits only (every
 * phone keypad), the year's two digits, the invoice's sequence, and two check digits (ISO 7064
 * mod 97-10, as an IBAN's) so that staff catch a mistyped one. Unique as the invoice's number.
 */
export function paymentReferenceOf(year: number, sequence: number): string {
  const body = `${String(year % 100).padStart(2, "0")}${String(sequence).padStart(6, "0")}`;
  const check = 98 - Number((BigInt(body) * 100n) % 97n);
  return `${body}${String(check).padStart(2, "0")}`;
}

/** True when `reference` carries valid check digits (staff's payment form may use it). */
export const isPaymentReference = (reference: string) =>
  /^\d{10}$/.test(reference) && BigInt(reference) % 97n === 1n;

interface Deps {
  db: Db;
  config: Env;
}

interface IssueFacts {
  plan: string;
  cycle: BillingCycle;
  seats: number;
  quoteId: string | null;
  /** A renewal's period starts the day after the paid one ends (decision 0117). */
  periodStart?: string;
}

/** Issues an invoice in `tx` (the rate of the day is known); returns it and the mails to run. */
export async function issueInvoice(
  tx: TenantTx,
  actor: JournalActor,
  facts: IssueFacts,
  rate: { rateE4: number; day: string },
  deps: Deps,
  now: Date,
) {
  const today = dayOf(now);
  const { vatRateBp, termsDays } = await vatRateOf(tx);
  const pending = await tx
    .select()
    .from(billingPendingLine)
    .where(isNull(billingPendingLine.invoiceId));
  const extra = pending.map(({ description, quantity, unitCents, amountCents }) => ({
    description,
    quantity,
    unitCents,
    amountCents,
  }));
  const priced = priceOf(facts.plan, facts.cycle, facts.seats, vatRateBp, extra);
  if (!priced) throw new WorkspaceError(400, billingErrors.badChoice);
  const account = await accountOf(tx);
  const paidUntil = account?.periodEnd && account.periodEnd >= today ? account.periodEnd : null;
  const periodStart = facts.periodStart ?? (paidUntil ? addDays(paidUntil, 1) : today);
  const periodEnd = addDays(addMonths(periodStart, MONTHS[facts.cycle]), -1);
  // An overpayment kept on the account (staff's payments) is taken off this invoice: settled in
  // part at issue; a credit that covers it whole settles it as a payment (decision 0117).
  const credit = account?.creditCents ?? 0;
  const whole = credit > 0 && credit >= priced.totalCents;
  const applied = credit > 0 && !whole ? credit : 0;
  const { number, sequence } = await nextNumber(tx, "FAC", yearOf(today));
  const [invoice] = await tx
    .insert(billingInvoice)
    .values({
      number,
      quoteId: facts.quoteId,
      issuedOn: today,
      dueOn: addDays(today, termsDays),
      plan: facts.plan,
      cycle: facts.cycle,
      seats: facts.seats,
      periodStart,
      periodEnd,
      ...priced,
      vatRateBp,
      rateE4: rate.rateE4,
      rateOn: rate.day,
      totalGnf: centsToGnf(priced.totalCents, rate.rateE4),
      paymentReference: paymentReferenceOf(yearOf(today), sequence),
      seller: await sellerNow(tx, deps.config.site),
      customer: await customerNow(tx),
      paidCents: applied,
      status: applied ? "partially_paid" : "issued",
      createdAt: now,
    })
    .returning();
  if (applied) {
    await tx
      .update(billingAccount)
      .set({ creditCents: sql`${billingAccount.creditCents} - ${applied}` });
  }
  if (pending.length) {
    await tx
      .update(billingPendingLine)
      .set({ invoiceId: invoice!.id })
      .where(isNull(billingPendingLine.invoiceId));
  }
  await awaitPayment(tx, actor, facts);
  await moduleJournal(tx, actor, "billing.invoice_issued", number, {
    plan: findPlan(facts.plan)?.name ?? facts.plan,
    seats: String(facts.seats),
    montant: formatMoney(invoice!.totalCents, "EUR"),
  });
  if (whole) return settleWithCredit(tx, actor, invoice!, deps, now);
  const afterCommit = await invoiceIssuedMail(tx, invoice!, deps, now);
  return { invoice: invoice!, afterCommit };
}

export type AcceptResult =
  | { kind: "issued"; invoice: InvoiceRow; afterCommit: () => void }
  | { kind: "no-rate"; afterCommit: () => void };

/** 'Accepter le devis': the invoice, or 'no-rate' (staff told); 404 foreign, 409 not to accept. */
export async function acceptQuote(
  ctx: BillingContext,
  quoteId: string,
  deps: Deps,
): Promise<AcceptResult> {
  const { tx, actor, now } = ctx;
  const today = dayOf(now);
  if (!isUuid(quoteId)) throw new WorkspaceError(404, billingErrors.notFound);
  const [locked] = await tx
    .select({ id: billingQuote.id })
    .from(billingQuote)
    .where(eq(billingQuote.id, quoteId))
    .for("update");
  const quote = locked ? await quoteById(tx, locked.id) : null;
  if (!quote) throw new WorkspaceError(404, billingErrors.notFound);
  if (quote.status !== "sent" || quote.validUntil < today) {
    throw new WorkspaceError(409, billingErrors.quoteGone);
  }
  const [rate] = await tx
    .select({ rateE4: billingExchangeRate.rateE4, day: billingExchangeRate.day })
    .from(billingExchangeRate)
    .where(eq(billingExchangeRate.day, today));
  if (!rate) {
    const [first] = await tx
      .insert(billingReminder)
      .values({ kind: "staff_no_rate", key: `${quote.number}:${today}` })
      .onConflictDoNothing()
      .returning({ key: billingReminder.key });
    const afterCommit = first ? await noRateMail(tx, quote.number, today, deps) : () => {};
    return { kind: "no-rate", afterCommit };
  }
  await tx
    .update(billingQuote)
    .set({ status: "accepted", acceptedAt: now })
    .where(eq(billingQuote.id, quote.id));
  await moduleJournal(tx, actor, "billing.quote_accepted", quote.number);
  const issued = await issueInvoice(
    tx,
    actor,
    { plan: quote.plan, cycle: quote.cycle, seats: quote.seats, quoteId: quote.id },
    rate,
    deps,
    now,
  );
  return { kind: "issued", ...issued };
}

/** The workspace's invoices and credit notes, newest first. */
export const invoicesOf = (tx: TenantTx) =>
  tx
    .select()
    .from(billingInvoice)
    .orderBy(desc(billingInvoice.issuedOn), desc(billingInvoice.number))
    .limit(50);

/** The invoice `id` of this workspace (row-level security hides the others'), or null. */
export async function invoiceById(tx: TenantTx, id: string): Promise<InvoiceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(billingInvoice)
    .where(and(eq(billingInvoice.id, id)));
  return row ?? null;
}
