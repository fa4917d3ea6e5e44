import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv } from "~/server/env.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { readWorkspaceExport } from "~/server/workspaces/workspace-test-fixtures.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { creditInvoice } from "./credit-notes.server";
import { recordPayment } from "./payments.server";
import { insertAccount, insertInvoice } from "./staff-test-fixtures.server";

// The billing in the owner's workspace export (decision 0118), on both engines: the account, the
// invoices, the credit notes (with the invoice they credit and their reason) and the payments,
// amounts in minor units and as shown; another workspace's billing never in it; batches of one
// row still give every row once.

let t: Awaited<ReturnType<typeof openTestDb>>;
const config = parseEnv({ SITE_URL: "http://127.0.0.1:4999" });
const NOW = new Date("2026-11-20T10:00:00Z");
const staff = { id: null, name: "Équipe facturation" };

beforeAll(async () => {
  t = await openTestDb();
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  await t.cleanup();
});

const plain = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value).replace(/[\u00a0\u202f]/g, " "));

describe("billing in the workspace export", () => {
  it("exports the workspace's invoices, credit notes and payments, and nobody else's", async () => {
    const owner = await addOwner(t.db, "Mariama Sylla");
    const org = owner.organizationId;
    await insertAccount(t.db, org, { status: "pending_payment" });
    const first = await insertInvoice(t.db, org);
    const second = await insertInvoice(t.db, org, { issuedOn: "2026-11-05" });
    await recordPayment(
      t.db,
      config,
      {
        organizationId: org,
        invoiceId: first.id,
        method: "mtn_momo",
        reference: "MOMO-77",
        currency: "GNF",
        amountMinor: 1_000_000,
        receivedOn: "2026-11-10",
        scan: null,
      },
      staff,
    );
    await inTenant(t.db, org, (tx) =>
      creditInvoice(
        tx,
        { id: "staff", name: "Équipe", email: "staff@exemple.gn" },
        second.id,
        { scope: { kind: "amount", currency: "EUR", amountMinor: 5_900 }, reason: "Panne" },
        NOW,
      ),
    );
    const other = await addOwner(t.db, "Autre client");
    await insertAccount(t.db, other.organizationId, { status: "pending_payment" });
    const foreign = await insertInvoice(t.db, other.organizationId);

    const file = await readWorkspaceExport(t.db, org, NOW, 1);
    const billing = plain(file.billing) as {
      account: unknown;
      invoices: { number: string }[];
      creditNotes: unknown[];
      payments: unknown[];
    };
    expect(billing.account).toMatchObject({ status: "pending_payment", seats: 3 });
    expect(billing.invoices).toHaveLength(2);
    expect(billing.invoices.map((i) => i.number).sort()).toEqual(
      [first.number, second.number].sort(),
    );
    expect(JSON.stringify(billing)).not.toContain(foreign.number);
    const invoice = billing.invoices.find((i) => i.number === first.number);
    expect(invoice).toMatchObject({
      status: "partially_paid",
      total: { minor: 35_400, currency: "EUR", formatted: "354,00 €" },
      totalGnf: { minor: 3_327_600, currency: "GNF", formatted: "3 327 600 GNF" },
      paid: { minor: 10_638, currency: "EUR" },
      lines: [{ quantity: 3, amount: { minor: 30_000 } }],
    });
    expect(billing.creditNotes).toEqual([
      expect.objectContaining({
        creditsInvoice: second.number,
        reason: "Panne",
        total: { minor: 5_900, currency: "EUR", formatted: "59,00 €" },
      }),
    ]);
    expect(billing.payments).toEqual([
      expect.objectContaining({
        invoice: first.number,
        method: "mtn_momo",
        reference: "MOMO-77",
        amount: { minor: 1_000_000, currency: "GNF", formatted: "1 000 000 GNF" },
        amountEur: { minor: 10_638, currency: "EUR", formatted: "106,38 €" },
        receivedOn: "2026-11-10",
        hasScan: false,
      }),
    ]);
  });
});
