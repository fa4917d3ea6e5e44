import type { ReminderKind } from "~/content/billing-reminders";
import { addDays, dayOf, daysBetween } from "./billing-calendar.server";
import type { BillingStatus } from "./schema.server";

// What the billing's day changes for one workspace (decision 0116), from its facts and the day
// (days of Africa/Conakry, billing-calendar.server.ts): the reminders due (each
// sent once: the caller keeps them in billing_reminder), the account's new status, whether the
// workspace becomes read-only, whether its data's retention is over. Pure: tested over dates.

interface UnpaidInvoice {
  id: string;
  number: string;
  dueOn: string;
  restCents: number;
}

export interface WorkspaceFacts {
  trialEndsAt: Date | null;
  account: {
    status: BillingStatus;
    deleteAfter: string | null;
    /** The paid period's last day (null before the first payment). */
    periodEnd?: string | null;
  } | null;
  /** Its unpaid invoices (issued or partially paid), oldest due first. */
  unpaid: readonly UnpaidInvoice[];
  suspendAfterDays: number;
  /** Days before the next period starts that its invoice is issued (the payment terms). */
  renewalLeadDays?: number;
}

export interface DueReminder {
  kind: ReminderKind;
  /** What it is about, once per workspace: the trial's last day, or an invoice's id. */
  key: string;
  invoice: UnpaidInvoice | null;
  day: string;
}

export interface DayPlan {
  reminders: DueReminder[];
  /** The account's new status, or null when it stays. */
  status: BillingStatus | null;
  /** Suspended: the workspace is read-only (its data kept). */
  readOnly: boolean;
  /** Cancelled and past its retention: the workspace's data is deleted. */
  deleteData: boolean;
  /** The next period's first day when its invoice is due to be issued (once: the caller's key). */
  renewal: string | null;
}

const TRIAL_STATES: readonly (BillingStatus | undefined)[] = [
  undefined,
  "trial",
  "pending_payment",
];
const BILLED_STATES: readonly BillingStatus[] = [
  "active",
  "pending_payment",
  "overdue",
  "suspended",
];

function trialReminder(facts: WorkspaceFacts, today: string): DueReminder | null {
  if (!facts.trialEndsAt || !TRIAL_STATES.includes(facts.account?.status)) return null;
  const lastDay = dayOf(facts.trialEndsAt);
  const left = daysBetween(today, lastDay);
  if (left < 0 || left > 7) return null;
  return { kind: left <= 1 ? "trial_1" : "trial_7", key: lastDay, invoice: null, day: lastDay };
}

export function planDay(facts: WorkspaceFacts, today: string): DayPlan {
  const status = facts.account?.status;
  const plan: DayPlan = {
    reminders: [],
    status: null,
    readOnly: false,
    deleteData: false,
    renewal: null,
  };
  if (status === "cancelled") {
    const after = facts.account?.deleteAfter;
    plan.deleteData = after !== null && after !== undefined && after < today;
    // Cancelled at the end of its paid period: usable until then, read-only after (data kept).
    const paidUntil = facts.account?.periodEnd;
    plan.readOnly = !paidUntil || paidUntil < today;
    return plan;
  }
  plan.renewal = renewalDue(facts, today);
  const trial = trialReminder(facts, today);
  if (trial) plan.reminders.push(trial);
  if (!status || !BILLED_STATES.includes(status)) return plan;
  let mostLate = -Infinity;
  for (const invoice of facts.unpaid) {
    const late = daysBetween(invoice.dueOn, today);
    mostLate = Math.max(mostLate, late);
    const reminder = (kind: ReminderKind) =>
      plan.reminders.push({ kind, key: invoice.id, invoice, day: invoice.dueOn });
    if (late >= -3 && late <= 0) reminder("due_soon");
    if (late >= 1) reminder("overdue");
  }
  const oldest = facts.unpaid.find((i) => daysBetween(i.dueOn, today) === mostLate) ?? null;
  if (oldest && mostLate >= facts.suspendAfterDays) {
    if (status !== "suspended") plan.status = "suspended";
    plan.readOnly = true;
    plan.reminders.push({ kind: "suspended", key: oldest.id, invoice: oldest, day: oldest.dueOn });
  } else if (mostLate >= 1 && (status === "active" || status === "pending_payment")) {
    plan.status = "overdue";
  }
  return plan;
}

/**
 * The next period's first day when its invoice is due (decision 0117): an active or overdue
 * account with a paid period, from `renewalLeadDays` days before that day on (late passes too:
 * the period still starts the day after the old one ends). Null otherwise.
 */
function renewalDue(facts: WorkspaceFacts, today: string): string | null {
  const account = facts.account;
  if (!account?.periodEnd || (account.status !== "active" && account.status !== "overdue")) {
    return null;
  }
  const next = addDays(account.periodEnd, 1);
  return daysBetween(today, next) <= (facts.renewalLeadDays ?? 15) ? next : null;
}
