import { eq, sql } from "drizzle-orm";
import { ticketStatusLabels } from "~/content/helpdesk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticket, ticketEntry, ticketResolution } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { applyBulk } from "../queue/queue-bulk.server";
import { createTicket } from "../tickets/ticket-create.server";
import { addMemberEntry, addRequesterReply } from "../tickets/ticket-thread.server";
import { changeStatus } from "../tickets/ticket-update.server";
import { eventCounts, reopenCounts } from "./report-reopens.server";
import type { Range } from "./report-sql.server";
import { seedReportFixture } from "./report-test-fixtures.server";

// The resolutions kept per ticket (drizzle/0038, decision 0128) stay true through every kind of
// write that adds a status event: after each, the stored rows equal a recount from the events
// (here, in JavaScript, not the migration's SQL), and the reopen rate read from them equals the
// one read from the events (decision 0107's query), for several ranges, with and without a
// filter. Removing the trigger fails the first check at the first write.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;
const RESOLVED = ticketStatusLabels.resolved;
const CLOSED = ticketStatusLabels.closed;
const requester = { id: null, name: "Moussa", type: "requester" as const };

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
}, 120_000);
afterAll(() => t0.cleanup());

const inOrg = <T>(work: (tx: TenantTx) => Promise<T>) => inTenant(t0.db, fixture.org, work);

const line = (r: {
  ticketId: string;
  seq: number;
  resolvedAt: Date;
  previousAt: Date | null;
  reopened: boolean;
  irregular: boolean;
}) =>
  `${r.ticketId} ${r.seq} ${r.resolvedAt.toISOString()} ${r.previousAt?.toISOString() ?? "-"} ${r.reopened} ${r.irregular}`;

/** The rows as the events say they are: per ticket, in `seq` order. */
async function recounted(tx: TenantTx): Promise<string[]> {
  const events = await tx
    .select()
    .from(ticketEntry)
    .where(eq(ticketEntry.kind, "event"))
    .orderBy(ticketEntry.seq);
  const perTicket = new Map<string, typeof events>();
  for (const e of events) {
    if (e.event?.field !== "status") continue;
    const resolution = e.event.to === RESOLVED;
    const reopen = e.event.from === RESOLVED && e.event.to !== CLOSED;
    if (!resolution && !reopen) continue;
    perTicket.set(e.ticketId, [...(perTicket.get(e.ticketId) ?? []), e]);
  }
  const lines: string[] = [];
  for (const [ticketId, moves] of perTicket) {
    let latest = -Infinity;
    let irregular = false;
    for (const m of moves) {
      if (m.createdAt.getTime() < latest) irregular = true;
      latest = Math.max(latest, m.createdAt.getTime());
    }
    const lastReopen = Math.max(
      -1,
      ...moves
        .filter((m) => m.event!.from === RESOLVED && m.event!.to !== CLOSED)
        .map((m) => m.seq),
    );
    let previous: Date | null = null;
    for (const m of moves.filter((m) => m.event!.to === RESOLVED)) {
      lines.push(
        line({
          ticketId,
          seq: m.seq,
          resolvedAt: m.createdAt,
          previousAt: previous,
          reopened: lastReopen > m.seq,
          irregular,
        }),
      );
      previous = m.createdAt;
    }
  }
  return lines.sort();
}

const month = (year: number, month: number): Range => ({
  start: new Date(Date.UTC(year, month - 1, 1)),
  end: new Date(Date.UTC(year, month, 1)),
});
const RANGES: [Range, Range][] = [
  [month(2026, 11), month(2026, 10)],
  [month(2026, 12), month(2026, 11)],
  [month(2027, 1), month(2026, 12)],
  [
    { start: new Date("2026-11-03T00:00:00Z"), end: new Date("2026-12-05T00:00:00Z") },
    { start: new Date("2026-10-02T00:00:00Z"), end: new Date("2026-11-03T00:00:00Z") },
  ],
];

/** Stored rows equal the recount, and the rate read from them the rate read from the events. */
async function checked() {
  await inOrg(async (tx) => {
    const stored = (await tx.select().from(ticketResolution)).map(line).sort();
    expect(stored).toEqual(await recounted(tx));
    const filters = [[], [sql`${ticket.priority} = 'urgent'`]];
    for (const ranges of RANGES) {
      for (const where of filters) {
        const label = `${ranges[0].start.toISOString()} ${where.length ? "urgent" : "all"}`;
        expect(await reopenCounts(tx, ranges, where), label).toEqual(
          await eventCounts(tx, ranges, where),
        );
      }
    }
  });
}

const status = (when: string, number: number, to: "resolved" | "in_progress" | "closed") =>
  fixture.run(when, fixture.asTech, (ctx) => changeStatus(ctx, number, undefined, { to }));

describe("the resolutions kept per ticket", { timeout: 60_000 }, () => {
  it("hold the fixture's resolutions and its reopen, as the events do", async () => {
    await checked();
    const { t3 } = fixture.numbers;
    const reopened = await inOrg((tx) =>
      tx
        .select({ reopened: ticketResolution.reopened })
        .from(ticketResolution)
        .innerJoin(ticket, eq(ticket.id, ticketResolution.ticketId))
        .where(eq(ticket.number, t3))
        .orderBy(ticketResolution.seq),
    );
    // T3: resolved, reopened by the requester, resolved again.
    expect(reopened).toEqual([{ reopened: true }, { reopened: false }]);
    // November: T1, T2, T3 and T5 resolved, T3 reopened.
    expect((await inOrg((tx) => reopenCounts(tx, RANGES[0]!, [])))[0]).toEqual({
      resolved: 4,
      reopened: 1,
    });
  });

  it("follow a requester's reopen, a technician's, a resolution twice and a close", async () => {
    const { t1, t2 } = fixture.numbers;
    await fixture.run("2026-12-04T09:00:00", requester, (ctx) =>
      addRequesterReply(ctx, t2, "Le VPN refuse encore."),
    );
    await checked();
    await status("2026-12-04T11:00:00", t2, "resolved");
    await checked();
    await status("2026-12-07T09:00:00", t2, "in_progress");
    await status("2026-12-07T10:00:00", t2, "resolved");
    await checked();
    // A close follows a resolution without reopening it.
    await status("2026-12-11T09:00:00", t2, "closed");
    await status("2026-12-11T09:30:00", t1, "closed");
    await checked();
  });

  it("follow a message, a new ticket and a bulk resolution", async () => {
    const { t4 } = fixture.numbers;
    await fixture.run("2026-12-12T09:00:00", fixture.asTech, (ctx) =>
      addMemberEntry(ctx, t4, "reply", "Nous regardons."),
    );
    const created = await fixture.run("2026-12-12T10:00:00", fixture.asTech, (ctx) =>
      createTicket(ctx, {
        subject: "Écran noir",
        description: "Plus d'image",
        requester: { email: "fatou@exemple.gn", name: "Fatou Camara" },
        source: "phone",
      }),
    );
    await checked();
    await fixture.run("2026-12-31T23:59:00", fixture.asTech, (ctx) =>
      applyBulk(ctx, [t4, created.number], { kind: "status", status: "resolved", reason: null }),
    );
    await checked();
  });

  it("count a ticket whose events are out of time order from its events", async () => {
    const { t4 } = fixture.numbers;
    // A reopen, then a resolution dated before the one it follows (two writes crossing).
    await status("2027-01-02T09:00:00", t4, "in_progress");
    await status("2026-12-30T09:00:00", t4, "resolved");
    const [flag] = await inOrg((tx) =>
      tx
        .select({ irregular: ticketResolution.irregular })
        .from(ticketResolution)
        .innerJoin(ticket, eq(ticket.id, ticketResolution.ticketId))
        .where(eq(ticket.number, t4)),
    );
    expect(flag?.irregular).toBe(true);
    await checked();
  });

  it("follow many events added in one statement (a seed's, an import's)", async () => {
    const rows = await inOrg((tx) => tx.select({ id: ticket.id }).from(ticket));
    const event = (to: string, from: string) => ({ field: "status", from, to });
    await inOrg((tx) =>
      tx.insert(ticketEntry).values(
        rows.flatMap((row, index) => [
          {
            ticketId: row.id,
            kind: "event",
            authorType: "member",
            authorName: "Import",
            event: event(RESOLVED, ticketStatusLabels.in_progress),
            createdAt: new Date(Date.UTC(2027, 0, 5 + (index % 3))),
          },
          ...(index % 2
            ? [
                {
                  ticketId: row.id,
                  kind: "event",
                  authorType: "member",
                  authorName: "Import",
                  event: event(ticketStatusLabels.in_progress, RESOLVED),
                  createdAt: new Date(Date.UTC(2027, 0, 9)),
                },
              ]
            : []),
        ]),
      ),
    );
    await checked();
  });
});
