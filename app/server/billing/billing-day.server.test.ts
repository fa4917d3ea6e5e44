import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authOrganization, mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { type Env } from "~/server/env.server";
import { type SmtpSink } from "~/server/mail/test-smtp.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { isReadOnly } from "~/server/workspaces/active.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { runBillingDay } from "./billing-day.server";
import { recordPayment } from "./payments.server";
import { billingAccount } from "./schema.server";
import {
  billingMail,
  insertAccount,
  insertInvoice,
  workspaceRow,
} from "./staff-test-fixtures.server";

// vitest-isolate: its e-mails go to its own SMTP sink (billingMail), sent by the process's one
// mail outbox, which must not serve another file's database meanwhile (decision 0091).
// The billing's day on a database of its own (both engines; it passes over every workspace):
// each reminder once however many passes, active → overdue → suspended (read-only, data kept)
// journalled, a payment lifting the suspension, a cancelled workspace deleted after retention.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;

beforeAll(async () => {
  t = await openTestDb();
  ({ smtp, config } = await billingMail());
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  smtp.close();
  await t.cleanup();
});

const at = (day: string) => new Date(`${day}T06:00:00Z`);
const mailsTo = (email: string, kind: string) =>
  t.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.kind, kind)));
const statusOf = async (org: string) =>
  (await inTenant(t.db, org, (tx) => tx.select().from(billingAccount)))[0]?.status;

describe("the billing's day", { timeout: 90_000 }, () => {
  it("reminds a trial once, however many passes", async () => {
    const owner = await addOwner(t.db, "Aïssatou Diallo");
    await t.db
      .update(authOrganization)
      .set({ trialEndsAt: new Date("2030-01-10T09:00:00Z") })
      .where(eq(authOrganization.id, owner.organizationId));
    await runBillingDay(t.db, config, at("2030-01-03"));
    await runBillingDay(t.db, config, at("2030-01-03"));
    await runBillingDay(t.db, config, at("2030-01-05"));
    expect(await mailsTo(owner.email, "billing_trial_7")).toHaveLength(1);
    await runBillingDay(t.db, config, at("2030-01-09"));
    await runBillingDay(t.db, config, at("2030-01-10"));
    expect(await mailsTo(owner.email, "billing_trial_1")).toHaveLength(1);
  });

  it("moves an unpaid account to overdue then suspended (read-only), and a payment back", async () => {
    const owner = await addOwner(t.db, "Mamadou Barry");
    const org = owner.organizationId;
    await t.db
      .update(authOrganization)
      .set({ trialEndsAt: null })
      .where(eq(authOrganization.id, org));
    await insertAccount(t.db, org, {
      status: "active",
      periodStart: "2030-02-01",
      periodEnd: "2030-02-28",
    });
    const invoice = await insertInvoice(t.db, org, {
      issuedOn: "2030-02-20",
      dueOn: "2030-03-01",
      periodStart: "2030-03-01",
      periodEnd: "2030-03-31",
    });
    await runBillingDay(t.db, config, at("2030-02-26"));
    await runBillingDay(t.db, config, at("2030-02-27"));
    expect(await mailsTo(owner.email, "billing_due_soon")).toHaveLength(1);
    expect(await statusOf(org)).toBe("active");
    await runBillingDay(t.db, config, at("2030-03-02"));
    await runBillingDay(t.db, config, at("2030-03-03"));
    expect(await statusOf(org)).toBe("overdue");
    expect(await mailsTo(owner.email, "billing_overdue")).toHaveLength(1);
    expect((await workspaceRow(t.db, org)).trialEndsAt).toBeNull();
    await runBillingDay(t.db, config, at("2030-03-16"));
    expect(await statusOf(org)).toBe("suspended");
    const suspended = await workspaceRow(t.db, org);
    expect(isReadOnly(suspended.trialEndsAt, at("2030-03-16").getTime() + 1)).toBe(true);
    await runBillingDay(t.db, config, at("2030-03-17"));
    expect(await mailsTo(owner.email, "billing_suspended")).toHaveLength(1);
    const changes = await inTenant(t.db, org, (tx) =>
      tx
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.action, "billing.status_changed")),
    );
    expect(changes).toHaveLength(2);
    expect(changes.map((c) => c.details)).toEqual(
      expect.arrayContaining([
        { from: "actif", to: "en retard" },
        { from: "en retard", to: "suspendu" },
      ]),
    );

    await recordPayment(
      t.db,
      config,
      {
        organizationId: org,
        invoiceId: invoice.id,
        method: "bank_transfer",
        reference: "VIR-2030-03",
        currency: "EUR",
        amountMinor: invoice.totalCents,
        receivedOn: "2030-03-18",
        scan: null,
      },
      { id: null, name: "Équipe facturation" },
    );
    expect(await statusOf(org)).toBe("active");
    expect((await workspaceRow(t.db, org)).trialEndsAt).toBeNull();
    await runBillingDay(t.db, config, at("2030-03-19"));
    expect(await statusOf(org)).toBe("active");
  });

  it("deletes a cancelled workspace's data after its retention day, not before", async () => {
    const owner = await addOwner(t.db, "Fatoumata Camara");
    const org = owner.organizationId;
    await insertAccount(t.db, org, { status: "cancelled", deleteAfter: "2030-06-01" });
    await runBillingDay(t.db, config, at("2030-06-01"));
    expect(
      await t.db.select().from(authOrganization).where(eq(authOrganization.id, org)),
    ).toHaveLength(1);
    await runBillingDay(t.db, config, at("2030-06-02"));
    expect(
      await t.db.select().from(authOrganization).where(eq(authOrganization.id, org)),
    ).toHaveLength(0);
  });
});
