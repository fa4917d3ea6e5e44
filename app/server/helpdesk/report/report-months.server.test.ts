import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ticket,
  ticketCategory,
  ticketEntry,
  ticketResolution,
} from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseReportPeriod } from "~/server/platform/report-period.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { createTicket } from "../tickets/ticket-create.server";
import { updateDetails } from "../tickets/ticket-details.server";
import { addRequesterReply, vote } from "../tickets/ticket-thread.server";
import { assignTicket, changeStatus } from "../tickets/ticket-update.server";
import { addYearOfTickets, bothWays, keptMonths } from "./report-months-kit.server";
import { seedReportFixture } from "./report-test-fixtures.server";

// The closed months' kept state (drizzle/0039, decision 0133): the section read with it equals
// the section read live (every figure in its own statements, as before), for aligned months, a
// quarter, a year, ranges that cut months at both edges, the open month and filters; first when
// the months are computed, then when they are read back. After each kind of edit of a closed
// month's ticket, the months it touches are forgotten and the figures equal the live ones again:
// without the triggers, the kept months would keep the old figures and these tests fail.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;
const NOW = new Date("2026-12-20T12:00:00Z");
const period = (key: string) => parseReportPeriod(key, NOW)!;

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
  await addYearOfTickets(t0.db, fixture.org, Object.values(fixture.categories), [
    fixture.owner.id,
    fixture.tech.id,
  ]);
}, 120_000);
afterAll(() => t0.cleanup());

const same = async (key: string, filters: Record<string, string> = {}) => {
  const { kept, live } = await bothWays(t0.db, fixture.org, fixture.owner.id, period(key), filters);
  expect(kept).toEqual(live);
  return kept;
};
const RANGES = [
  "2026-11",
  "2026-10",
  "2026-12",
  "2026-T3",
  "2026-T4",
  "2026-02-10_2026-05-20",
  "2026-01-01_2026-12-19",
  "2025-12-21_2026-12-19",
  "2026-03-01_2026-03-31",
];

describe("the section with the kept months", { timeout: 60_000 }, () => {
  it("equals the live section, computed then read back", async () => {
    expect(await keptMonths(t0.db, fixture.org)).toEqual([]);
    for (const key of RANGES) await same(key);
    const kept = await keptMonths(t0.db, fixture.org);
    // Every closed month of 2026 (December is open), and of 2025 (the years' previous periods).
    expect(kept).toHaveLength(23);
    expect(kept[0]).toBe("2025-01-01T00:00:00.000Z 2025-02-01T00:00:00.000Z");
    expect(kept.at(-1)).toBe("2026-11-01T00:00:00.000Z 2026-12-01T00:00:00.000Z");
    for (const key of RANGES) await same(key);
    const quarter = await same("2026-T3");
    const table = quarter.tables.find((t) => t.id === "helpdesk-top-requesters");
    expect(table!.rows.length).toBeGreaterThan(0);
    // The kept resolutions hold reopens, and tickets counted from their events (irregular).
    expect(quarter.metrics.find((m) => m.id === "helpdesk-reopen")!.value).toBeGreaterThan(0);
    const irregular = await inTenant(t0.db, fixture.org, (tx) =>
      tx.select().from(ticketResolution).where(eq(ticketResolution.irregular, true)),
    );
    expect(irregular.length).toBeGreaterThan(0);
  });

  it("stays live with a filter, and keeps nothing for it", async () => {
    const before = await keptMonths(t0.db, fixture.org);
    await same("2026-T3", { priorite: "high" });
    await same("2026-01-01_2026-12-19", { canal: "email" });
    expect(await keptMonths(t0.db, fixture.org)).toEqual(before);
  });
});

/** Fewer ranges after each edit (the year holds every month; a quarter and a month cut it). */
const AFTER_EDIT = ["2026-01-01_2026-12-19", "2026-T3", "2026-11"];

/** The edit, then: the month of `forgotten` is no longer kept, and the figures equal live ones. */
async function afterEdit(forgotten: string, edit: () => Promise<unknown>) {
  for (const key of AFTER_EDIT) await same(key);
  const month = `${forgotten}-01T00:00:00.000Z`;
  expect((await keptMonths(t0.db, fixture.org)).some((line) => line.startsWith(month))).toBe(true);
  await edit();
  expect((await keptMonths(t0.db, fixture.org)).some((line) => line.startsWith(month))).toBe(false);
  for (const key of AFTER_EDIT) await same(key);
}

const requester = { id: null, name: "Moussa", type: "requester" as const };
const rowOf = async (number: number) =>
  (
    await inTenant(t0.db, fixture.org, (tx) =>
      tx.select().from(ticket).where(eq(ticket.number, number)),
    )
  )[0]!;

/** The month (yyyy-mm, the zone is UTC+0) a ticket was opened in. */
const openedIn = async (number: number) =>
  (await rowOf(number)).createdAt.toISOString().slice(0, 7);

describe("the kept months after edits", { timeout: 120_000 }, () => {
  it("forget a month when a ticket is opened in it", () =>
    afterEdit("2026-11", () =>
      fixture.run("2026-11-25T10:00:00", fixture.asTech, (ctx) =>
        createTicket(ctx, {
          subject: "Imprimante",
          description: "Imprimante",
          requester: { email: "fatou@exemple.gn", name: "Fatou Camara" },
          source: "phone",
          priority: "urgent",
          categoryId: null,
          assigneeId: null,
        }),
      ),
    ));

  it("forget the month a ticket opened in when it is resolved later", () =>
    afterEdit("2026-11", () =>
      fixture.run("2026-12-10T10:00:00", fixture.asTech, (ctx) =>
        changeStatus(ctx, fixture.numbers.t4, undefined, { to: "resolved" }),
      ),
    ));

  it("forget the month a resolution leaves on a reopen", () =>
    afterEdit("2026-11", () =>
      fixture.run("2026-12-11T09:00:00", requester, (ctx) =>
        addRequesterReply(ctx, fixture.numbers.t2, "Le VPN refuse encore."),
      ),
    ));

  it("forget a month on a change of category or technician", async () => {
    await afterEdit(await openedIn(1200), () =>
      fixture.run("2026-12-12T09:00:00", fixture.asTech, (ctx) =>
        updateDetails(ctx, 1200, undefined, {
          type: "incident",
          categoryId: fixture.categories["Réseau"]!,
          tags: [],
        }),
      ),
    );
    await afterEdit(await openedIn(1161), () =>
      fixture.run("2026-12-12T09:00:00", fixture.asTech, (ctx) =>
        assignTicket(ctx, 1161, undefined, fixture.tech.id),
      ),
    );
  });

  it("forget a month on a change of requester", async () => {
    const other = (await rowOf(1001)).requesterId;
    await afterEdit(await openedIn(1140), () =>
      inTenant(t0.db, fixture.org, (tx) =>
        tx.update(ticket).set({ requesterId: other }).where(eq(ticket.number, 1140)),
      ),
    );
  });

  it("forget a month on a vote", async () => {
    const number = 1250;
    expect((await rowOf(number)).status).toBe("resolved");
    const resolved = (await rowOf(number)).resolvedAt!.toISOString().slice(0, 7);
    await afterEdit(resolved, () =>
      fixture.run("2026-12-13T09:00:00", requester, async (ctx) => {
        const [row] = await ctx.tx.select().from(ticket).where(eq(ticket.number, number));
        await vote(ctx, row!, "down", "Pas réglé");
      }),
    );
  });

  it("forget a month when a kept resolution changes: a reopen event alone", async () => {
    const row = await rowOf(1201);
    await afterEdit(row.resolvedAt!.toISOString().slice(0, 7), () =>
      inTenant(t0.db, fixture.org, (tx) =>
        tx.insert(ticketEntry).values({
          ticketId: row.id,
          kind: "event",
          authorType: "member",
          authorName: "Banc",
          event: { field: "status", from: "Résolu", to: "En cours" },
          createdAt: new Date("2026-12-14T09:00:00Z"),
        }),
      ),
    );
  });

  it("keep the figures through a category's deletion (its tickets keep the id)", async () => {
    for (const key of AFTER_EDIT) await same(key);
    await inTenant(t0.db, fixture.org, (tx) =>
      tx.delete(ticketCategory).where(eq(ticketCategory.id, fixture.categories["Matériel"]!)),
    );
    for (const key of AFTER_EDIT) await same(key);
  });
});
