import { and, eq, inArray, sql } from "drizzle-orm";
import { statusWords } from "~/content/billing-staff-forms";
import { type TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal, type JournalActor } from "~/server/workspaces/journal.server";
import { dayOf } from "./billing-calendar.server";
import type { CreditOutcome } from "./credit-notes.server";
import { settleAccount } from "./payments.server";
import { billingAccount, billingInvoice, type BillingStatus } from "./schema.server";
import { updateWorkspaceRow } from "./workspace-row.server";

// The account after staff's credit note (decision 0118, amended): it follows its invoices as a
// payment would. A note that pays off the rest of an invoice settles it: the period starts or
// runs on, the account is active, the workspace leaves its trial or suspension. A note that
// cancels the last unpaid invoice of an account waiting on it takes the account back: to its
// trial when it never had a paid period, to active while its paid period runs; past that period
// it stays as it is (staff then cancel or invoice again).

const WAITING: readonly BillingStatus[] = ["pending_payment", "overdue", "suspended"];

export async function accountAfterCredit(
  tx: TenantTx,
  actor: JournalActor,
  outcome: CreditOutcome,
  now: Date,
) {
  const { invoice } = outcome;
  const workspace = invoice.customer.workspace;
  if (invoice.status === "paid" && outcome.appliedCents > 0) {
    const account = await settleAccount(tx, invoice, true, 0);
    if (account.before !== "active") {
      await moduleJournal(tx, actor, "billing.status_changed", workspace, {
        from: statusWords[account.before],
        to: statusWords.active,
      });
    }
    await updateWorkspaceRow(tx, invoice.organizationId, { plan: invoice.plan, trialEndsAt: null });
    return;
  }
  if (invoice.status !== "cancelled") return;
  const [account] = await tx.select().from(billingAccount).for("update");
  if (!account || !WAITING.includes(account.status)) return;
  const unpaid = await tx
    .select({ id: billingInvoice.id })
    .from(billingInvoice)
    .where(
      and(
        eq(billingInvoice.kind, "invoice"),
        inArray(billingInvoice.status, ["issued", "partially_paid"]),
      ),
    )
    .limit(1);
  if (unpaid.length > 0) return;
  const next: BillingStatus | null =
    account.periodEnd === null ? "trial" : account.periodEnd >= dayOf(now) ? "active" : null;
  if (!next) return;
  await tx
    .update(billingAccount)
    .set({
      status: next,
      suspendedAt: null,
      version: sql`${billingAccount.version} + 1`,
      updatedAt: now,
    })
    .where(eq(billingAccount.organizationId, account.organizationId));
  await moduleJournal(tx, actor, "billing.status_changed", workspace, {
    from: statusWords[account.status],
    to: statusWords[next],
  });
  // A suspension made the workspace read-only; its paid period still runs: writable again.
  if (account.status === "suspended" && next === "active") {
    await updateWorkspaceRow(tx, invoice.organizationId, { trialEndsAt: null });
  }
}
