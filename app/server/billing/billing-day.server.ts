import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PLATFORM_ACTOR } from "~/content/audit";
import { BILLING_PATH } from "~/content/billing";
import { formatDay } from "~/content/billing-documents";
import { reminderBody, reminderMails } from "~/content/billing-reminders";
import { statusWords } from "~/content/billing-staff-forms";
import { formatMoney } from "~/contracts/money";
import type { Db } from "~/server/db/client.server";
import { authMember, authOrganization } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { queueMails } from "~/server/mail/mail-outbox.server";
import { createBackgroundLoop } from "~/server/platform/background-loop.server";
import { deleteWorkspace } from "~/server/workspaces/delete-workspace.server";
import { enterTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { billingOwners } from "./billing-owners.server";
import { dayOf } from "./billing-calendar.server";
import { planDay, type DueReminder } from "./lifecycle-rules.server";
import { issueRenewal } from "./renewals.server";
import { billingAccount, billingInvoice, billingReminder, billingSettings } from "./schema.server";
import { trialStillOpen, updateWorkspaceRow } from "./workspace-row.server";
import { inBillingStaff } from "./staff-scope.server";

// The billing's day (decision 0116): every hour, for each workspace with an account or a trial
// ending within the week, in its own tenant transaction: the reminders due that were never sent
// (billing_reminder's unique key: once, however many passes or processes), the account's new
// status (overdue, suspended) journalled, the workspace read-only while suspended (data kept),
// all committed with their e-mails (outbox, decision 0076). A cancelled account past its
// retention has its workspace deleted. The next period's invoice is issued before the paid one
// ends (renewals.server.ts, decision 0117). Idempotent: a pass changes nothing a pass did already.

const HOUR_MS = 3_600_000;
const platform = { id: null, name: PLATFORM_ACTOR };

/** The workspaces the day may concern (read through staff's role). */
async function candidates(db: Db, now: Date): Promise<string[]> {
  const week = new Date(now.getTime() + 8 * 24 * HOUR_MS);
  return inBillingStaff(db, async (tx) => {
    const result = await tx.execute(sql`select o.id from auth_organization o
      left join billing_account a on a.organization_id = o.id
      where (a.status is not null and a.status <> 'trial')
        or (o.trial_ends_at > ${now.toISOString()}::timestamptz - interval '1 day'
          and o.trial_ends_at <= ${week.toISOString()}::timestamptz)
      order by o.id`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  });
}

/** Keeps the reminder; false when it was sent before (nothing to send). */
async function firstTime(tx: TenantTx, reminder: DueReminder): Promise<boolean> {
  const kept = await tx
    .insert(billingReminder)
    .values({ kind: reminder.kind, key: reminder.key })
    .onConflictDoNothing()
    .returning({ kind: billingReminder.kind });
  return kept.length > 0;
}

async function dayOfWorkspace(db: Db, config: Env, id: string, now: Date) {
  const today = dayOf(now);
  return db.transaction(async (tx) => {
    // The workspace's row as the application (the tenant role does not read it), then its scope.
    const [workspace] = await tx
      .select({ name: authOrganization.name, trialEndsAt: authOrganization.trialEndsAt })
      .from(authOrganization)
      .where(eq(authOrganization.id, id))
      .for("update");
    if (!workspace) return { afterCommit: () => {}, deleteData: false };
    await enterTenant(tx, id);
    const [account] = await tx.select().from(billingAccount).for("update");
    const [settings] = await tx.select().from(billingSettings);
    const unpaid = await tx
      .select()
      .from(billingInvoice)
      .where(
        and(
          eq(billingInvoice.kind, "invoice"),
          inArray(billingInvoice.status, ["issued", "partially_paid"]),
        ),
      )
      .orderBy(asc(billingInvoice.dueOn));
    const plan = planDay(
      {
        trialEndsAt: workspace.trialEndsAt,
        account: account
          ? {
              status: account.status,
              deleteAfter: account.deleteAfter,
              periodEnd: account.periodEnd,
            }
          : null,
        unpaid: unpaid.map((i) => ({
          id: i.id,
          number: i.number,
          dueOn: i.dueOn,
          restCents: i.totalCents - i.paidCents,
        })),
        suspendAfterDays: settings?.suspendAfterDays ?? 15,
        // The renewal is issued the payment terms before its period (decision 0117).
        renewalLeadDays: settings?.paymentTermsDays ?? 15,
      },
      today,
    );
    if (account && plan.status) {
      await tx
        .update(billingAccount)
        .set({
          status: plan.status,
          suspendedAt: plan.status === "suspended" ? now : account.suspendedAt,
          version: sql`${billingAccount.version} + 1`,
          updatedAt: now,
        })
        .where(eq(billingAccount.organizationId, id));
      await moduleJournal(tx, platform, "billing.status_changed", workspace.name, {
        from: statusWords[account.status],
        to: statusWords[plan.status],
      });
    }
    const owners = await billingOwners(tx);
    const url = `${config.siteUrl}${BILLING_PATH}`;
    const mails = [];
    for (const reminder of plan.reminders) {
      if (!(await firstTime(tx, reminder))) continue;
      for (const owner of owners) {
        const facts = {
          name: owner.name,
          workspace: workspace.name,
          day: formatDay(reminder.day),
          invoice: reminder.invoice?.number ?? null,
          amount: reminder.invoice ? formatMoney(reminder.invoice.restCents, "EUR") : null,
          url,
          brand: config.site.brandName,
        };
        mails.push({
          mail: {
            kind: `billing_${reminder.kind}`,
            to: owner.email,
            subject: reminderMails[reminder.kind].subject(facts),
            text: reminderBody(reminder.kind, facts),
          },
          link: { label: `Billing reminder ${reminder.kind}`, url },
        });
      }
    }
    const reminded = await queueMails(tx, db, config, mails);
    const renewed = plan.renewal
      ? await issueRenewal(tx, { db, config }, plan.renewal, now)
      : () => {};
    const afterCommit = () => {
      reminded();
      renewed();
    };
    if (plan.readOnly) {
      // Out of the tenant role (as the payment does, decision 0115): the workspace's row.
      await updateWorkspaceRow(tx, id, { trialEndsAt: now }, trialStillOpen(now));
    }
    return { afterCommit, deleteData: plan.deleteData };
  });
}

/** A cancelled workspace past its retention: deleted as its owner would (decision 0073). */
async function deleteCancelled(db: Db, id: string) {
  const [owner] = await db
    .select({ userId: authMember.userId })
    .from(authMember)
    .where(and(eq(authMember.organizationId, id), eq(authMember.role, "owner")));
  if (owner) await deleteWorkspace(db, id, owner.userId);
}

/** One pass of the day over every workspace it may concern; returns how many failed. */
export async function runBillingDay(db: Db, config: Env, now: Date = new Date()) {
  let failed = 0;
  for (const id of await candidates(db, now)) {
    try {
      const { afterCommit, deleteData } = await dayOfWorkspace(db, config, id, now);
      afterCommit();
      if (deleteData) await deleteCancelled(db, id);
    } catch (error) {
      failed++;
      console.error(
        `Billing day: workspace ${id}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return { failed };
}

const loop = createBackgroundLoop("Billing day");

/** Starts the hourly pass (the module's manifest, at the server's start). */
export function startBillingDay(db: Db, config: Env) {
  return loop.start(() => runBillingDay(db, config), HOUR_MS);
}
