import { eq } from "drizzle-orm";
import { billingErrors } from "~/content/billing";
import { formatMoney } from "~/contracts/money";
import type { Actor } from "~/server/platform/actor.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { dayOf, yearOf } from "./billing-calendar.server";
import { invoiceById, type InvoiceRow } from "./invoices.server";
import { nextNumber } from "./numbering.server";
import { billingInvoice } from "./schema.server";

// A credit note ('avoir', AV-2026-000004): the only way to correct an issued invoice, which never
// changes (decision 0110). It cancels the whole invoice: the same lines, totals and rate, its own
// gapless number; the invoice's status becomes 'cancelled' (what it had been paid stays on it,
// staff refund or credit the account). A new invoice follows if needed. For staff's pages, in the
// workspace's tenant transaction.

export async function issueCreditNote(
  tx: TenantTx,
  actor: Actor,
  invoiceId: string,
  now: Date,
): Promise<InvoiceRow> {
  const invoice = await invoiceById(tx, invoiceId);
  if (!invoice || invoice.kind !== "invoice") throw new WorkspaceError(404, billingErrors.notFound);
  if (invoice.status === "cancelled") throw new WorkspaceError(409, billingErrors.alreadyCredited);
  const today = dayOf(now);
  const { number } = await nextNumber(tx, "AV", yearOf(today));
  const { id: _id, createdAt: _at, status: _s, paidCents: _p, ...copied } = invoice;
  const [note] = await tx
    .insert(billingInvoice)
    .values({
      ...copied,
      kind: "credit_note",
      number,
      creditsInvoiceId: invoice.id,
      issuedOn: today,
      dueOn: today,
      // The unique reference of a credit note: its own number (nobody pays against it).
      paymentReference: number,
      createdAt: now,
    })
    .returning();
  await tx
    .update(billingInvoice)
    .set({ status: "cancelled" })
    .where(eq(billingInvoice.id, invoice.id));
  await moduleJournal(tx, actor, "billing.credit_note_issued", number, {
    facture: invoice.number,
    montant: formatMoney(invoice.totalCents, "EUR"),
  });
  return note!;
}
