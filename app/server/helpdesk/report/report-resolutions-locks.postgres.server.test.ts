import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketStatusLabels } from "~/content/helpdesk";
import { ticket, ticketEntry, ticketResolution } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { seedReportFixture } from "./report-test-fixtures.server";
import { blockedOrDone, pidOf, signal } from "~/server/db/lock-test-kit.server";

// Two transactions adding status events to one ticket at the same time (decision 0128): the
// resolutions' trigger locks the ticket's row before recounting it, so the second waits for the
// first to commit and recounts with its event. Without the lock, the second recounted without
// the first's resolution, and the resolution stayed 'not reopened' though a reopen follows it.
// Collected on the PostgreSQL pass only: the embedded database runs one transaction at a time.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
}, 120_000);
afterAll(() => t0.cleanup());

const inOrg = <T>(work: (tx: TenantTx) => Promise<T>) => inTenant(t0.db, fixture.org, work);

const { in_progress: IN_PROGRESS, resolved: RESOLVED } = ticketStatusLabels;

describe("the resolutions kept per ticket under concurrent events", { timeout: 60_000 }, () => {
  it("recount a ticket after the other transaction's event, not without it", async () => {
    const [{ id }] = (await inOrg((tx) =>
      tx.select({ id: ticket.id }).from(ticket).where(eq(ticket.number, fixture.numbers.t4)),
    )) as [{ id: string }];
    const event = (tx: TenantTx, from: string, to: string, at: string) =>
      tx.insert(ticketEntry).values({
        ticketId: id,
        kind: "event",
        authorType: "member",
        authorName: "Banc",
        event: { field: "status", from, to },
        createdAt: new Date(at),
      });
    const firstDone = signal();
    const second = signal<number>();
    let secondDone = false;
    const a = inOrg(async (tx) => {
      await event(tx, IN_PROGRESS, RESOLVED, "2026-12-01T09:00:00Z");
      firstDone.settle();
      await blockedOrDone(t0.db, await second.promise, () => secondDone);
    });
    const b = inOrg(async (tx) => {
      await firstDone.promise;
      second.settle(await pidOf(tx));
      await event(tx, RESOLVED, IN_PROGRESS, "2026-12-01T10:00:00Z");
      secondDone = true;
    });
    const outcomes = await Promise.allSettled([a, b]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
    const rows = await inOrg((tx) =>
      tx
        .select({ reopened: ticketResolution.reopened })
        .from(ticketResolution)
        .where(eq(ticketResolution.ticketId, id)),
    );
    expect(rows).toEqual([{ reopened: true }]);
  });
});
