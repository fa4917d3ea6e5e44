import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentTexts, ratesTexts } from "~/content/billing-staff-forms";
import type { Viewer } from "~/server/auth/viewer.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv } from "~/server/env.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { answer, get, post, rejection } from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addOwner } from "~/server/workspaces/workspace-test-data.server";
import {
  billingCustomerAction,
  billingCustomerLoader,
  billingCustomersLoader,
  billingRatesAction,
  billingRatesLoader,
  billingScanLoader,
  billingSettingsAction,
  billingSettingsLoader,
} from "./staff-routes.server";
import { addStaff, insertAccount, insertInvoice } from "./staff-test-fixtures.server";

// Staff's billing pages as staff use them (both engines): the list and a customer's page, a
// payment posted with its receipt scan, a wrong field keeping the input, another workspace's
// invoice a 404; the day's rate and the settings (a stale form: 409, nothing saved).

let t: Awaited<ReturnType<typeof openTestDb>>;
const requests = tenantRequests(() => t.db, { get, post });
const config = parseEnv({ SITE_URL: "http://127.0.0.1:4999" });
const NOW = new Date("2026-11-20T10:00:00Z");
let staff: Viewer;

beforeAll(async () => {
  t = await openTestDb();
  staff = await addStaff(t.db);
  requests.as(staff);
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  await t.cleanup();
});

/** A multipart POST (the payment form, with its scan). */
function multipart(path: string, fields: Record<string, string>, file?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("scan", file);
  return requests.serve(
    new Request(`http://localhost:3000${path}`, { method: "POST", body: form }),
  );
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe("staff's billing pages", { timeout: 60_000 }, () => {
  it("lists a customer, records a payment with its scan and shows it on the customer's page", async () => {
    const owner = await addOwner(t.db, "Kadiatou Bah");
    await insertAccount(t.db, owner.organizationId, { status: "pending_payment" });
    const invoice = await insertInvoice(t.db, owner.organizationId);
    const list = await billingCustomersLoader(
      requests.get(`/dashboard/facturation?statut=en-attente&q=${owner.email}`),
      NOW,
    );
    expect(list.data.view.rows.map((r) => r.id)).toEqual([owner.organizationId]);
    expect(list.data.view.rows[0]).toMatchObject({
      status: "pending_payment",
      nextInvoice: { number: invoice.number, dueOn: "2026-11-17" },
      amountDue: "354,00\u00a0€",
    });

    const path = `/dashboard/facturation/clients/${owner.organizationId}`;
    const fields = {
      intent: "payment",
      invoice: invoice.id,
      method: "mtn_momo",
      reference: "MOMO-778899",
      amount: "3 327 600",
      currency: "GNF",
      receivedOn: "2026-11-19",
    };
    const bad = answer(
      await billingCustomerAction(
        multipart(path, { ...fields, amount: "12,5" }),
        owner.organizationId,
        config,
        NOW,
      ),
    );
    expect(bad).toMatchObject({ status: 400, fieldErrors: { amount: paymentTexts.errors.amount } });
    expect(bad.values?.reference).toBe("MOMO-778899");
    const done = answer(
      await billingCustomerAction(
        multipart(path, fields, new File([PNG], "recu.png", { type: "image/png" })),
        owner.organizationId,
        config,
        NOW,
      ),
    );
    expect(done).toMatchObject({ status: 200, ok: true });
    const page = await billingCustomerLoader(requests.get(path), owner.organizationId, NOW);
    expect(page.data.view).toMatchObject({ status: "active", until: "2026-12-01" });
    expect(page.data.view.invoices[0]).toMatchObject({ status: "paid", open: false });
    const [payment] = page.data.view.payments;
    expect(payment).toMatchObject({ method: "mtn_momo", hasScan: true, recordedBy: staff.name });
    const file = (await billingScanLoader(
      requests.get(`${path}/paiements/${payment!.id}/justificatif`),
      owner.organizationId,
      payment!.id,
    )) as Response;
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
  });

  it("answers 404 for an unknown customer and for another customer's invoice", async () => {
    const a = await addOwner(t.db, "Ibrahima Sow");
    const b = await addOwner(t.db, "Mariama Sylla");
    const invoice = await insertInvoice(t.db, b.organizationId);
    const missing = await rejection(
      billingCustomerLoader(requests.get("/dashboard/facturation/clients/nope"), "nope", NOW),
    );
    expect(missing).toMatchObject({ init: { status: 404 } });
    const path = `/dashboard/facturation/clients/${a.organizationId}`;
    const refused = answer(
      await billingCustomerAction(
        multipart(path, {
          intent: "payment",
          invoice: invoice.id,
          method: "cash",
          reference: "R-1",
          amount: "10",
          currency: "EUR",
          receivedOn: "2026-11-19",
        }),
        a.organizationId,
        config,
        NOW,
      ),
    );
    expect(refused.status).toBe(404);
  });

  it("issues a credit note for an invoice once (409 after), the invoice cancelled", async () => {
    const owner = await addOwner(t.db, "Aminata Keita");
    await insertAccount(t.db, owner.organizationId, { status: "pending_payment" });
    const invoice = await insertInvoice(t.db, owner.organizationId);
    const path = `/dashboard/facturation/clients/${owner.organizationId}`;
    const credit = () =>
      billingCustomerAction(
        requests.post(path, { intent: "credit-note", invoice: invoice.id }),
        owner.organizationId,
        config,
        NOW,
      );
    const done = answer(await credit());
    expect(done).toMatchObject({
      ok: true,
      notice: expect.stringMatching(/^Avoir AV-2026-\d{6} émis/),
    });
    expect(answer(await credit()).status).toBe(409);
    const page = await billingCustomerLoader(requests.get(path), owner.organizationId, NOW);
    const kinds = page.data.view.invoices.map((i) => [i.kind, i.status]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["invoice", "cancelled"],
        ["credit_note", "issued"],
      ]),
    );
  });

  it("saves the day's rate, refuses a wrong one, and the settings with their version", async () => {
    const saved = answer(
      await billingRatesAction(
        requests.post("/dashboard/facturation/taux", {
          intent: "rate",
          day: "2026-11-20",
          rate: "9 412,25",
        }),
        NOW,
      ),
    );
    expect(saved).toMatchObject({ ok: true, notice: ratesTexts.saved("2026-11-20") });
    const wrong = answer(
      await billingRatesAction(
        requests.post("/dashboard/facturation/taux", {
          intent: "rate",
          day: "2026-11-20",
          rate: "-3",
        }),
        NOW,
      ),
    );
    expect(wrong).toMatchObject({ status: 400, fieldErrors: { rate: ratesTexts.errors.rate } });
    const page = await billingRatesLoader(requests.get("/dashboard/facturation/taux"), NOW);
    expect(page.data).toMatchObject({ missingToday: false });
    // Other files of the worker may enter other days' rates: this day's row is the one saved.
    expect(page.data.rates.find((r) => r.day === "2026-11-20")).toMatchObject({
      rate: "9\u202f412,25",
    });

    const { settings } = (
      await billingSettingsLoader(requests.get("/dashboard/facturation/parametres"))
    ).data;
    const fields = {
      intent: "settings",
      bankName: "Ecobank Guinée",
      bankHolder: "Conakry Digital SARL",
      bankAccount: "GN00 1234 5678",
      orangeMoney: "+224 620 00 00 00",
      mtnMomo: "+224 660 00 00 00",
      vat: "18",
      paymentTermsDays: "15",
      suspendAfterDays: "15",
      retentionDays: "90",
      version: String(settings.version),
    };
    const ok = answer(
      await billingSettingsAction(requests.post("/dashboard/facturation/parametres", fields)),
    );
    expect(ok.ok).toBe(true);
    const stale = answer(
      await billingSettingsAction(
        requests.post("/dashboard/facturation/parametres", { ...fields, bankName: "Autre" }),
      ),
    );
    expect(stale.status).toBe(409);
    const after = (await billingSettingsLoader(requests.get("/dashboard/facturation/parametres")))
      .data;
    expect(after.settings).toMatchObject({ bankName: "Ecobank Guinée", vatRateBp: 1800 });
  });
});
