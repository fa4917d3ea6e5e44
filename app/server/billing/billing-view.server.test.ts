import { describe, expect, it } from "vitest";
import type { AccountRow } from "./account.server";
import { billingView } from "./billing-view.server";
import type { InvoiceRow } from "./invoices.server";

// The status in words on the customer's page (decision 0113), for each status of the account.

const NOW = new Date("2026-11-29T10:00:00Z");

const account = (status: AccountRow["status"], extra: Partial<AccountRow> = {}): AccountRow => ({
  organizationId: "w",
  status,
  plan: "standard",
  cycle: "monthly",
  seats: 3,
  periodStart: "2026-11-01",
  periodEnd: "2026-11-30",
  creditCents: 0,
  suspendedAt: null,
  cancelledAt: null,
  deleteAfter: null,
  version: 1,
  updatedAt: NOW,
  ...extra,
});

const invoice = {
  id: "i",
  kind: "invoice",
  status: "issued",
  number: "FAC-2026-000007",
  issuedOn: "2026-11-05",
  dueOn: "2026-11-20",
  totalCents: 35_400,
  totalGnf: 3_327_600,
  paymentReference: "2600000733",
  creditsInvoiceId: null,
  paidCents: 0,
  rateE4: 94_000_000,
};

const statusOf = (a: AccountRow | null, trialEndsAt: Date | null = null) =>
  billingView({
    workspace: "Clinique Ratoma",
    workspacePlan: "premium",
    trialEndsAt,
    canBuy: true,
    users: 3,
    account: a,
    quotes: [],
    invoices: a ? [invoice as unknown as InvoiceRow] : [],
    now: NOW,
  }).status;

describe("the subscription's status in words", () => {
  it("says each status plainly", () => {
    const trial = statusOf(null, new Date("2026-12-08T10:00:00Z"));
    expect(trial).toMatchObject({
      label: "Essai",
      detail: expect.stringMatching(/^9\u00a0jours d'essai restants, jusqu'au 8 décembre 2026\./),
    });
    expect(statusOf(account("pending_payment"))).toMatchObject({
      label: "En attente de paiement",
      detail: expect.stringContaining(
        "Facture FAC-2026-000007 à régler avant le 20 novembre 2026.",
      ),
    });
    expect(statusOf(account("active")).label).toBe("Actif jusqu'au 30 novembre 2026");
    expect(statusOf(account("overdue"))).toMatchObject({ label: "En retard", tone: "danger" });
    expect(statusOf(account("suspended")).detail).toMatch(/^Service suspendu/);
    expect(statusOf(account("cancelled", { deleteAfter: "2027-02-27" })).detail).toContain(
      "avant le 27 février 2027",
    );
  });

  it("tells what is left to pay of an invoice settled in part", () => {
    const view = billingView({
      workspace: "Clinique Ratoma",
      workspacePlan: "standard",
      trialEndsAt: null,
      canBuy: true,
      users: 3,
      account: account("pending_payment"),
      quotes: [],
      invoices: [
        { ...invoice, status: "partially_paid", paidCents: 5_000 } as unknown as InvoiceRow,
      ],
      now: NOW,
    });
    expect(view.invoices[0]?.rest).toBe(
      "Reste à payer\u00a0: 304,00\u00a0€ (2\u202f857\u202f600\u00a0GNF)",
    );
  });

  it("names the trial's plan before any quote is accepted", () => {
    const view = billingView({
      workspace: "Clinique Ratoma",
      workspacePlan: "premium",
      trialEndsAt: null,
      canBuy: false,
      users: 1,
      account: null,
      quotes: [],
      invoices: [],
      now: NOW,
    });
    expect(view.plan).toEqual({ name: "Premium, en essai", cycle: null });
    expect(view.plans.find((p) => p.id === "premium")).toMatchObject({
      perUserMonth: "200\u00a0€",
      monthly: "200,00\u00a0€",
    });
  });
});

describe("the plans offered", () => {
  const offers = (a: AccountRow | null) =>
    billingView({
      workspace: "Clinique Ratoma",
      workspacePlan: "premium",
      trialEndsAt: new Date("2026-12-08T10:00:00Z"),
      canBuy: true,
      users: 3,
      account: a,
      quotes: [],
      invoices: [],
      now: NOW,
    }).plans.map((p) => `${p.id}${p.current ? " current" : ""}${p.trial ? " trial" : ""}`);

  it("mark the plan on trial during the trial, then the subscribed plan only", () => {
    expect(offers(null)).toEqual(["standard", "premium trial", "super-premium", "entreprise"]);
    expect(offers(account("active"))).toEqual([
      "standard current",
      "premium",
      "super-premium",
      "entreprise",
    ]);
    expect(offers(account("cancelled"))).toEqual([
      "standard",
      "premium",
      "super-premium",
      "entreprise",
    ]);
  });
});
