import { and, eq, inArray, sql } from "drizzle-orm";
import { BILLING_PATH } from "~/content/billing";
import {
  cancelMails,
  cancelTexts,
  WORKSPACE_EXPORT_PATH,
  type CancelWhen,
} from "~/content/billing-cancel";
import { formatDay } from "~/content/billing-documents";
import { statusWords } from "~/content/billing-staff-forms";
import type { Db } from "~/server/db/client.server";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { queueMails } from "~/server/mail/mail-outbox.server";
import { textField } from "~/server/platform/form.server";
import { WorkspaceError } from "~/server/platform/refusal.server";
import { enterTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import type { Actor } from "~/server/platform/actor.server";
import { seatCount, type AccountRow } from "./account.server";
import { addDays, dayOf } from "./billing-calendar.server";
import { billingOwners } from "./billing-owners.server";
import { issueCreditNote } from "./credit-notes.server";
import { billingAccount, billingInvoice, billingSettings } from "./schema.server";
import { trialStillOpen, updateWorkspaceRow } from "./workspace-row.server";

// 'Résilier' and staff's 'Réactiver' (decision 0117), each in ONE transaction: the workspace's
// row locked first as the application, then its tenant scope for the account (status, the
// effective day kept as the period's end, deleteAfter = that day + the terms' retention), the
// unpaid invoices of later periods cancelled by credit note, the journal and the owners' e-mails
// (outbox); cancelled at once, the workspace becomes read-only in the same transaction (the
// billing day does it at the period's end otherwise, lifecycle-rules.server.ts).

interface Deps {
  db: Db;
  config: Env;
}

const PAID_STATES: readonly AccountRow["status"][] = ["active", "overdue", "suspended"];

type AccountFacts = Pick<AccountRow, "status" | "periodEnd"> | null;

/** The paid period's last day when the account is in one today, else null (a trial). */
export const paidUntil = (account: AccountFacts, today: string): string | null =>
  account?.periodEnd && PAID_STATES.includes(account.status) && account.periodEnd >= today
    ? account.periodEnd
    : null;

/** The day a cancellation asked `today` takes effect: the paid period's last day, or today. */
const effectiveDay = (account: AccountFacts, when: CancelWhen, today: string): string =>
  (when === "period_end" ? paidUntil(account, today) : null) ?? today;

/** The terms' retention (days after the effective day before the data is deleted). */
export async function retentionDays(tx: TenantTx): Promise<number> {
  const [row] = await tx
    .select({ days: billingSettings.retentionDays })
    .from(billingSettings)
    .where(eq(billingSettings.id, 1));
  return row?.days ?? 90;
}

/** Locks the workspace's row, then enters its scope; returns its name and plan (404 if gone). */
async function lockWorkspace(tx: TenantTx, id: string) {
  const [workspace] = await tx
    .select({ name: authOrganization.name, plan: authOrganization.plan })
    .from(authOrganization)
    .where(eq(authOrganization.id, id))
    .for("update");
  if (!workspace) throw new WorkspaceError(404, cancelTexts.errors.already);
  await enterTenant(tx, id);
  const [account] = await tx.select().from(billingAccount).for("update");
  return { workspace, account: account ?? null };
}

/** The workspace's row as the application, then back into its scope. */
async function setTrialEnd(tx: TenantTx, id: string, trialEndsAt: Date | null, now: Date) {
  await updateWorkspaceRow(tx, id, { trialEndsAt }, trialEndsAt ? trialStillOpen(now) : undefined);
}

/**
 * A reactivated trial ends when its owners' trial ends (one trial per person, decision 0085: the
 * person's end is kept on their account, which a cancellation never touches): writable again
 * until that day, still read-only when it is past.
 */
async function restoreTrialEnd(tx: TenantTx, id: string, now: Date) {
  // No owner's end known: the trial stays over rather than open without end.
  const ownersEnd = sql<Date>`coalesce((select max(${authUser.trialEndsAt}) from ${authUser}
    join ${authMember} on ${authMember.userId} = ${authUser.id}
    where ${authMember.organizationId} = ${id} and ${authMember.role} = 'owner'),
    ${now.toISOString()}::timestamptz)`;
  await updateWorkspaceRow(tx, id, { trialEndsAt: ownersEnd });
}

async function mailOwners(
  tx: TenantTx,
  deps: Deps,
  kind: string,
  subject: string,
  body: (name: string) => string,
) {
  const url = `${deps.config.siteUrl}${BILLING_PATH}`;
  const mails = (await billingOwners(tx)).map((owner) => ({
    mail: { kind, to: owner.email, subject, text: body(owner.name) },
    link: { label: `Billing ${kind}`, url },
  }));
  return queueMails(tx, deps.db, deps.config, mails);
}

export interface CancelInput {
  when: CancelWhen;
  reason: string;
}

/** Staff's posted cancellation: the reason (≤ 500 characters) and when; a French 400 otherwise. */
export function readCancel(form: FormData): CancelInput {
  const reason = textField(form, "reason").trim();
  const when = textField(form, "when");
  if (reason.length > 500) throw new WorkspaceError(400, cancelTexts.errors.reason);
  if (when !== "period_end" && when !== "now") {
    throw new WorkspaceError(400, cancelTexts.errors.when);
  }
  return { when, reason };
}

export async function cancelSubscription(
  deps: Deps,
  organizationId: string,
  actor: Actor,
  input: CancelInput,
  now: Date = new Date(),
) {
  const today = dayOf(now);
  let afterCommit = () => {};
  const result = await deps.db.transaction(async (tx) => {
    const { workspace, account } = await lockWorkspace(tx, organizationId);
    if (account?.status === "cancelled") throw new WorkspaceError(409, cancelTexts.errors.already);
    const effective = effectiveDay(account, input.when, today);
    const deleteAfter = addDays(effective, await retentionDays(tx));
    // Read-only at once unless the service runs on to the paid period's end.
    const immediate = input.when === "now" || !paidUntil(account, today);
    const values = {
      status: "cancelled" as const,
      cancelledAt: now,
      deleteAfter,
      // Cancelled now within a paid period: the service ends today.
      periodEnd:
        account?.periodEnd && account.periodEnd > effective ? effective : account?.periodEnd,
      version: sql`${billingAccount.version} + 1`,
      updatedAt: now,
    };
    if (account) await tx.update(billingAccount).set(values);
    else {
      const { version: _v, ...fresh } = values;
      await tx.insert(billingAccount).values({
        ...fresh,
        plan: workspace.plan,
        seats: await seatCount(tx),
        periodEnd: null,
      });
    }
    // Unpaid invoices of periods after the service ends (or never started) are credited.
    const neverPaid = !account || !PAID_STATES.includes(account.status);
    const unpaid = await tx
      .select({ id: billingInvoice.id, periodStart: billingInvoice.periodStart })
      .from(billingInvoice)
      .where(
        and(
          eq(billingInvoice.kind, "invoice"),
          inArray(billingInvoice.status, ["issued", "partially_paid"]),
        ),
      );
    for (const invoice of unpaid) {
      if (neverPaid || invoice.periodStart > effective) {
        await issueCreditNote(tx, actor, invoice.id, now);
      }
    }
    await moduleJournal(tx, actor, "billing.cancelled", workspace.name, {
      effet: formatDay(effective),
      suppression: formatDay(deleteAfter),
      ...(input.reason ? { motif: input.reason } : {}),
    });
    await moduleJournal(tx, actor, "billing.status_changed", workspace.name, {
      from: statusWords[account?.status ?? "trial"],
      to: statusWords.cancelled,
    });
    const exportUrl = `${deps.config.siteUrl}${WORKSPACE_EXPORT_PATH}`;
    afterCommit = await mailOwners(
      tx,
      deps,
      "billing_cancelled",
      cancelMails.cancelledSubject(workspace.name),
      (name) =>
        cancelMails.cancelledBody({
          name,
          workspace: workspace.name,
          effective: formatDay(effective),
          deleteOn: formatDay(deleteAfter),
          exportUrl,
          brand: deps.config.site.brandName,
        }),
    );
    if (immediate) await setTrialEnd(tx, organizationId, now, now);
    return { effective, deleteAfter };
  });
  afterCommit();
  return result;
}

/** Staff's 'Réactiver', before the data's deletion: the account resumes where it stood. */
export async function reactivateSubscription(
  deps: Deps,
  organizationId: string,
  actor: Actor,
  now: Date = new Date(),
) {
  const today = dayOf(now);
  let afterCommit = () => {};
  await deps.db.transaction(async (tx) => {
    const { workspace, account } = await lockWorkspace(tx, organizationId);
    if (account?.status !== "cancelled") {
      throw new WorkspaceError(409, cancelTexts.errors.notCancelled);
    }
    if (account.deleteAfter && account.deleteAfter < today) {
      throw new WorkspaceError(409, cancelTexts.errors.tooLate);
    }
    // Paid before: active again (a period over is renewed by the next billing day); else trial.
    const status = account.periodEnd ? ("active" as const) : ("trial" as const);
    await tx.update(billingAccount).set({
      status,
      cancelledAt: null,
      deleteAfter: null,
      version: sql`${billingAccount.version} + 1`,
      updatedAt: now,
    });
    await moduleJournal(tx, actor, "billing.reactivated", workspace.name);
    await moduleJournal(tx, actor, "billing.status_changed", workspace.name, {
      from: statusWords.cancelled,
      to: statusWords[status],
    });
    afterCommit = await mailOwners(
      tx,
      deps,
      "billing_reactivated",
      cancelMails.reactivatedSubject(workspace.name),
      (name) =>
        cancelMails.reactivatedBody({
          name,
          workspace: workspace.name,
          url: `${deps.config.siteUrl}${BILLING_PATH}`,
          brand: deps.config.site.brandName,
        }),
    );
    if (status === "active") await setTrialEnd(tx, organizationId, null, now);
    else await restoreTrialEnd(tx, organizationId, now);
  });
  afterCommit();
}
