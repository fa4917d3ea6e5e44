import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summaryTexts } from "~/content/billing-staff-exports";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv } from "~/server/env.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { get } from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import { recordPayment } from "./payments.server";
import { billingExportLoader, billingSummaryLoader } from "./staff-export-routes.server";
import { centsCell } from "./staff-exports.server";
import { addStaff, insertAccount, insertInvoice } from "./staff-test-fixtures.server";

// The accountant's exports (both engines): a month's invoices and payments as CSV, amounts from
// integers, a wrong month refused in French; the month's summary adds them up.

let t: Awaited<ReturnType<typeof openTestDb>>;
const requests = tenantRequests(() => t.db, { get });
const config = parseEnv({ SITE_URL: "http://127.0.0.1:4999" });
let invoiceNumber = "";
let receipt = "";

beforeAll(async () => {
  t = await openTestDb();
  const staff = await addStaff(t.db);
  requests.as(staff);
  const owner = await addOwner(t.db, "Ousmane Sow");
  await insertAccount(t.db, owner.organizationId, { status: "pending_payment" });
  const invoice = await insertInvoice(t.db, owner.organizationId, {
    issuedOn: "2031-04-03",
    dueOn: "2031-04-18",
  });
  invoiceNumber = invoice.number;
  const paid = await recordPayment(
    t.db,
    config,
    {
      organizationId: owner.organizationId,
      invoiceId: invoice.id,
      method: "orange_money",
      reference: "=HYPERLINK(1)",
      currency: "GNF",
      amountMinor: 1_000_000,
      receivedOn: "2031-04-05",
      scan: null,
    },
    { id: staff.id, name: staff.name },
  );
  receipt = paid.receiptNumber;
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  await t.cleanup();
});

describe("the accountant's exports", { timeout: 60_000 }, () => {
  it("writes cents from integers", () => {
    expect([centsCell(35_400), centsCell(5), centsCell(-1_250), centsCell(0)]).toEqual([
      "354,00",
      "0,05",
      "-12,50",
      "0,00",
    ]);
  });

  it("exports the month's invoices and payments as CSV, formulas neutralised", async () => {
    const invoices = (await billingExportLoader(
      requests.get("/dashboard/facturation/export/factures?mois=2031-04"),
      "factures",
    )) as Response;
    expect(invoices.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const csv = await invoices.text();
    expect(csv).toContain(invoiceNumber);
    expect(csv).toContain('"300,00";"54,00";"354,00";"9400";"3327600"');
    const payments = await (
      (await billingExportLoader(
        requests.get("/dashboard/facturation/export/paiements?mois=2031-04"),
        "paiements",
      )) as Response
    ).text();
    expect(payments).toContain(receipt);
    expect(payments).toContain(`"'=HYPERLINK(1)"`);
    expect(payments).toContain('"1000000";"GNF";"106,38"');
    const empty = await (
      (await billingExportLoader(
        requests.get("/dashboard/facturation/export/paiements?mois=2031-05"),
        "paiements",
      )) as Response
    ).text();
    expect(empty).not.toContain(receipt);
  });

  it("refuses a wrong month or kind in French", async () => {
    const bad = await billingExportLoader(
      requests.get("/dashboard/facturation/export/factures?mois=2031-13"),
      "factures",
    ).catch((e: Response) => e);
    expect((bad as Response).status).toBe(400);
    expect(await (bad as Response).text()).toBe(summaryTexts.badMonth);
    const unknown = await billingExportLoader(
      requests.get("/dashboard/facturation/export/devis?mois=2031-04"),
      "devis",
    ).catch((e: Response) => e);
    expect((unknown as Response).status).toBe(404);
  });

  it("sums the month up", async () => {
    const { view } = (
      await billingSummaryLoader(requests.get("/dashboard/facturation/synthese?mois=2031-04"))
    ).data;
    expect(view).toMatchObject({
      label: "avril 2031",
      invoices: {
        count: 1,
        subtotal: "300,00\u00a0€",
        vat: "54,00\u00a0€",
        total: "354,00\u00a0€",
      },
      payments: { count: 1, eur: "106,38\u00a0€" },
      outstanding: "247,62\u00a0€",
    });
    expect(view.payments.byMethod).toEqual([
      {
        method: "orange_money",
        count: 1,
        eur: "106,38\u00a0€",
        received: "1\u202f000\u202f000\u00a0GNF",
      },
    ]);
  });
});
