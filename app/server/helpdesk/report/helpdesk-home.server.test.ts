import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { helpdeskManifest } from "../manifest.server";
import { helpdeskAlerts, helpdeskTrendFigures, openTicketsTrend } from "./helpdesk-home.server";
import { seedReportFixture } from "./report-test-fixtures.server";

// The dashboard home's helpdesk trends and alerts, on the report's hand-computed fixture
// (report-test-fixtures.server.ts), on PGlite and PostgreSQL alike.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
}, 120_000);
afterAll(() => t0.cleanup());

const figures = (now: string) =>
  inTenant(t0.db, fixture.org, (tx) => helpdeskTrendFigures(tx, new Date(now)));
const alerts = (now: string) =>
  inTenant(t0.db, fixture.org, (tx) => helpdeskAlerts(tx, new Date(now)));

describe("the helpdesk's figures and alerts of the dashboard home", { timeout: 60_000 }, () => {
  it("gives this month's SLA compliance and CSAT beside last month's", async () => {
    const [sla, csat] = await figures("2026-11-20T12:00:00Z");
    // November: T5, T3, T1, T2 resolved, T3 late; votes up T1, T2, down T3, T5 | October: T7.
    expect(sla).toMatchObject({
      id: "helpdesk-sla",
      title: "Conformité SLA",
      count: 75,
      unit: "percent",
      previous: 100,
      better: "higher",
      previousLabel: "octobre 2026",
      href: "/dashboard/helpdesk?vue=overdue",
    });
    expect(csat).toMatchObject({ id: "helpdesk-csat", count: 50, previous: 100, unit: "percent" });
  });

  it("shows no figure for a month with nothing resolved, and nothing to a Membre", async () => {
    expect(await figures("2027-02-10T12:00:00Z")).toEqual([]);
    expect(helpdeskManifest.figures![0]!.visibleTo("member")).toBe(false);
    expect(helpdeskManifest.alerts!.visibleTo("member")).toBe(false);
  });

  it("gives the open tickets' trend: those open at last month's end", async () => {
    // At 1 December: T1-T7 opened, T1, T2, T3, T5, T7 resolved, T6 cancelled: T4 open.
    const trend = (now: string) =>
      inTenant(t0.db, fixture.org, (tx) => openTicketsTrend(tx, new Date(now)));
    expect(await trend("2026-12-05T12:00:00Z")).toEqual({
      previous: 1,
      previousLabel: "fin novembre 2026",
    });
    // At 1 November: T7 resolved, T5 (opened 31 October 23:30) still open.
    expect(await trend("2026-11-20T12:00:00Z")).toEqual({
      previous: 1,
      previousLabel: "fin octobre 2026",
    });
    expect((await trend("2026-10-20T12:00:00Z")).previous).toBe(0);
  });

  it("alerts on an open ticket at 75 % of its target, then once it is late", async () => {
    const { t4 } = fixture.numbers;
    // T4, low (8 h to a first response), opened Mon 30 Nov 23:30: at risk at 6 business
    // hours (Tue 1 Dec 14:00), late at 8 (16:00).
    expect(await alerts("2026-12-01T13:59:00Z")).toEqual([]);
    expect(await alerts("2026-12-01T15:00:00Z")).toEqual([
      {
        id: expect.stringMatching(/^sla-risk:/),
        severity: "warning",
        title: `SLA à risque · TCK-${String(t4).padStart(6, "0")}`,
        detail: "Téléphone sans tonalité",
        href: `/dashboard/helpdesk/${t4}`,
        at: "2026-12-01T14:00:00.000Z",
      },
    ]);
    const late = await alerts("2026-12-02T10:00:00Z");
    expect(late.map((a) => [a.severity, a.at])).toEqual([["critical", "2026-12-01T16:00:00.000Z"]]);
    // A breach older than the last 7 days is no longer 'recent'.
    expect(await alerts("2026-12-09T10:00:00Z")).toEqual([]);
  });
});
