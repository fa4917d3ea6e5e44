import type { CreditableView } from "~/content/billing-credit";
import { creditFormTexts as t } from "~/content/billing-credit";
import { formatMoney, prorate } from "~/contracts/money";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import type { Actor } from "~/server/platform/actor.server";
import { isUuid, WorkspaceError } from "~/server/platform/refusal.server";
import { textField } from "~/server/platform/form.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { accountAfterCredit } from "./credit-account.server";
import { creditNoteMail } from "./credit-note-mail.server";
import { readCreditRequest } from "./credit-note-form.server";
import { creditedQuantities, creditInvoice, leftOf } from "./credit-notes.server";
import type { billingInvoice } from "./schema.server";

// Staff's 'Émettre un avoir' on a customer's page (decision 0118): the form read, the credit note
// issued in the workspace's tenant transaction with its journal entry and its e-mail (PDF
// attached) queued in the same transaction; the mail leaves once it has committed.

export async function staffCreditNote(
  db: Db,
  config: Env,
  organizationId: string,
  form: FormData,
  actor: Actor,
  now: Date,
): Promise<string> {
  const invoiceId = textField(form, "invoice");
  if (!isUuid(invoiceId)) throw new WorkspaceError(404, t.errors.nothingLeft);
  const request = readCreditRequest(form);
  const { number, afterCommit } = await inTenant(db, organizationId, async (tx) => {
    const outcome = await creditInvoice(tx, actor, invoiceId, request, now);
    await accountAfterCredit(tx, actor, outcome, now);
    const sent = await creditNoteMail(tx, outcome, { db, config }, now);
    return { number: outcome.note.number, afterCommit: sent };
  });
  afterCommit();
  return t.issued(number);
}

type Row = typeof billingInvoice.$inferSelect;

/** What the credit form offers for each open or paid invoice of `rows` (credit notes counted). */
export function creditableViews(rows: Row[]): Map<string, CreditableView> {
  const views = new Map<string, CreditableView>();
  for (const invoice of rows) {
    if (invoice.kind !== "invoice" || invoice.status === "cancelled") continue;
    const notes = rows.filter((r) => r.creditsInvoiceId === invoice.id);
    const credited = {
      cents: notes.reduce((sum, n) => sum + n.totalCents, 0),
      gnf: notes.reduce((sum, n) => sum + n.totalGnf, 0),
    };
    const left = leftOf(invoice, credited);
    if (left.cents <= 0) continue;
    const done = creditedQuantities(notes);
    views.set(invoice.id, {
      // What is left of each line: seats credited by earlier notes are not offered again.
      lines: invoice.lines
        .map((line, index) => {
          const quantity = line.quantity - (done.get(index) ?? 0);
          const cents = prorate(line.amountCents, quantity, line.quantity);
          return { index, description: line.description, quantity, cents };
        })
        .filter((line) => line.cents > 0 && line.quantity > 0)
        .map(({ cents, ...line }) => ({ ...line, amount: formatMoney(cents, "EUR") })),
      left: formatMoney(left.cents, "EUR"),
      leftGnf: formatMoney(left.gnf, "GNF"),
      untouched: notes.length === 0,
    });
  }
  return views;
}
