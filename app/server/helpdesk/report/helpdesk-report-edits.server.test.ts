import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportSection } from "~/contracts/report";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { reportMonth } from "~/server/platform/report-period.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { updateDetails } from "../tickets/ticket-details.server";
import { addRequesterReply } from "../tickets/ticket-thread.server";
import { assignTicket } from "../tickets/ticket-update.server";
import { helpdeskReportSection } from "./helpdesk-report.server";
import { seedReportFixture } from "./report-test-fixtures.server";

// A reassignment, a re-categorisation or a reopen shows at the next load: the per-day counts
// follow every ticket change in its transaction (decision 0111, report-days.server.test.ts), the
// rest is read from the tickets as they are (a ticket is not deleted but with its workspace).
// Each edit through the helpdesk's own command, on the hand-computed fixture, on both databases.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;
const NOVEMBER = reportMonth(2026, 11);

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
}, 120_000);
afterAll(() => t0.cleanup());

const section = () =>
  inTenant(t0.db, fixture.org, (tx) =>
    helpdeskReportSection(tx, {
      period: NOVEMBER,
      filters: {},
      role: "owner",
      viewerId: fixture.owner.id,
      now: new Date("2026-12-05T12:00:00Z"),
    }),
  );
const rows = (s: ReportSection, id: string) =>
  s.tables.find((t) => t.id === id)!.rows.map((r) => [r.name, r.opened, r.resolved]);
const value = (s: ReportSection, id: string) => s.metrics.find((m) => m.id === id)!.value;

describe("the report after edits", { timeout: 60_000 }, () => {
  it("follows a reassignment and a re-categorisation", async () => {
    const { t1 } = fixture.numbers;
    await fixture.run("2026-12-03T09:00:00", fixture.asTech, async (ctx) => {
      await assignTicket(ctx, t1, undefined, fixture.owner.id);
      await updateDetails(ctx, t1, undefined, {
        type: "incident",
        categoryId: fixture.categories["Réseau"]!,
        tags: [],
      });
    });
    const s = await section();
    expect(rows(s, "helpdesk-by-assignee")).toEqual([
      ["Aïssatou Diallo", 2, 2],
      ["Non assigné", 2, 0],
      ["Ibrahima Sow", 1, 2],
    ]);
    expect(rows(s, "helpdesk-by-category")).toEqual([
      ["Réseau", 2, 3],
      ["Matériel", 2, 1],
      ["Sans catégorie", 1, 0],
    ]);
  });

  it("follows a reopen after the period: resolved no more, reopened counted", async () => {
    const { t2 } = fixture.numbers;
    await fixture.run(
      "2026-12-04T09:00:00",
      { id: null, name: "Moussa", type: "requester" },
      (ctx) => addRequesterReply(ctx, t2, "Le VPN refuse encore."),
    );
    const s = await section();
    expect(value(s, "helpdesk-resolved")).toBe(3);
    // Still resolved once in November (the event stays); now reopened after it: T3 and T2.
    expect(value(s, "helpdesk-reopen")).toBe(50);
  });

  it("has no single deletion to follow: a ticket goes only with its workspace", async () => {
    const { t4 } = fixture.numbers;
    // The application's role may not delete a ticket (the workspace's deletion cascades).
    await expect(
      inTenant(t0.db, fixture.org, (tx) => tx.delete(ticket).where(eq(ticket.number, t4))),
    ).rejects.toThrow();
    expect(value(await section(), "helpdesk-opened")).toBe(5);
  });
});
