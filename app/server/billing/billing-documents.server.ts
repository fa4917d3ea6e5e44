import { and, eq, lte, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { cycleLabels, formatDay, paymentMethodLabels } from "~/content/billing-documents";
import { billingErrors } from "~/content/billing";
import { findPlan } from "~/content/plans";
import { formatMoney, type Currency } from "~/contracts/money";
import { authMember, authUser } from "~/server/db/auth-schema.server";
import type { Env } from "~/server/env.server";
import { ParseUnavailableError, runParse } from "~/server/platform/parse-pool.server";
import { currentWorkspace } from "~/server/workspaces/current-workspace.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { BillingPdfInput } from "./billing-pdf.server";
import {
  billingInvoice,
  billingPayment,
  type billingQuote,
  billingSettings,
  type CustomerSnapshot,
  type SellerSnapshot,
} from "./schema.server";

// The facts a billing document prints, read in the workspace's tenant transaction, and its PDF
// drawn in the worker pool (decision 0114). An invoice and a credit note print what they copied
// at issue (seller, customer, rate); a quote prints today's seller; a receipt its payment.

type InvoiceRow = typeof billingInvoice.$inferSelect;
type QuoteRow = typeof billingQuote.$inferSelect;
type PaymentRow = typeof billingPayment.$inferSelect;

const planName = (id: string) => findPlan(id)?.name ?? id;
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The company as printed today: the site's configuration and staff's payment instructions. */
export async function sellerNow(tx: TenantTx, site: Env["site"]): Promise<SellerSnapshot> {
  const [s] = await tx.select().from(billingSettings).where(eq(billingSettings.id, 1));
  const name = site.legal.legalForm.includes("compléter")
    ? site.brandName
    : `${site.brandName} ${site.legal.legalForm}`;
  return {
    name,
    address: site.address,
    rccm: site.legal.rccm,
    nif: site.legal.nif,
    email: site.email,
    phone: site.phoneGuinea,
    bank:
      s && orNull(s.bankAccount)
        ? { name: s.bankName, holder: s.bankHolder, account: s.bankAccount }
        : null,
    orangeMoney: s ? orNull(s.orangeMoney) : null,
    mtnMomo: s ? orNull(s.mtnMomo) : null,
  };
}

/** The workspace and its owner (the first Propriétaire), as printed on its documents. */
export async function customerNow(tx: TenantTx): Promise<CustomerSnapshot> {
  const workspace = await currentWorkspace(tx);
  const [owner] = await tx
    .select({ name: authUser.name, email: authUser.email })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(
      and(
        eq(authMember.organizationId, sql`current_setting('app.org_id', true)`),
        eq(authMember.role, "owner"),
      ),
    )
    .orderBy(authMember.createdAt)
    .limit(1);
  return { workspace: workspace?.name ?? "", name: owner?.name ?? "", email: owner?.email ?? "" };
}

const base = (brandName: string, now: Date) => ({ brandName, createdAt: now, receipt: null });

export const quoteFacts = (
  quote: QuoteRow,
  seller: SellerSnapshot,
  customer: CustomerSnapshot,
  brandName: string,
  now: Date,
): BillingPdfInput => ({
  ...base(brandName, now),
  kind: "quote",
  number: quote.number,
  issuedOn: quote.createdAt.toISOString().slice(0, 10),
  until: quote.validUntil,
  seller,
  customer,
  period: null,
  lines: quote.lines,
  subtotalCents: quote.subtotalCents,
  vatRateBp: quote.vatRateBp,
  vatCents: quote.vatCents,
  totalCents: quote.totalCents,
  gnf: null,
  paymentReference: null,
  creditCents: 0,
  credits: null,
});

export const invoiceFacts = (
  invoice: InvoiceRow,
  brandName: string,
  now: Date,
  credits: { number: string; issuedOn: string } | null = null,
  /** The account's credit taken off the invoice at issue (what it had paid before any payment). */
  creditCents = 0,
): BillingPdfInput => ({
  ...base(brandName, now),
  kind: invoice.kind,
  number: invoice.number,
  issuedOn: invoice.issuedOn,
  until: invoice.kind === "invoice" ? invoice.dueOn : null,
  seller: invoice.seller,
  customer: invoice.customer,
  period: {
    plan: planName(invoice.plan),
    cycle: cycleLabels[invoice.cycle],
    start: invoice.periodStart,
    end: invoice.periodEnd,
  },
  lines: invoice.lines,
  subtotalCents: invoice.subtotalCents,
  vatRateBp: invoice.vatRateBp,
  vatCents: invoice.vatCents,
  totalCents: invoice.totalCents,
  gnf: { rateE4: invoice.rateE4, rateOn: invoice.rateOn, totalGnf: invoice.totalGnf },
  paymentReference: invoice.kind === "invoice" ? invoice.paymentReference : null,
  creditCents: invoice.kind === "invoice" ? creditCents : 0,
  credits,
  reason: invoice.kind === "credit_note" ? invoice.reason : null,
});

/**
 * A receipt: the payment, against its invoice as settled by it and the payments before it, less
 * what was deducted before it (the account's credit at issue, earlier credit notes).
 */
const receiptFacts = (
  payment: PaymentRow,
  invoice: InvoiceRow,
  settled: { paidCents: number; deductedCents: number },
  brandName: string,
  now: Date,
): BillingPdfInput => {
  const eur = (cents: number) => formatMoney(cents, "EUR");
  const deducted = Math.min(settled.deductedCents, invoice.totalCents);
  const paid = Math.min(settled.paidCents, invoice.totalCents - deducted);
  return {
    ...invoiceFacts(invoice, brandName, now),
    kind: "receipt",
    number: payment.receiptNumber,
    issuedOn: payment.receivedOn,
    until: null,
    paymentReference: null,
    creditCents: 0,
    receipt: {
      method: paymentMethodLabels[payment.method],
      reference: payment.reference,
      receivedOn: formatDay(payment.receivedOn),
      amount:
        payment.currency === "EUR"
          ? eur(payment.amountMinor)
          : `${formatMoney(payment.amountMinor, payment.currency as Currency)} (${eur(payment.amountCents)})`,
      invoiceNumber: invoice.number,
      invoiceTotal: eur(invoice.totalCents),
      deducted: deducted > 0 ? eur(deducted) : null,
      paidSoFar: eur(paid),
      balance: eur(invoice.totalCents - deducted - paid),
    },
  };
};

/** What the account's credit settled of an invoice at issue: what it has paid beyond payments. */
export async function creditTakenOf(tx: TenantTx, invoice: InvoiceRow): Promise<number> {
  if (invoice.kind !== "invoice" || invoice.paidCents === 0) return 0;
  const [sum] = await tx
    .select({ cents: sql<string>`coalesce(sum(${billingPayment.amountCents}), 0)` })
    .from(billingPayment)
    .where(eq(billingPayment.invoiceId, invoice.id));
  // Credit notes took their `paid_cents` off the amount due later (decision 0118): not at issue.
  const [notes] = await tx
    .select({ cents: sql<string>`coalesce(sum(${billingInvoice.paidCents}), 0)` })
    .from(billingInvoice)
    .where(eq(billingInvoice.creditsInvoiceId, invoice.id));
  return Math.max(0, invoice.paidCents - Number(sum?.cents ?? 0) - Number(notes?.cents ?? 0));
}

/** The PDF of `facts`, drawn in the worker pool; a full pool or a failed task: a French 503. */
export async function drawBillingPdf(facts: BillingPdfInput): Promise<Buffer> {
  try {
    const bytes = await runParse("billingPdf", facts);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof ParseUnavailableError) throw new WorkspaceError(503, billingErrors.busy);
    throw error;
  }
}

/**
 * The receipt of a recorded payment as a PDF, in the workspace's tenant transaction `tx` (the
 * one that recorded it: its invoice's `paid_cents` already counts it). For staff's command
 * 'Enregistrer un paiement' (attached to the e-mail) and the customer's download.
 */
export async function receiptPdf(
  tx: TenantTx,
  paymentId: string,
  brandName: string,
  now = new Date(),
): Promise<Buffer> {
  const [row] = await tx
    .select({ payment: billingPayment, invoice: billingInvoice })
    .from(billingPayment)
    .innerJoin(billingInvoice, eq(billingInvoice.id, billingPayment.invoiceId))
    .where(eq(billingPayment.id, paymentId));
  if (!row) throw new WorkspaceError(404, billingErrors.notFound);
  // Compared in SQL: the column keeps microseconds, a JS Date only milliseconds.
  const upToPayment = sql`(select created_at from billing_payment where id = ${paymentId})`;
  /** The sum of `amount` over `table`'s rows of this invoice made no later than the payment. */
  const sumUpToPayment = async (table: PgTable, amount: PgColumn, of: PgColumn, at: PgColumn) => {
    const [sum] = await tx
      .select({ cents: sql<string>`coalesce(sum(${amount}), 0)` })
      .from(table)
      .where(and(eq(of, row.invoice.id), lte(at, upToPayment)));
    return Number(sum?.cents ?? 0);
  };
  const p = billingPayment;
  const paid = await sumUpToPayment(p, p.amountCents, p.invoiceId, p.createdAt);
  // Credit notes made before the payment took their part off the amount due.
  const i = billingInvoice;
  const notes = await sumUpToPayment(i, i.paidCents, i.creditsInvoiceId, i.createdAt);
  const deducted = (await creditTakenOf(tx, row.invoice)) + notes;
  const settled = { paidCents: paid, deductedCents: deducted };
  return drawBillingPdf(receiptFacts(row.payment, row.invoice, settled, brandName, now));
}
