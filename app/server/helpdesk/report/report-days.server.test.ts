import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { reportMonth } from "~/server/platform/report-period.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { applyBulk } from "../queue/queue-bulk.server";
import { createTicket } from "../tickets/ticket-create.server";
import { updateDetails } from "../tickets/ticket-details.server";
import { addRequesterReply, vote } from "../tickets/ticket-thread.server";
import { assignTicket, changeStatus, setPriority } from "../tickets/ticket-update.server";
import { rangeCounts } from "./report-days.server";
import { recomputedDays, storedDays } from "./report-days-test-kit.server";
import { rangeOf } from "./report-sql.server";
import { seedReportFixture } from "./report-test-fixtures.server";

// The per-day counts (decision 0111) stay true through every change of a ticket: after each
// command or direct write, the rows the triggers keep equal a recompute from the tickets
// (report-days-test-kit.server.ts), on the report's hand-computed fixture, on both databases.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;
const requester = { id: null, name: "Moussa", type: "requester" as const };

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
}, 120_000);
afterAll(() => t0.cleanup());

const inOrg = <T>(work: (tx: TenantTx) => Promise<T>) => inTenant(t0.db, fixture.org, work);

/** The stored lines, once checked equal to the recompute. */
async function trueDays(): Promise<string[]> {
  const { stored, recomputed } = await inOrg(async (tx) => ({
    stored: await storedDays(tx),
    recomputed: await recomputedDays(tx),
  }));
  expect(stored).toEqual(recomputed);
  return stored;
}
const totalOf = (lines: string[], day: string) =>
  lines.find((l) => l.startsWith(`${day} total`)) ?? `${day} total`;
const detailsOf = (lines: string[], day: string) =>
  lines.filter((l) => l.startsWith(`${day} `) && !l.startsWith(`${day} total`));
const rowOf = (number: number) =>
  inOrg(async (tx) => (await tx.select().from(ticket).where(eq(ticket.number, number)))[0]!);

describe("the report's per-day counts", { timeout: 60_000 }, () => {
  it("hold the fixture's days, in Africa/Conakry, from the migration's own definitions", async () => {
    const lines = await trueDays();
    // T5 opened Sat 31 Oct 23:30: October's last day, not November's first.
    expect(totalOf(lines, "2026-10-31")).toBe("2026-10-31 total opened=1");
    // T3 opened and answered, T5 resolved in time with a 'Pas satisfait' vote.
    expect(totalOf(lines, "2026-11-02")).toBe(
      "2026-11-02 total opened=1 resolved=1 slaMet=1 votes=1 responded=1",
    );
    // T3, reopened on the 3rd, counts at its last resolution, late.
    expect(totalOf(lines, "2026-11-03")).toBe("2026-11-03 total resolved=1 votes=1");
    expect(totalOf(lines, "2026-11-04")).toBe("2026-11-04 total opened=1 cancelled=1");
    expect(totalOf(lines, "2026-11-30")).toBe("2026-11-30 total opened=1");
  });

  it("follow a reassignment, a re-categorisation, a priority, a team and a vote", async () => {
    const { t1 } = fixture.numbers;
    const before = detailsOf(await trueDays(), "2026-11-10");
    await fixture.run("2026-12-03T09:00:00", fixture.asTech, async (ctx) => {
      await assignTicket(ctx, t1, undefined, fixture.owner.id);
      await updateDetails(ctx, t1, undefined, {
        type: "incident",
        categoryId: fixture.categories["Réseau"]!,
        tags: [],
      });
      await setPriority(ctx, t1, undefined, "high");
    });
    const moved = detailsOf(await trueDays(), "2026-11-10");
    expect(moved).not.toEqual(before);
    // 'Haute' has shorter targets: its 300 business minutes breach them (slaMet gone).
    expect(moved).toEqual([
      `2026-11-10 ${fixture.categories["Réseau"]} high portal - ${fixture.owner.id} resolved=1 votes=1 satisfied=1 responded=1`,
    ]);
    const team = randomUUID();
    await inOrg((tx) => tx.update(ticket).set({ teamId: team }).where(eq(ticket.number, t1)));
    expect(detailsOf(await trueDays(), "2026-11-10")[0]).toContain(` ${team} `);
    await fixture.run("2026-12-03T10:00:00", requester, async (ctx) => {
      const [row] = await ctx.tx.select().from(ticket).where(eq(ticket.number, t1));
      await vote(ctx, row!, "down", "Finalement non");
    });
    expect(totalOf(await trueDays(), "2026-11-10")).toBe(
      "2026-11-10 total resolved=1 votes=1 responded=1",
    );
  });

  it("follow a reopen, a new resolution, a close and a cancellation", async () => {
    const { t2, t4 } = fixture.numbers;
    await fixture.run("2026-12-04T09:00:00", requester, (ctx) =>
      addRequesterReply(ctx, t2, "Le VPN refuse encore."),
    );
    // Reopened: no longer resolved on the 18th (its vote goes with it).
    expect(totalOf(await trueDays(), "2026-11-18")).toBe("2026-11-18 total");
    await fixture.run("2026-12-04T11:00:00", fixture.asTech, (ctx) =>
      changeStatus(ctx, t2, undefined, { to: "resolved" }),
    );
    expect(totalOf(await trueDays(), "2026-12-04")).toMatch(/^2026-12-04 total resolved=1 /);
    // Closed later: still resolved on the 4th, nothing moves.
    await fixture.run("2026-12-11T09:00:00", fixture.asTech, (ctx) =>
      changeStatus(ctx, t2, undefined, { to: "closed" }),
    );
    const lines = await trueDays();
    expect(totalOf(lines, "2026-12-04")).toMatch(/^2026-12-04 total resolved=1 /);
    expect(totalOf(lines, "2026-12-11")).toBe("2026-12-11 total");
    await fixture.run("2026-12-11T10:00:00", fixture.asTech, (ctx) =>
      changeStatus(ctx, t4, undefined, { to: "cancelled" }),
    );
    expect(totalOf(await trueDays(), "2026-12-11")).toBe("2026-12-11 total cancelled=1");
  });

  it("put a ticket opened at 23:59 on the month's last day, the next minute's on the next month", async () => {
    const open = (when: string) =>
      fixture.run(when, fixture.asTech, (ctx) =>
        createTicket(ctx, {
          subject: "Onduleur en alarme",
          description: "Bip continu",
          requester: { email: "fatou@exemple.gn", name: "Fatou Camara" },
          source: "phone",
        }),
      );
    await open("2026-12-31T23:59:00");
    await open("2027-01-01T00:00:00");
    const lines = await trueDays();
    expect(totalOf(lines, "2026-12-31")).toBe("2026-12-31 total opened=1");
    expect(totalOf(lines, "2027-01-01")).toBe("2027-01-01 total opened=1");
    const opened = (year: number, month: number) =>
      inOrg(async (tx) => (await rangeCounts(tx, rangeOf(reportMonth(year, month)), [])).opened);
    expect(await opened(2026, 12)).toBe(1);
    expect(await opened(2027, 1)).toBe(1);
  });

  it("move a ticket between days when its dates change", async () => {
    const { t6 } = fixture.numbers;
    await inOrg((tx) =>
      tx
        .update(ticket)
        .set({
          createdAt: new Date("2026-11-05T08:00:00Z"),
          closedAt: new Date("2026-11-06T08:00:00Z"),
        })
        .where(eq(ticket.number, t6)),
    );
    const lines = await trueDays();
    expect(totalOf(lines, "2026-11-04")).toBe("2026-11-04 total");
    expect(totalOf(lines, "2026-11-05")).toBe("2026-11-05 total opened=1");
    // T1 was opened on the 6th too.
    expect(totalOf(lines, "2026-11-06")).toBe("2026-11-06 total opened=1 cancelled=1");
  });

  it("equal a recompute after a random mix of changes, one row or many at a time", async () => {
    let seed = 35;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const day = () => new Date(Date.UTC(2026, 11, 1 + Math.floor(random() * 20), 23, 30));
    const maybe = () => (random() < 0.4 ? null : day());
    const teams = [null, randomUUID(), randomUUID()];
    const numbers = Object.values(fixture.numbers);
    const { requesterId } = await rowOf(numbers[0]!);
    // A batch of tickets in one statement (an import's, a seed's).
    await inOrg((tx) =>
      tx.insert(ticket).values(
        [101, 102, 103].map((number) => ({
          number,
          subject: `Import ${number}`,
          description: "Importé",
          source: "manual",
          requesterId,
          createdAt: new Date("2026-12-02T12:00:00Z"),
        })),
      ),
    );
    numbers.push(101, 102, 103);
    for (let step = 0; step < 40; step++) {
      const some = numbers.filter(() => random() < 0.3);
      const chosen = some.length ? some : [pick(numbers)];
      const resolvedAt = maybe();
      await inOrg((tx) =>
        tx
          .update(ticket)
          .set({
            createdAt: day(),
            resolvedAt,
            closedAt: maybe(),
            firstRespondedAt: maybe(),
            slaBreached: random() < 0.3,
            satisfaction: pick(["up", "down", null]),
            categoryId: pick([null, ...Object.values(fixture.categories)]),
            priority: pick(["low", "normal", "high", "urgent"]),
            source: pick(["portal", "email", "phone", "manual"]),
            teamId: pick(teams),
            assigneeId: pick([null, fixture.owner.id, fixture.tech.id]),
          })
          .where(inArray(ticket.number, chosen)),
      );
      // Now and then a bulk action of the queue, through its commands.
      if (step % 10 === 9) {
        const open = await inOrg((tx) =>
          tx
            .select({ number: ticket.number })
            .from(ticket)
            .where(inArray(ticket.status, ["new", "in_progress", "pending"])),
        );
        if (open.length) {
          await fixture.run("2026-12-20T10:00:00", fixture.asTech, (ctx) =>
            applyBulk(
              ctx,
              open.map((r) => r.number),
              { kind: "priority", priority: pick(["low", "urgent"]) },
            ),
          );
        }
      }
    }
    await trueDays();
  });
});
