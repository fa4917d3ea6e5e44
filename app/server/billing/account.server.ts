import { count, eq, sql } from "drizzle-orm";
import { billingStatusLabels } from "~/content/billing";
import { authMember } from "~/server/db/auth-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal, type JournalActor } from "~/server/workspaces/journal.server";
import { billingAccount, type BillingCycle, type BillingStatus } from "./schema.server";

// The workspace's subscription row (decision 0110): none while in its first trial; written when
// a quote is accepted. Every change of status is journaled ('billing.status_changed', de → vers).

export type AccountRow = typeof billingAccount.$inferSelect;

export async function accountOf(tx: TenantTx): Promise<AccountRow | null> {
  const [row] = await tx.select().from(billingAccount);
  return row ?? null;
}

/**
 * The workspace's users as README defines « utilisateur »: its members, whatever their role.
 * The portal's requesters are not members, and pending invitations are not members yet.
 */
export async function seatCount(tx: TenantTx): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(authMember)
    .where(eq(authMember.organizationId, sql`current_setting('app.org_id', true)`));
  return Math.max(1, Number(row?.n ?? 0));
}

/**
 * After an invoice is issued: a workspace in its trial (or cancelled) awaits payment of the
 * plan chosen; an active, overdue or suspended one keeps its plan and status until staff record
 * the payment (the invoice pays for the next period).
 */
export async function awaitPayment(
  tx: TenantTx,
  actor: JournalActor,
  choice: { plan: string; cycle: BillingCycle; seats: number },
): Promise<void> {
  const before = await accountOf(tx);
  const keeps = before && ["active", "overdue", "suspended"].includes(before.status);
  if (keeps) return;
  const from: BillingStatus = before?.status ?? "trial";
  await tx
    .insert(billingAccount)
    .values({ ...choice, status: "pending_payment" })
    .onConflictDoUpdate({
      target: billingAccount.organizationId,
      set: {
        ...choice,
        status: "pending_payment",
        version: sql`${billingAccount.version} + 1`,
        updatedAt: sql`now()`,
      },
    });
  if (from !== "pending_payment") {
    await moduleJournal(tx, actor, "billing.status_changed", billingStatusLabels.pending_payment, {
      de: billingStatusLabels[from],
      vers: billingStatusLabels.pending_payment,
    });
  }
}
