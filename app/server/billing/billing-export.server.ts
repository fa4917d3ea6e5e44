import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { findPlan } from "~/content/plans";
import { formatMoney, type Currency } from "~/contracts/money";
import { nextKey } from "~/server/http/export-batches.server";
import { jsonObject, jsonValue, type JsonPart } from "~/server/http/json-stream.server";
import { listInBatches, type ExportScope } from "~/server/workspaces/export-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import {
  billingAccount,
  billingInvoice,
  billingPayment,
  billingQuote,
  type BillingLine,
} from "./schema.server";

// The billing in the owner's 'Exporter les données' (decision 0118): the subscription, the quotes,
// the invoices, the credit notes and the payments, as rows of the export's JSON file (it holds no
// files: the PDFs stay at /dashboard/parametres/abonnement, drawn again from these rows). Each
// amount in minor units with its currency and as shown ('354,00 €'); read in the workspace's
// tenant transactions (row-level security), by number in batches.

const money = (minor: number, currency: Currency) => ({
  minor,
  currency,
  formatted: formatMoney(minor, currency),
});

const lineOf = (line: BillingLine) => ({
  description: line.description,
  quantity: line.quantity,
  unit: money(line.unitCents, "EUR"),
  amount: money(line.amountCents, "EUR"),
});

const planName = (id: string) => findPlan(id)?.name ?? id;

async function accountOf(tx: TenantTx) {
  const [row] = await tx.select().from(billingAccount);
  if (!row) return null;
  return {
    status: row.status,
    plan: row.plan,
    planName: planName(row.plan),
    cycle: row.cycle,
    seats: row.seats,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    credit: money(row.creditCents, "EUR"),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    deleteAfter: row.deleteAfter,
  };
}

async function quotesAfter(tx: TenantTx, after: string | null, size: number) {
  const rows = await tx
    .select()
    .from(billingQuote)
    .where(after ? gt(billingQuote.number, after) : undefined)
    .orderBy(asc(billingQuote.number))
    .limit(size);
  return {
    rows: rows.map((q) => ({
      number: q.number,
      status: q.status,
      plan: q.plan,
      planName: planName(q.plan),
      cycle: q.cycle,
      seats: q.seats,
      lines: q.lines.map(lineOf),
      subtotal: money(q.subtotalCents, "EUR"),
      vatRateBp: q.vatRateBp,
      vat: money(q.vatCents, "EUR"),
      total: money(q.totalCents, "EUR"),
      validUntil: q.validUntil,
      createdAt: q.createdAt.toISOString(),
      acceptedAt: q.acceptedAt?.toISOString() ?? null,
    })),
    after: nextKey(rows, size, (q) => q.number),
  };
}

/** Invoices or credit notes by number; a credit note names the invoice it credits. */
const documentsAfter =
  (kind: "invoice" | "credit_note") => async (tx: TenantTx, after: string | null, size: number) => {
    const where: SQL[] = [eq(billingInvoice.kind, kind)];
    if (after) where.push(gt(billingInvoice.number, after));
    const rows = await tx
      .select()
      .from(billingInvoice)
      .where(and(...where))
      .orderBy(asc(billingInvoice.number))
      .limit(size);
    const credited = new Map<string, string>();
    for (const id of new Set(rows.map((r) => r.creditsInvoiceId).filter((v) => v !== null))) {
      const [row] = await tx
        .select({ number: billingInvoice.number })
        .from(billingInvoice)
        .where(eq(billingInvoice.id, id));
      if (row) credited.set(id, row.number);
    }
    return {
      rows: rows.map((i) => ({
        number: i.number,
        status: i.status,
        ...(kind === "credit_note"
          ? { creditsInvoice: credited.get(i.creditsInvoiceId ?? "") ?? null, reason: i.reason }
          : {
              paymentReference: i.paymentReference,
              dueOn: i.dueOn,
              paid: money(i.paidCents, "EUR"),
            }),
        issuedOn: i.issuedOn,
        plan: i.plan,
        planName: planName(i.plan),
        cycle: i.cycle,
        seats: i.seats,
        periodStart: i.periodStart,
        periodEnd: i.periodEnd,
        lines: i.lines.map(lineOf),
        subtotal: money(i.subtotalCents, "EUR"),
        vatRateBp: i.vatRateBp,
        vat: money(i.vatCents, "EUR"),
        total: money(i.totalCents, "EUR"),
        totalGnf: money(i.totalGnf, "GNF"),
        rateE4: i.rateE4,
        rateOn: i.rateOn,
      })),
      after: nextKey(rows, size, (i) => i.number),
    };
  };

async function paymentsAfter(tx: TenantTx, after: string | null, size: number) {
  const p = billingPayment;
  const rows = await tx
    .select({
      receiptNumber: p.receiptNumber,
      invoice: billingInvoice.number,
      method: p.method,
      reference: p.reference,
      currency: p.currency,
      amountMinor: p.amountMinor,
      amountCents: p.amountCents,
      receivedOn: p.receivedOn,
      recordedBy: p.recordedByName,
      // Not the scan's bytes (8 Mo at most each): whether there is one.
      hasScan: sql<boolean>`${p.scan} is not null`,
    })
    .from(billingPayment)
    .innerJoin(billingInvoice, eq(billingInvoice.id, billingPayment.invoiceId))
    .where(after ? gt(billingPayment.receiptNumber, after) : undefined)
    .orderBy(asc(billingPayment.receiptNumber))
    .limit(size);
  return {
    rows: rows.map(({ currency, amountMinor, amountCents, hasScan, ...row }) => ({
      ...row,
      amount: money(Number(amountMinor), currency),
      amountEur: money(Number(amountCents), "EUR"),
      hasScan: Boolean(hasScan),
    })),
    after: nextKey(rows, size, (r) => r.receiptNumber),
  };
}

export const billingExport = (scope: ExportScope): JsonPart =>
  jsonObject({
    account: jsonValue(() => scope.inWorkspace(accountOf)),
    quotes: listInBatches(scope, quotesAfter),
    invoices: listInBatches(scope, documentsAfter("invoice")),
    creditNotes: listInBatches(scope, documentsAfter("credit_note")),
    payments: listInBatches(scope, paymentsAfter),
  });
