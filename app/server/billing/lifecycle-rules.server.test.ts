import { describe, expect, it } from "vitest";
import { planDay, type WorkspaceFacts } from "./lifecycle-rules.server";

// The billing's day over dates (decision 0116): trial reminders 7 and 1 days before its end, an
// invoice due in 3 days, overdue the day after its due day, suspended `suspend_after_days` after
// it (read-only), a cancelled workspace's data deleted after its retention day.

const invoice = { id: "inv-1", number: "FAC-2026-000001", dueOn: "2026-12-15", restCents: 35_400 };
const active = (unpaid = [invoice]): WorkspaceFacts => ({
  trialEndsAt: null,
  account: { status: "active", deleteAfter: null },
  unpaid,
  suspendAfterDays: 15,
});
const kinds = (facts: WorkspaceFacts, today: string) =>
  planDay(facts, today).reminders.map((r) => `${r.kind}:${r.key}`);

describe("the billing's day", () => {
  it("reminds a trial 7 days and 1 day before its last day, not before, not after", () => {
    const trial: WorkspaceFacts = {
      trialEndsAt: new Date("2026-12-10T09:00:00Z"),
      account: null,
      unpaid: [],
      suspendAfterDays: 15,
    };
    expect(kinds(trial, "2026-12-02")).toEqual([]);
    expect(kinds(trial, "2026-12-03")).toEqual(["trial_7:2026-12-10"]);
    expect(kinds(trial, "2026-12-08")).toEqual(["trial_7:2026-12-10"]);
    expect(kinds(trial, "2026-12-09")).toEqual(["trial_1:2026-12-10"]);
    expect(kinds(trial, "2026-12-10")).toEqual(["trial_1:2026-12-10"]);
    expect(kinds(trial, "2026-12-11")).toEqual([]);
    const paid = { ...trial, account: { status: "active" as const, deleteAfter: null } };
    expect(kinds(paid, "2026-12-09")).toEqual([]);
  });

  it("moves an active account to overdue after the due day, then to suspended", () => {
    expect(planDay(active(), "2026-12-11")).toMatchObject({ status: null, readOnly: false });
    expect(kinds(active(), "2026-12-11")).toEqual([]);
    expect(kinds(active(), "2026-12-12")).toEqual(["due_soon:inv-1"]);
    expect(planDay(active(), "2026-12-15")).toMatchObject({ status: null });
    expect(planDay(active(), "2026-12-16")).toMatchObject({ status: "overdue", readOnly: false });
    expect(kinds(active(), "2026-12-16")).toEqual(["overdue:inv-1"]);
    const overdue = { ...active(), account: { status: "overdue" as const, deleteAfter: null } };
    expect(planDay(overdue, "2026-12-29")).toMatchObject({ status: null, readOnly: false });
    expect(planDay(overdue, "2026-12-30")).toMatchObject({ status: "suspended", readOnly: true });
    expect(kinds(overdue, "2026-12-30")).toEqual(["overdue:inv-1", "suspended:inv-1"]);
    const suspended = { ...active(), account: { status: "suspended" as const, deleteAfter: null } };
    expect(planDay(suspended, "2027-01-10")).toMatchObject({ status: null, readOnly: true });
  });

  it("leaves a paid-up account alone and deletes a cancelled one only after its retention", () => {
    expect(planDay(active([]), "2027-03-01")).toEqual({
      reminders: [],
      status: null,
      readOnly: false,
      deleteData: false,
      renewal: null,
    });
    const cancelled: WorkspaceFacts = {
      ...active(),
      account: { status: "cancelled", deleteAfter: "2027-03-01" },
    };
    expect(planDay(cancelled, "2027-03-01")).toMatchObject({ deleteData: false, reminders: [] });
    expect(planDay(cancelled, "2027-03-02")).toMatchObject({ deleteData: true });
  });
});

describe("the renewal's invoice (decision 0117)", () => {
  const paidUntil = (status: "active" | "overdue" | "suspended" | "cancelled", periodEnd: string) =>
    ({
      trialEndsAt: null,
      account: { status, deleteAfter: null, periodEnd },
      unpaid: [],
      suspendAfterDays: 15,
      renewalLeadDays: 14,
    }) satisfies WorkspaceFacts;

  it("is due the payment terms before the next period, for that period, and stays due", () => {
    const facts = paidUntil("active", "2027-01-31");
    expect(planDay(facts, "2027-01-17").renewal).toBeNull();
    expect(planDay(facts, "2027-01-18").renewal).toBe("2027-02-01");
    expect(planDay(facts, "2027-01-31").renewal).toBe("2027-02-01");
    // A pass missed: the next period still starts the day after the old one ends.
    expect(planDay(facts, "2027-02-03").renewal).toBe("2027-02-01");
    // A year's period ending on 28 February of a leap year's eve.
    expect(planDay(paidUntil("active", "2028-02-29"), "2028-02-16").renewal).toBe("2028-03-01");
  });

  it("is not issued for a suspended, cancelled or never paid account", () => {
    expect(planDay(paidUntil("overdue", "2027-01-31"), "2027-01-20").renewal).toBe("2027-02-01");
    expect(planDay(paidUntil("suspended", "2027-01-31"), "2027-01-20").renewal).toBeNull();
    expect(planDay(paidUntil("cancelled", "2027-01-31"), "2027-01-20").renewal).toBeNull();
    const trial = { ...paidUntil("active", "2027-01-31"), account: null };
    expect(planDay(trial, "2027-01-20").renewal).toBeNull();
  });

  it("makes a cancelled workspace read-only once its paid period is over", () => {
    expect(planDay(paidUntil("cancelled", "2027-01-31"), "2027-01-31").readOnly).toBe(false);
    expect(planDay(paidUntil("cancelled", "2027-01-31"), "2027-02-01").readOnly).toBe(true);
  });

  it("lets the unpaid renewal make the account overdue, then suspended", () => {
    const renewal = { id: "inv-9", number: "FAC-2027-000009", dueOn: "2027-02-01", restCents: 1 };
    const facts = { ...paidUntil("active", "2027-01-31"), unpaid: [renewal] };
    expect(planDay(facts, "2027-02-01").status).toBeNull();
    expect(planDay(facts, "2027-02-02").status).toBe("overdue");
    expect(
      planDay({ ...facts, account: { ...facts.account, status: "overdue" } }, "2027-02-16"),
    ).toMatchObject({ status: "suspended", readOnly: true });
  });
});
