import { simpleParser } from "mailparser";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authOrganization, mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { type Env } from "~/server/env.server";
import { type SmtpSink } from "~/server/mail/test-smtp.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { runBillingDay } from "./billing-day.server";
import { enterRate } from "./billing-test-data.server";
import { recordPayment } from "./payments.server";
import { unitCentsOf } from "./pricing.server";
import {
  billingAccount,
  billingInvoice,
  billingPayment,
  billingPendingLine,
} from "./schema.server";
import { billingMail, insertAccount } from "./staff-test-fixtures.server";

// vitest-isolate: its e-mails go to its own SMTP sink (billingMail), sent by the process's one
// mail outbox, which must not serve another file's database meanwhile (decision 0091).
// The renewal's invoice end to end on the database (decision 0117, both engines): issued the
// payment terms before the paid period ends, once however many passes (in parallel too), the
// day's rate awaited (staff told once a day), the waiting seat lines taken, 'Facture émise'
// queued; unpaid, the account goes overdue then suspended; paid late, the period runs on from
// the old one's end. A credit covering the invoice settles it (a 'credit' payment, a receipt).

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
/** The messages the SMTP sink received, raw. */
const sent: string[] = [];

beforeAll(async () => {
  t = await openTestDb();
  ({ smtp, config } = await billingMail("renouvellement@exemple.gn", (raw) => void sent.push(raw)));
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  smtp.close();
  await t.cleanup();
});

const at = (day: string) => new Date(`${day}T06:00:00Z`);
/** The text of the messages the sink received for `to`, waiting a little for one. */
async function sentText(to: string): Promise<string> {
  for (let i = 0; i < 100 && !sent.some((raw) => raw.includes(to)); i++)
    await new Promise((r) => setTimeout(r, 50));
  const mails = await Promise.all(sent.map((raw) => simpleParser(raw)));
  return mails
    .filter((mail) => JSON.stringify(mail.to).includes(to))
    .map((mail) => mail.text ?? "")
    .join("\n");
}
const mailsTo = (email: string, kind: string) =>
  t.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.kind, kind)));
const accountOf = async (org: string) =>
  (await inTenant(t.db, org, (tx) => tx.select().from(billingAccount)))[0]!;
const invoicesOf = (org: string) =>
  inTenant(t.db, org, (tx) =>
    tx.select().from(billingInvoice).where(eq(billingInvoice.kind, "invoice")),
  );

async function paidUntil(name: string, periodEnd: string, creditCents = 0) {
  const owner = await addOwner(t.db, name);
  const org = owner.organizationId;
  await t.db
    .update(authOrganization)
    .set({ trialEndsAt: null })
    .where(eq(authOrganization.id, org));
  await insertAccount(t.db, org, {
    status: "active",
    seats: 1,
    periodStart: `${periodEnd.slice(0, 8)}01`,
    periodEnd,
    creditCents,
  });
  return { owner, org };
}

describe("the renewal's invoice", { timeout: 120_000 }, () => {
  it("is issued once before the period ends, then the unpaid account is overdue, suspended", async () => {
    const { owner, org } = await paidUntil("Kadiatou Sow", "2031-01-31");
    await inTenant(t.db, org, (tx) =>
      tx.insert(billingPendingLine).values({
        description: "1\u00a0utilisateur ajouté (prorata)",
        quantity: 1,
        unitCents: 500,
        amountCents: 500,
      }),
    );
    await runBillingDay(t.db, config, at("2031-01-16"));
    expect(await invoicesOf(org)).toHaveLength(0);
    // No rate that day: staff told once, and the next pass tries again.
    await runBillingDay(t.db, config, at("2031-01-17"));
    await runBillingDay(t.db, config, at("2031-01-17"));
    expect(await invoicesOf(org)).toHaveLength(0);
    const noRate = await t.db
      .select({ body: mailOutbox.body })
      .from(mailOutbox)
      // The recipient of this file's config only: on PostgreSQL, other files' billing days share
      // the database and tell their own staff.
      .where(
        and(
          eq(mailOutbox.kind, "billing_no_rate"),
          eq(mailOutbox.recipient, "renouvellement@exemple.gn"),
        ),
      );
    expect(noRate).toHaveLength(1);
    // The outbox forgets a body once it is sent, which may be before this read: then the text
    // is the sink's.
    expect(noRate[0]!.body || (await sentText("renouvellement@exemple.gn"))).toContain(
      "renouvellement au 1er février 2031",
    );
    const rateE4 = await enterRate(t.db, "2031-01-18", 95_000_000);
    await Promise.all([
      runBillingDay(t.db, config, at("2031-01-18")),
      runBillingDay(t.db, config, at("2031-01-18")),
    ]);
    await runBillingDay(t.db, config, at("2031-01-19"));
    const [renewal, ...others] = await invoicesOf(org);
    expect(others).toHaveLength(0);
    expect(renewal).toMatchObject({
      plan: "standard",
      cycle: "monthly",
      seats: 1,
      issuedOn: "2031-01-18",
      dueOn: "2031-02-02",
      periodStart: "2031-02-01",
      periodEnd: "2031-02-28",
      rateE4,
      status: "issued",
    });
    expect(renewal!.lines.map((l) => l.amountCents)).toEqual([
      unitCentsOf("standard", "monthly"),
      500,
    ]);
    expect(await mailsTo(owner.email, "billing_invoice")).toHaveLength(1);
    expect(await accountOf(org)).toMatchObject({ status: "active", periodEnd: "2031-01-31" });

    await runBillingDay(t.db, config, at("2031-02-03"));
    expect((await accountOf(org)).status).toBe("overdue");
    await runBillingDay(t.db, config, at("2031-02-17"));
    expect((await accountOf(org)).status).toBe("suspended");
    await recordPayment(
      t.db,
      config,
      {
        organizationId: org,
        invoiceId: renewal!.id,
        method: "orange_money",
        reference: "OM-2031-02",
        currency: "EUR",
        amountMinor: renewal!.totalCents,
        receivedOn: "2031-02-20",
        scan: null,
      },
      { id: null, name: "Équipe facturation" },
    );
    // From the old period's end, not from the payment's day.
    expect(await accountOf(org)).toMatchObject({ status: "active", periodEnd: "2031-02-28" });
  });

  it("is settled by the account's credit when it covers it, with a receipt", async () => {
    const { owner, org } = await paidUntil("Ibrahima Bah", "2031-05-31", 100_000);
    await enterRate(t.db, "2031-05-20", 95_000_000);
    await runBillingDay(t.db, config, at("2031-05-20"));
    const [renewal] = await invoicesOf(org);
    expect(renewal).toMatchObject({ status: "paid", paidCents: renewal!.totalCents });
    const payments = await inTenant(t.db, org, (tx) => tx.select().from(billingPayment));
    expect(payments).toMatchObject([{ method: "credit", amountCents: renewal!.totalCents }]);
    expect(await accountOf(org)).toMatchObject({
      status: "active",
      periodEnd: "2031-06-30",
      creditCents: 100_000 - renewal!.totalCents,
    });
    expect(await mailsTo(owner.email, "billing_receipt")).toHaveLength(1);
    const journal = await inTenant(t.db, org, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "billing.payment_recorded")),
    );
    expect(journal).toHaveLength(1);
  });

  it("takes a credit smaller than the invoice off it, the rest to pay", async () => {
    const { org } = await paidUntil("Mariama Diallo", "2031-08-31", 1_000);
    await enterRate(t.db, "2031-08-25", 95_000_000);
    await runBillingDay(t.db, config, at("2031-08-25"));
    const [renewal] = await invoicesOf(org);
    expect(renewal).toMatchObject({ status: "partially_paid", paidCents: 1_000 });
    expect((await accountOf(org)).creditCents).toBe(0);
  });
});
