import { and, asc, eq, gte, lt } from "drizzle-orm";
import { formatMoney, formatRate } from "~/contracts/money";
import { cycleLabels, paymentMethodLabels } from "~/content/billing-documents";
import { invoiceStatusLabels } from "~/content/billing";
import {
  csvKindWords,
  exportFileName,
  invoiceCsvHeaders,
  paymentCsvHeaders,
  type MethodTotal,
  type SummaryView,
} from "~/content/billing-staff-exports";
import { findPlan } from "~/content/plans";
import type { Db } from "~/server/db/client.server";
import { authOrganization } from "~/server/db/schema.server";
import { csvDownload } from "~/server/platform/csv-download.server";
import { addMonths } from "./billing-calendar.server";
import { billingInvoice, billingPayment, PAYMENT_METHODS } from "./schema.server";
import { inBillingStaff } from "./staff-scope.server";

// For the accountant: a month's invoices (and credit notes) and payments across every customer,
// as CSV (the platform's writer: formulas neutralised, BOM for Excel), and the month's summary.
// Read through staff's role. Amounts are written from integers ('354,00'), never floats.

/** '2026-11' → its first day and the next month's; null when it is not a month. */
export function monthRange(
  month: string | null,
): { month: string; from: string; to: string } | null {
  if (!month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < "2020-01") return null;
  const from = `${month}-01`;
  return { month, from, to: addMonths(from, 1) };
}

/** Euro cents as the accountant's spreadsheet reads them: '-12,50', '354,00'. */
export const centsCell = (cents: number) => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
};

const i = billingInvoice;
const p = billingPayment;

async function invoiceRows(db: Db, from: string, to: string) {
  return inBillingStaff(db, (tx) =>
    tx
      .select({ invoice: i, workspace: authOrganization.name })
      .from(i)
      .leftJoin(authOrganization, eq(authOrganization.id, i.organizationId))
      .where(and(gte(i.issuedOn, from), lt(i.issuedOn, to)))
      .orderBy(asc(i.issuedOn), asc(i.number)),
  );
}

async function paymentRows(db: Db, from: string, to: string) {
  return inBillingStaff(db, (tx) =>
    tx
      .select({ payment: p, invoice: i.number, workspace: authOrganization.name })
      .from(p)
      .innerJoin(i, eq(i.id, p.invoiceId))
      .leftJoin(authOrganization, eq(authOrganization.id, p.organizationId))
      .where(and(gte(p.receivedOn, from), lt(p.receivedOn, to)))
      .orderBy(asc(p.receivedOn), asc(p.receiptNumber)),
  );
}

/** Sends the whole list as one batch (a month of a company's invoices is a few hundred rows). */
const once = (rows: readonly (readonly string[])[]) => {
  let sent = false;
  return async () => (sent ? null : ((sent = true), rows));
};

export async function invoicesCsv(db: Db, range: { month: string; from: string; to: string }) {
  const rows = (await invoiceRows(db, range.from, range.to)).map(({ invoice: v, workspace }) => [
    v.number,
    csvKindWords[v.kind],
    v.issuedOn,
    v.dueOn,
    workspace ?? v.customer.workspace,
    v.customer.name,
    v.customer.email,
    findPlan(v.plan)?.name ?? v.plan,
    cycleLabels[v.cycle],
    String(v.seats),
    centsCell(v.subtotalCents),
    centsCell(v.vatCents),
    centsCell(v.totalCents),
    formatRate(v.rateE4).replace(/[\u00a0\u202f]/g, ""),
    String(v.totalGnf),
    v.paymentReference,
    invoiceStatusLabels[v.status],
    centsCell(v.paidCents),
  ]);
  return csvDownload(exportFileName("factures", range.month), invoiceCsvHeaders, once(rows));
}

export async function paymentsCsv(db: Db, range: { month: string; from: string; to: string }) {
  const rows = (await paymentRows(db, range.from, range.to)).map(
    ({ payment: v, invoice, workspace }) => [
      v.receiptNumber,
      v.receivedOn,
      invoice,
      workspace ?? "",
      paymentMethodLabels[v.method],
      v.reference,
      v.currency === "EUR" ? centsCell(v.amountMinor) : String(v.amountMinor),
      v.currency,
      centsCell(v.amountCents),
      v.recordedByName,
    ],
  );
  return csvDownload(exportFileName("paiements", range.month), paymentCsvHeaders, once(rows));
}

const monthLabel = new Intl.DateTimeFormat("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The month's summary: invoiced (HT, VAT, TTC, GNF), credit notes, received by method, owed. */
export async function monthSummary(
  db: Db,
  range: { month: string; from: string; to: string },
): Promise<SummaryView> {
  const [invoices, payments] = await Promise.all([
    invoiceRows(db, range.from, range.to),
    paymentRows(db, range.from, range.to),
  ]);
  const sum = <T>(rows: readonly T[], cents: (row: T) => number) =>
    rows.reduce((total, row) => total + cents(row), 0);
  const issued = invoices.map((r) => r.invoice).filter((v) => v.kind === "invoice");
  const credits = invoices.map((r) => r.invoice).filter((v) => v.kind === "credit_note");
  const byMethod: MethodTotal[] = PAYMENT_METHODS.flatMap((method) => {
    const rows = payments.map((r) => r.payment).filter((v) => v.method === method);
    if (rows.length === 0) return [];
    const eur = sum(rows, (v) => (v.currency === "EUR" ? v.amountMinor : 0));
    const gnf = sum(rows, (v) => (v.currency === "GNF" ? v.amountMinor : 0));
    const received = [eur ? formatMoney(eur, "EUR") : "", gnf ? formatMoney(gnf, "GNF") : ""];
    return [
      {
        method,
        count: rows.length,
        eur: formatMoney(
          sum(rows, (v) => v.amountCents),
          "EUR",
        ),
        received: received.filter(Boolean).join(" + "),
      },
    ];
  });
  const owed = sum(issued, (v) =>
    v.status === "issued" || v.status === "partially_paid" ? v.totalCents - v.paidCents : 0,
  );
  return {
    month: range.month,
    label: monthLabel.format(new Date(`${range.from}T00:00:00Z`)),
    invoices: {
      count: issued.length,
      subtotal: formatMoney(
        sum(issued, (v) => v.subtotalCents),
        "EUR",
      ),
      vat: formatMoney(
        sum(issued, (v) => v.vatCents),
        "EUR",
      ),
      total: formatMoney(
        sum(issued, (v) => v.totalCents),
        "EUR",
      ),
      totalGnf: formatMoney(
        sum(issued, (v) => v.totalGnf),
        "GNF",
      ),
    },
    creditNotes: {
      count: credits.length,
      total: formatMoney(
        sum(credits, (v) => v.totalCents),
        "EUR",
      ),
    },
    payments: {
      count: payments.length,
      eur: formatMoney(
        sum(payments, (r) => r.payment.amountCents),
        "EUR",
      ),
      byMethod,
    },
    outstanding: formatMoney(owed, "EUR"),
  };
}
