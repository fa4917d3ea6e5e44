import { count, eq, sql } from "drizzle-orm";
import { formatMoney, prorate } from "~/contracts/money";
import { formatDay } from "~/content/billing-documents";
import { seatTexts } from "~/content/billing-seats";
import { findPlan } from "~/content/plans";
import type { Db } from "~/server/db/client.server";
import { authMember } from "~/server/db/schema.server";
import { WorkspaceError } from "~/server/platform/refusal.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal, type JournalActor } from "~/server/workspaces/journal.server";
import { dayOf, daysBetween } from "./billing-calendar.server";
import { billingAccount, billingPendingLine } from "./schema.server";

// Seat changes of a paying workspace (decision 0116): a member beyond the paid seats is asked to
// the owner first (`checkExtraSeat`, before the invitation), then, when they join, a prorated
// line (`billing_pending_line`) for the rest of the paid period and one more paid seat; a member
// who leaves below the paid seats, a negative prorated line and one seat fewer. Trials and
// unpaid accounts count nothing: their quote counts the members when it is made.

type Account = typeof billingAccount.$inferSelect;

/** The price of one seat for the rest of the account's period from `today`, in cents. */
function proratedSeat(account: Account, today: string) {
  const monthly = findPlan(account.plan)?.monthlyPrice;
  if (monthly === undefined || !account.periodStart || !account.periodEnd) return null;
  const unit = monthly * 100 * (account.cycle === "yearly" ? 12 : 1);
  const left = daysBetween(today, account.periodEnd) + 1;
  const whole = daysBetween(account.periodStart, account.periodEnd) + 1;
  if (left <= 0 || whole <= 0) return null;
  return { unit, amount: prorate(unit, Math.min(left, whole), whole) };
}

const paying = (account: Account | undefined): account is Account =>
  account !== undefined && (account.status === "active" || account.status === "overdue");

async function membersOf(tx: TenantTx) {
  const [row] = await tx.select({ n: count() }).from(authMember);
  return Number(row?.n ?? 0);
}

/**
 * Before an invitation: refuses (409) one more member beyond the paid seats unless the owner
 * confirmed it (`confirmed`); another role than the owner is told to ask them.
 */
export async function checkExtraSeat(
  db: Db,
  workspaceId: string,
  inviter: { isOwner: boolean; confirmed: boolean },
  now = new Date(),
) {
  const refusal = await inTenant(db, workspaceId, async (tx) => {
    const [account] = await tx.select().from(billingAccount);
    if (!paying(account) || (await membersOf(tx)) < account.seats) return null;
    if (!inviter.isOwner) return seatTexts.ownerOnly(account.seats);
    if (inviter.confirmed) return null;
    const price = proratedSeat(account, dayOf(now));
    return seatTexts.askOwner(account.seats, formatMoney(price?.amount ?? 0, "EUR"));
  });
  if (refusal) throw new WorkspaceError(409, refusal);
}

/**
 * For the invitation form, before any submit (decision 0118): when the workspace is at its paid
 * seats, what one more costs until the period's end (and whether the viewer may add it). Null
 * when an invitation adds no paid seat.
 */
export async function seatNotice(
  db: Db,
  workspaceId: string,
  isOwner: boolean,
  now = new Date(),
): Promise<{ paid: number; amount: string; isOwner: boolean } | null> {
  return inTenant(db, workspaceId, async (tx) => {
    const [account] = await tx.select().from(billingAccount);
    if (!paying(account) || (await membersOf(tx)) < account.seats) return null;
    const price = proratedSeat(account, dayOf(now));
    return { paid: account.seats, amount: formatMoney(price?.amount ?? 0, "EUR"), isOwner };
  });
}

/**
 * After a member joined (+1) or left (-1), in the change's tenant transaction: the prorated line
 * and the paid seats, when the members now exceed (or fall below) what is paid.
 */
export async function recordSeatChange(
  tx: TenantTx,
  delta: 1 | -1,
  actor: JournalActor,
  now = new Date(),
) {
  const [account] = await tx.select().from(billingAccount).for("update");
  if (!paying(account)) return;
  const members = await membersOf(tx);
  if (delta > 0 ? members <= account.seats : members >= account.seats) return;
  const today = dayOf(now);
  const price = proratedSeat(account, today);
  if (!price) return;
  const describe = delta > 0 ? seatTexts.added : seatTexts.removed;
  await tx.insert(billingPendingLine).values({
    description: describe(formatDay(today), formatDay(account.periodEnd!)),
    quantity: delta,
    unitCents: price.unit,
    amountCents: delta * price.amount,
  });
  await tx
    .update(billingAccount)
    .set({
      seats: account.seats + delta,
      version: sql`${billingAccount.version} + 1`,
      updatedAt: now,
    })
    .where(eq(billingAccount.organizationId, account.organizationId));
  await moduleJournal(tx, actor, "billing.seats_changed", null, {
    from: String(account.seats),
    to: String(account.seats + delta),
    amount: formatMoney(delta * price.amount, "EUR"),
  });
}
