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
    });
    const cancelled: WorkspaceFacts = {
      ...active(),
      account: { status: "cancelled", deleteAfter: "2027-03-01" },
    };
    expect(planDay(cancelled, "2027-03-01")).toMatchObject({ deleteData: false, reminders: [] });
    expect(planDay(cancelled, "2027-03-02")).toMatchObject({ deleteData: true });
  });
});
