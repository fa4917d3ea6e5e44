import { and, eq, sql } from "drizzle-orm";
import { formatMoney, gnfToCents, type Currency } from "~/contracts/money";
import { paymentMailTexts, paymentTexts as t, statusWords } from "~/content/billing-staff-forms";
import { BILLING_PATH } from "~/content/billing";
import { documentFileName } from "~/content/billing-documents";
import type { Db } from "~/server/db/client.server";
import { authOrganization } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { queueMails } from "~/server/mail/mail-outbox.server";
import { WorkspaceError } from "~/server/platform/refusal.server";
import type { UploadedFile } from "~/server/platform/uploaded-files.server";
import { updateWorkspaceRow } from "./workspace-row.server";
import { enterTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal, type JournalActor } from "~/server/workspaces/journal.server";
import { billingOwners } from "./billing-owners.server";
import { receiptPdf } from "./billing-documents.server";
import { nextNumber } from "./numbering.server";
import {
  billingAccount,
  billingInvoice,
  billingPayment,
  type PaymentMethod,
} from "./schema.server";

// Recording a payment (staff, decision 0115): in ONE transaction, the workspace's row locked
// first as the application, then the workspace's tenant scope for the invoice, the payment and
// its receipt number, the account (period, status, credit), the journal and the receipt e-mail;
// when the invoice is settled, the role is left again for the workspace's plan and trial
// (`auth_organization`, which the tenant role may not write): all of it commits, or none.

export interface PaymentInput {
  organizationId: string;
  invoiceId: string;
  method: PaymentMethod;
  reference: string;
  currency: Currency;
  /** In the currency's minor unit. */
  amountMinor: number;
  /** ISO day. */
  receivedOn: string;
  scan: UploadedFile | null;
}

export interface PaymentOutcome {
  receiptNumber: string;
  paymentId: string;
  invoiceStatus: "partially_paid" | "paid";
  /** Euro cents beyond the invoice's rest, added to the account's credit. */
  overCents: number;
}

const laterDay = (a: string | null, b: string) => (a !== null && a > b ? a : b);
const earlierDay = (a: string | null, b: string) => (a !== null && a < b ? a : b);

/** The account after a payment: credit kept, and when paid the period extended, active. */
export async function settleAccount(
  tx: TenantTx,
  invoice: typeof billingInvoice.$inferSelect,
  paid: boolean,
  overCents: number,
) {
  const [account] = await tx.select().from(billingAccount).for("update");
  const base = account ?? {
    status: "pending_payment" as const,
    periodStart: null,
    periodEnd: null,
  };
  const set = {
    creditCents: sql`${billingAccount.creditCents} + ${overCents}`,
    version: sql`${billingAccount.version} + 1`,
    updatedAt: new Date(),
    ...(paid
      ? {
          status: "active" as const,
          plan: invoice.plan,
          cycle: invoice.cycle,
          seats: invoice.seats,
          periodStart: earlierDay(base.periodStart, invoice.periodStart),
          periodEnd: laterDay(base.periodEnd, invoice.periodEnd),
          suspendedAt: null,
        }
      : {}),
  };
  if (account) {
    await tx
      .update(billingAccount)
      .set(set)
      .where(eq(billingAccount.organizationId, account.organizationId));
  } else {
    await tx.insert(billingAccount).values({
      plan: invoice.plan,
      cycle: invoice.cycle,
      seats: invoice.seats,
      status: paid ? "active" : "pending_payment",
      periodStart: paid ? invoice.periodStart : null,
      periodEnd: paid ? invoice.periodEnd : null,
      creditCents: overCents,
    });
  }
  return {
    before: base.status,
    periodEnd: paid ? laterDay(base.periodEnd, invoice.periodEnd) : null,
  };
}

export async function recordPayment(
  db: Db,
  config: Env,
  input: PaymentInput,
  actor: JournalActor,
): Promise<PaymentOutcome> {
  let afterCommit: () => void = () => {};
  const outcome = await db.transaction(async (tx) => {
    const [workspace] = await tx
      .select({ id: authOrganization.id, name: authOrganization.name })
      .from(authOrganization)
      .where(eq(authOrganization.id, input.organizationId))
      .for("update");
    if (!workspace) throw new WorkspaceError(404, t.errors.notFound);
    await enterTenant(tx, workspace.id);
    const [invoice] = await tx
      .select()
      .from(billingInvoice)
      .where(and(eq(billingInvoice.id, input.invoiceId), eq(billingInvoice.kind, "invoice")))
      .for("update");
    if (!invoice) throw new WorkspaceError(404, t.errors.notFound);
    if (invoice.status === "paid" || invoice.status === "cancelled") {
      throw new WorkspaceError(409, t.errors.settled);
    }
    const amountCents =
      input.currency === "EUR" ? input.amountMinor : gnfToCents(input.amountMinor, invoice.rateE4);
    const rest = invoice.totalCents - invoice.paidCents;
    const applied = Math.min(amountCents, rest);
    const overCents = amountCents - applied;
    const paid = invoice.paidCents + applied >= invoice.totalCents;
    const invoiceStatus = paid ? ("paid" as const) : ("partially_paid" as const);
    const { number: receiptNumber } = await nextNumber(
      tx,
      "REC",
      Number(input.receivedOn.slice(0, 4)),
    );
    const [payment] = await tx
      .insert(billingPayment)
      .values({
        invoiceId: invoice.id,
        method: input.method,
        reference: input.reference,
        currency: input.currency,
        amountMinor: input.amountMinor,
        amountCents,
        receivedOn: input.receivedOn,
        receiptNumber,
        scan: input.scan?.content ?? null,
        scanType: input.scan?.contentType ?? null,
        scanName: input.scan?.filename ?? null,
        recordedBy: actor.id,
        recordedByName: actor.name,
      })
      .returning({ id: billingPayment.id });
    await tx
      .update(billingInvoice)
      .set({ status: invoiceStatus, paidCents: invoice.paidCents + applied })
      .where(eq(billingInvoice.id, invoice.id));
    const account = await settleAccount(tx, invoice, paid, overCents);
    const amount = formatMoney(input.amountMinor, input.currency);
    await moduleJournal(tx, actor, "billing.payment_recorded", invoice.number, {
      receipt: receiptNumber,
      amount,
      invoiceStatus,
    });
    if (paid && account.before !== "active") {
      await moduleJournal(tx, actor, "billing.status_changed", workspace.name, {
        from: statusWords[account.before],
        to: statusWords.active,
      });
    }
    const restCents = invoice.totalCents - invoice.paidCents - applied;
    const url = `${config.siteUrl}${BILLING_PATH}`;
    const receipt = {
      filename: documentFileName("receipt", receiptNumber),
      contentType: "application/pdf",
      content: await receiptPdf(tx, payment!.id, config.site.brandName),
    };
    const mails = (await billingOwners(tx)).map((owner) => ({
      mail: {
        kind: "billing_receipt",
        to: owner.email,
        subject: paymentMailTexts.subject(receiptNumber, workspace.name),
        text: paymentMailTexts.body({
          name: owner.name,
          receipt: receiptNumber,
          amount,
          invoice: invoice.number,
          rest: restCents > 0 ? formatMoney(restCents, "EUR") : null,
          until: account.periodEnd,
          url,
          brand: config.site.brandName,
        }),
        attachments: [receipt],
      },
      link: { label: "Billing receipt", url },
    }));
    afterCommit = await queueMails(tx, db, config, mails);
    if (paid) {
      // Out of the tenant role, in the same transaction: the workspace leaves its trial (or its
      // suspension's read-only state) on its paid plan, as staff's 'Appliquer la formule' does.
      await updateWorkspaceRow(tx, workspace.id, { plan: invoice.plan, trialEndsAt: null });
    }
    return { receiptNumber, paymentId: payment!.id, invoiceStatus, overCents };
  });
  afterCommit();
  return outcome;
}
