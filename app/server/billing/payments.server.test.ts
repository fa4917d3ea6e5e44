import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centsToGnf } from "~/contracts/money";
import { mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { type Env } from "~/server/env.server";
import { type SmtpSink } from "~/server/mail/test-smtp.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addOwner, endTrial } from "~/server/workspaces/workspace-test-data.server";
import { recordPayment, type PaymentInput } from "./payments.server";
import { billingAccount, billingInvoice, billingPayment } from "./schema.server";
import { listCustomers } from "./staff-customers.server";
import {
  billingMail,
  insertAccount,
  insertInvoice,
  workspaceRow,
} from "./staff-test-fixtures.server";

// vitest-isolate: its e-mails go to its own SMTP sink (billingMail), sent by the process's one
// mail outbox, which must not serve another file's database meanwhile (decision 0091).
// Recording a payment (decision 0115), on both engines: a partial payment keeps the invoice open,
// the rest settles it, the period starts and the workspace leaves its read-only trial; an
// overpayment goes to the account's credit; a GNF payment counts at the invoice's rate; a settled
// invoice or another workspace's refuses; the receipt e-mail and the journal are written with it.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
const received: string[] = [];
const staff = { id: null, name: "Équipe facturation" };

beforeAll(async () => {
  t = await openTestDb();
  ({ smtp, config } = await billingMail("equipe@exemple.gn", (raw) => void received.push(raw)));
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  smtp.close();
  await t.cleanup();
});

const pay = (organizationId: string, invoiceId: string, over: Partial<PaymentInput> = {}) =>
  recordPayment(
    t.db,
    config,
    {
      organizationId,
      invoiceId,
      method: "orange_money",
      reference: "OM-123456",
      currency: "EUR",
      amountMinor: 10_000,
      receivedOn: "2026-11-10",
      scan: null,
      ...over,
    },
    staff,
  );

const invoiceOf = (org: string, id: string) =>
  inTenant(
    t.db,
    org,
    async (tx) => (await tx.select().from(billingInvoice).where(eq(billingInvoice.id, id)))[0]!,
  );
const accountOf = (org: string) =>
  inTenant(t.db, org, async (tx) => (await tx.select().from(billingAccount))[0]);

async function rejection(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    return error as { status?: number; message: string };
  }
  throw new Error("expected a refusal");
}

describe("recording a payment", { timeout: 60_000 }, () => {
  it("keeps a partial payment open, then settles, activates and lifts the read-only trial", async () => {
    const owner = await addOwner(t.db, "Aïssatou Diallo");
    await endTrial(t.db, owner.organizationId);
    await insertAccount(t.db, owner.organizationId, { status: "pending_payment" });
    const invoice = await insertInvoice(t.db, owner.organizationId); // 354,00 €
    const first = await pay(owner.organizationId, invoice.id, { amountMinor: 15_000 });
    expect(first.invoiceStatus).toBe("partially_paid");
    expect(first.receiptNumber).toMatch(/^REC-2026-\d{6}$/);
    expect((await invoiceOf(owner.organizationId, invoice.id)).paidCents).toBe(15_000);
    expect((await accountOf(owner.organizationId))?.status).toBe("pending_payment");
    expect((await workspaceRow(t.db, owner.organizationId)).trialEndsAt).not.toBeNull();

    const second = await pay(owner.organizationId, invoice.id, {
      amountMinor: 20_400,
      method: "cash",
      reference: "CARNET-42",
    });
    expect(second.invoiceStatus).toBe("paid");
    expect(second.overCents).toBe(0);
    expect(second.receiptNumber).not.toBe(first.receiptNumber);
    const account = await accountOf(owner.organizationId);
    expect(account).toMatchObject({
      status: "active",
      periodStart: "2026-11-02",
      periodEnd: "2026-12-01",
      seats: 3,
    });
    expect(await workspaceRow(t.db, owner.organizationId)).toEqual({
      plan: "standard",
      trialEndsAt: null,
    });
    const entries = await inTenant(t.db, owner.organizationId, (tx) =>
      tx.select({ action: auditLog.action, details: auditLog.details }).from(auditLog),
    );
    expect(entries.filter((e) => e.action === "billing.payment_recorded")).toHaveLength(2);
    expect(entries.some((e) => e.action === "billing.status_changed")).toBe(true);
    const mails = await t.db
      .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, owner.email));
    expect(mails.filter((m) => m.kind === "billing_receipt").map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(second.receiptNumber)]),
    );
    // The receipt leaves through the outbox (to the SMTP sink) with its PDF attached; its stored
    // attachment is deleted once sent, so the sent message is what is checked.
    await expect
      .poll(() => received.find((raw) => raw.includes(second.receiptNumber)) ?? "", {
        timeout: 30_000,
      })
      .toMatch(
        new RegExp(
          `recu-${second.receiptNumber}\\.pdf[\\s\\S]*application/pdf|application/pdf[\\s\\S]*recu-${second.receiptNumber}\\.pdf`,
        ),
      );
    const view = await listCustomers(t.db, { filter: "active", q: owner.email });
    expect(view.rows).toHaveLength(1);
    expect(view.rows[0]).toMatchObject({
      owner: { name: "Aïssatou Diallo", email: owner.email },
      members: 1,
      paidSeats: 3,
      status: "active",
      amountDue: null,
      lastPayment: { on: "2026-11-10" },
    });
  });

  it("puts an overpayment on the account's credit", async () => {
    const owner = await addOwner(t.db, "Mamadou Barry");
    await insertAccount(t.db, owner.organizationId, { status: "pending_payment" });
    const invoice = await insertInvoice(t.db, owner.organizationId);
    const paid = await pay(owner.organizationId, invoice.id, { amountMinor: 40_000 });
    expect(paid).toMatchObject({ invoiceStatus: "paid", overCents: 4_600 });
    expect((await accountOf(owner.organizationId))?.creditCents).toBe(4_600);
  });

  it("counts a payment in francs at the invoice's rate: its GNF total settles it", async () => {
    const owner = await addOwner(t.db, "Fatoumata Camara");
    await insertAccount(t.db, owner.organizationId, { status: "pending_payment" });
    const invoice = await insertInvoice(t.db, owner.organizationId, { subtotalCents: 29_999 });
    const gnf = centsToGnf(invoice.totalCents, invoice.rateE4);
    expect(gnf).toBe(invoice.totalGnf);
    const paid = await pay(owner.organizationId, invoice.id, { currency: "GNF", amountMinor: gnf });
    expect(paid).toMatchObject({ invoiceStatus: "paid", overCents: 0 });
    const [payment] = await inTenant(t.db, owner.organizationId, (tx) =>
      tx.select().from(billingPayment),
    );
    expect(payment).toMatchObject({
      currency: "GNF",
      amountMinor: gnf,
      amountCents: invoice.totalCents,
    });
  });

  it("refuses a settled invoice (409) and another workspace's (404), nothing written", async () => {
    const owner = await addOwner(t.db, "Ousmane Sow");
    const other = await addOwner(t.db, "Mariama Sylla");
    await insertAccount(t.db, owner.organizationId, { status: "pending_payment" });
    const invoice = await insertInvoice(t.db, owner.organizationId);
    await pay(owner.organizationId, invoice.id, { amountMinor: invoice.totalCents });
    expect((await rejection(pay(owner.organizationId, invoice.id))).status).toBe(409);
    expect((await rejection(pay(other.organizationId, invoice.id))).status).toBe(404);
    const payments = await inTenant(t.db, owner.organizationId, (tx) =>
      tx.select().from(billingPayment),
    );
    expect(payments).toHaveLength(1);
  });
});
