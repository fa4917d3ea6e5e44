import { eq, sql } from "drizzle-orm";
import { BILLING_PATH } from "~/content/billing";
import { documentFileName, formatDay } from "~/content/billing-documents";
import { paymentMailTexts, statusWords } from "~/content/billing-staff-forms";
import { formatMoney } from "~/contracts/money";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { queueMails } from "~/server/mail/mail-outbox.server";
import { currentWorkspace } from "~/server/workspaces/current-workspace.server";
import { type TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal, type JournalActor } from "~/server/workspaces/journal.server";
import { dayOf, yearOf } from "./billing-calendar.server";
import { drawBillingPdf, invoiceFacts, receiptPdf } from "./billing-documents.server";
import { billingOwners } from "./billing-owners.server";
import { nextNumber } from "./numbering.server";
import { settleAccount } from "./payments.server";
import { billingAccount, billingInvoice, billingPayment } from "./schema.server";
import { updateWorkspaceRow } from "./workspace-row.server";

// An invoice the account's credit (overpayments) covers whole at its issue (decision 0117): it
// is settled there and then, as a payment of method 'credit' with its receipt number, in the
// invoice's transaction: the credit taken, the invoice paid, the account's period extended and
// active, the journal, and the receipt e-mailed to the owners (the invoice's PDF with it). Staff
// have nothing to record. Partly covered, the credit is taken off the invoice (invoices.server).

interface Deps {
  db: Db;
  config: Env;
}

export async function settleWithCredit(
  tx: TenantTx,
  actor: JournalActor,
  issued: typeof billingInvoice.$inferSelect,
  deps: Deps,
  now: Date,
) {
  const today = dayOf(now);
  const amount = issued.totalCents;
  const { number: receiptNumber } = await nextNumber(tx, "REC", yearOf(today));
  const [payment] = await tx
    .insert(billingPayment)
    .values({
      invoiceId: issued.id,
      method: "credit",
      reference: issued.number,
      currency: "EUR",
      amountMinor: amount,
      amountCents: amount,
      receivedOn: today,
      receiptNumber,
      recordedBy: actor.id,
      recordedByName: actor.name,
    })
    .returning({ id: billingPayment.id });
  const [invoice] = await tx
    .update(billingInvoice)
    .set({ status: "paid", paidCents: amount })
    .where(eq(billingInvoice.id, issued.id))
    .returning();
  await tx
    .update(billingAccount)
    .set({ creditCents: sql`${billingAccount.creditCents} - ${amount}` });
  const account = await settleAccount(tx, invoice!, true, 0);
  const workspace = (await currentWorkspace(tx))?.name ?? invoice!.customer.workspace;
  await moduleJournal(tx, actor, "billing.payment_recorded", invoice!.number, {
    receipt: receiptNumber,
    amount: formatMoney(amount, "EUR"),
    invoiceStatus: "paid",
  });
  if (account.before !== "active") {
    await moduleJournal(tx, actor, "billing.status_changed", workspace, {
      from: statusWords[account.before],
      to: statusWords.active,
    });
  }
  const { config, db } = deps;
  const url = `${config.siteUrl}${BILLING_PATH}`;
  const attachments = [
    {
      filename: documentFileName("receipt", receiptNumber),
      contentType: "application/pdf",
      content: await receiptPdf(tx, payment!.id, config.site.brandName),
    },
    {
      filename: documentFileName("invoice", invoice!.number),
      contentType: "application/pdf",
      content: await drawBillingPdf(invoiceFacts(invoice!, config.site.brandName, now, null, 0)),
    },
  ];
  const mails = (await billingOwners(tx)).map((owner) => ({
    mail: {
      kind: "billing_receipt",
      to: owner.email,
      subject: paymentMailTexts.subject(receiptNumber, workspace),
      text: paymentMailTexts.body({
        name: owner.name,
        receipt: receiptNumber,
        amount: formatMoney(amount, "EUR"),
        invoice: invoice!.number,
        rest: null,
        until: account.periodEnd ? formatDay(account.periodEnd) : null,
        url,
        brand: config.site.brandName,
      }),
      attachments,
    },
    link: { label: "Billing receipt", url },
  }));
  const afterCommit = await queueMails(tx, db, config, mails);
  // The workspace's plan and trial are the application's row (as a staff payment does): out of
  // the tenant role for one statement, then back into the workspace's scope.
  await updateWorkspaceRow(tx, invoice!.organizationId, { plan: invoice!.plan, trialEndsAt: null });
  return { invoice: invoice!, afterCommit };
}
