import { and, eq, sql } from "drizzle-orm";
import { billingErrors } from "~/content/billing";
import { creditFormTexts as t } from "~/content/billing-credit";
import {
  centsToGnf,
  formatMoney,
  gnfToCents,
  prorate,
  vatOf,
  type Currency,
} from "~/contracts/money";
import type { Actor } from "~/server/platform/actor.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { dayOf, yearOf } from "./billing-calendar.server";
import { invoiceById, type InvoiceRow } from "./invoices.server";
import { nextNumber } from "./numbering.server";
import { billingAccount, billingInvoice, type BillingLine } from "./schema.server";

// A credit note ('avoir', AV-2026-000004): the only way to correct an issued invoice, which never
// changes (decision 0110). It credits the whole invoice, chosen lines (a quantity of seats) or a
// free amount including VAT, never more than what is left creditable (earlier credit notes
// counted), in EUR and GNF at the invoice's own rate (decision 0118). What it credits first
// lowers the invoice's amount due (its `paid_cents`, the note's own `paid_cents` saying how
// much); the rest (what had been paid) goes to the account's credit. Fully credited, the invoice
// is 'cancelled'. For staff's pages, in the workspace's tenant transaction.

export type CreditScope =
  | { kind: "all" }
  | { kind: "lines"; lines: { index: number; quantity: number }[] }
  | { kind: "amount"; currency: Currency; amountMinor: number };

export interface CreditRequest {
  scope: CreditScope;
  reason: string | null;
}

interface Amounts {
  lines: BillingLine[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  totalGnf: number;
}

/** What earlier credit notes took of `invoice`, in cents and francs. */
async function creditedOf(tx: TenantTx, invoiceId: string) {
  const notes = await tx
    .select({
      totalCents: billingInvoice.totalCents,
      totalGnf: billingInvoice.totalGnf,
      lines: billingInvoice.lines,
    })
    .from(billingInvoice)
    .where(
      and(eq(billingInvoice.creditsInvoiceId, invoiceId), eq(billingInvoice.kind, "credit_note")),
    );
  return {
    cents: notes.reduce((sum, note) => sum + note.totalCents, 0),
    gnf: notes.reduce((sum, note) => sum + note.totalGnf, 0),
    quantities: creditedQuantities(notes),
  };
}

/** How many of each invoice line (by index) earlier credit notes credited. */
export function creditedQuantities(notes: readonly { lines: BillingLine[] }[]) {
  const quantities = new Map<number, number>();
  for (const line of notes.flatMap((note) => note.lines)) {
    if (line.creditsLine === undefined) continue;
    quantities.set(line.creditsLine, (quantities.get(line.creditsLine) ?? 0) + line.quantity);
  }
  return quantities;
}

/** What is left creditable: the invoice's totals less earlier credit notes'. */
export const leftOf = (invoice: InvoiceRow, credited: { cents: number; gnf: number }) => ({
  cents: invoice.totalCents - credited.cents,
  gnf: invoice.totalGnf - credited.gnf,
});

/** A total including VAT split into its lines: one line, the reason, excluding VAT. */
function fromTotal(invoice: InvoiceRow, totalCents: number, totalGnf: number, label: string) {
  const subtotalCents = prorate(totalCents, 10_000, 10_000 + invoice.vatRateBp);
  const line = {
    description: label,
    quantity: 1,
    unitCents: subtotalCents,
    amountCents: subtotalCents,
  };
  return {
    lines: [line],
    subtotalCents,
    vatCents: totalCents - subtotalCents,
    totalCents,
    totalGnf,
  };
}

const refuse = (message: string) => new WorkspaceError(409, message);
const badQuantity = () => new WorkspaceError(400, t.errors.quantity);

/** The credit note's lines and totals for `scope`, or a French refusal. */
function amountsOf(
  invoice: InvoiceRow,
  scope: CreditScope,
  left: { cents: number; gnf: number; quantities: Map<number, number> },
  untouched: boolean,
  reason: string,
): Amounts {
  // The last credit closes the invoice exactly in both currencies (no franc left by rounding).
  const gnfOf = (cents: number) =>
    cents === left.cents ? left.gnf : centsToGnf(cents, invoice.rateE4);
  if (scope.kind === "all") {
    if (untouched) {
      const { lines, subtotalCents, vatCents, totalCents, totalGnf } = invoice;
      return { lines, subtotalCents, vatCents, totalCents, totalGnf };
    }
    return fromTotal(invoice, left.cents, left.gnf, reason);
  }
  if (scope.kind === "amount") {
    if (scope.currency === "GNF") {
      const gnf = scope.amountMinor;
      const cents = gnf === left.gnf ? left.cents : gnfToCents(gnf, invoice.rateE4);
      return fromTotal(invoice, cents, gnf, reason);
    }
    return fromTotal(invoice, scope.amountMinor, gnfOf(scope.amountMinor), reason);
  }
  const lines: BillingLine[] = [];
  for (const { index, quantity } of scope.lines) {
    const line = invoice.lines[index];
    if (!line || line.amountCents <= 0) throw badQuantity();
    // Seats credited by earlier notes are not credited twice.
    const creditable = line.quantity - (left.quantities.get(index) ?? 0);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > creditable) throw badQuantity();
    lines.push({
      description: line.description,
      quantity,
      unitCents: line.unitCents,
      amountCents: prorate(line.amountCents, quantity, line.quantity),
      creditsLine: index,
    });
  }
  if (!lines.length) throw new WorkspaceError(400, t.errors.lines);
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const vatCents = vatOf(subtotalCents, invoice.vatRateBp);
  const totalCents = subtotalCents + vatCents;
  return { lines, subtotalCents, vatCents, totalCents, totalGnf: gnfOf(totalCents) };
}

export interface CreditOutcome {
  note: InvoiceRow;
  invoice: InvoiceRow;
  /** Taken off the invoice's amount due, and added to the account's credit (euro cents). */
  appliedCents: number;
  toAccountCents: number;
}

/** Issues a credit note on `invoiceId` for `request` (the whole invoice when none). */
export async function creditInvoice(
  tx: TenantTx,
  actor: Actor,
  invoiceId: string,
  request: CreditRequest,
  now: Date,
): Promise<CreditOutcome> {
  const found = await invoiceById(tx, invoiceId);
  if (!found || found.kind !== "invoice") throw new WorkspaceError(404, billingErrors.notFound);
  // Locked: two staff members crediting the same invoice are counted one after the other.
  const [invoice] = await tx
    .select()
    .from(billingInvoice)
    .where(eq(billingInvoice.id, found.id))
    .for("update");
  const credited = await creditedOf(tx, invoice!.id);
  const left = leftOf(invoice!, credited);
  if (invoice!.status === "cancelled" || left.cents <= 0) {
    throw refuse(
      request.scope.kind === "all" ? billingErrors.alreadyCredited : t.errors.nothingLeft,
    );
  }
  const reason = request.reason ?? t.restLabel(invoice!.number);
  const amounts = amountsOf(
    invoice!,
    request.scope,
    { ...left, quantities: credited.quantities },
    credited.cents === 0,
    reason,
  );
  if (amounts.totalCents <= 0) throw new WorkspaceError(400, t.errors.amount);
  if (amounts.totalCents > left.cents || amounts.totalGnf > left.gnf) {
    throw refuse(
      t.errors.tooMuch(`${formatMoney(left.cents, "EUR")}, ${formatMoney(left.gnf, "GNF")}`),
    );
  }
  const full = amounts.totalCents === left.cents;
  const rest = Math.max(0, invoice!.totalCents - invoice!.paidCents);
  const appliedCents = Math.min(amounts.totalCents, rest);
  const toAccountCents = amounts.totalCents - appliedCents;
  const paidCents = invoice!.paidCents + appliedCents;
  const status = full
    ? ("cancelled" as const)
    : paidCents >= invoice!.totalCents
      ? ("paid" as const)
      : paidCents > 0
        ? ("partially_paid" as const)
        : invoice!.status;
  const today = dayOf(now);
  const { number } = await nextNumber(tx, "AV", yearOf(today));
  const { id: _id, createdAt: _at, status: _s, paidCents: _p, reason: _r, ...copied } = invoice!;
  const [note] = await tx
    .insert(billingInvoice)
    .values({
      ...copied,
      ...amounts,
      kind: "credit_note",
      number,
      creditsInvoiceId: invoice!.id,
      issuedOn: today,
      dueOn: today,
      // The unique reference of a credit note: its own number (nobody pays against it).
      paymentReference: number,
      paidCents: appliedCents,
      reason: request.reason,
      createdAt: now,
    })
    .returning();
  const [after] = await tx
    .update(billingInvoice)
    .set({ status, paidCents })
    .where(eq(billingInvoice.id, invoice!.id))
    .returning();
  if (toAccountCents > 0) {
    await tx.update(billingAccount).set({
      creditCents: sql`${billingAccount.creditCents} + ${toAccountCents}`,
      version: sql`${billingAccount.version} + 1`,
      updatedAt: now,
    });
  }
  await moduleJournal(tx, actor, "billing.credit_note_issued", number, {
    facture: invoice!.number,
    montant: formatMoney(amounts.totalCents, "EUR"),
    francs: formatMoney(amounts.totalGnf, "GNF"),
    ...(request.reason ? { motif: request.reason } : {}),
  });
  return { note: note!, invoice: after!, appliedCents, toAccountCents };
}

/** The whole invoice credited (what is left of it), as staff's first form did. */
export async function issueCreditNote(
  tx: TenantTx,
  actor: Actor,
  invoiceId: string,
  now: Date,
): Promise<InvoiceRow> {
  const { note } = await creditInvoice(
    tx,
    actor,
    invoiceId,
    { scope: { kind: "all" }, reason: null },
    now,
  );
  return note;
}
