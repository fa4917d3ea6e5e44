import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { blockedOrDone, pidOf, signal } from "~/server/db/lock-test-kit.server";
import { openTestDb } from "~/server/db/test-db.server";
import { reportMonth } from "~/server/platform/report-period.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { bothWays, keptMonths } from "./report-months-kit.server";
import { forgetMonths, rangeState } from "./report-months.server";
import { rangeOf } from "./report-sql.server";
import { seedReportFixture } from "./report-test-fixtures.server";

// A closed month's kept state and a writer changing one of its tickets at the same time
// (decision 0133). The writer's trigger holds the snapshot lock shared until it commits; a
// reader keeps a month only under that lock exclusive. Without it: (1) a reader computing
// November while a writer's change to it is not committed yet would keep November without the
// change, and the writer's trigger, which found no row to remove, would not remove it; (2) a
// writer changing November while a reader's kept row is not committed yet would not see that row
// to remove it. Either way November would keep the old figures for good: these tests compare the
// section with the kept months to the live one afterwards. Collected on the PostgreSQL pass only.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;
const NOVEMBER = reportMonth(2026, 11);
const NOW = new Date("2026-12-20T12:00:00Z");

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
}, 120_000);
afterAll(() => t0.cleanup());

const inOrg = <T>(work: (tx: TenantTx) => Promise<T>) => inTenant(t0.db, fixture.org, work);
/** A November resolution time made longer: the month's median and p90 move. */
const lengthen = (tx: TenantTx) =>
  tx
    .update(ticket)
    .set({ slaElapsedMs: sql`${ticket.slaElapsedMs} + 36000000` })
    .where(eq(ticket.number, fixture.numbers.t1));
const sameAsLive = async () => {
  const { kept, live } = await bothWays(t0.db, fixture.org, fixture.owner.id, NOVEMBER);
  expect(kept).toEqual(live);
};

describe("the kept months under concurrent writes", { timeout: 60_000 }, () => {
  it("keep no month computed while a writer's change to it is not committed", async () => {
    await inOrg(forgetMonths);
    const wrote = signal();
    const read = signal();
    const writer = inOrg(async (tx) => {
      await lengthen(tx);
      wrote.settle();
      await read.promise;
    });
    const reader = (async () => {
      await wrote.promise;
      await inOrg((tx) => rangeState(tx, rangeOf(NOVEMBER), NOW, ["resolution"]));
      read.settle();
    })();
    const outcomes = await Promise.allSettled([writer, reader]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await keptMonths(t0.db, fixture.org)).toEqual([]);
    await sameAsLive();
  });

  it("remove a month kept while the writer waited, once the reader commits", async () => {
    await inOrg(forgetMonths);
    const kept = signal();
    const writerPid = signal<number>();
    let writerDone = false;
    const reader = inOrg(async (tx) => {
      await rangeState(tx, rangeOf(NOVEMBER), NOW, ["resolution"]);
      kept.settle();
      await blockedOrDone(t0.db, await writerPid.promise, () => writerDone);
    });
    const writer = inOrg(async (tx) => {
      await kept.promise;
      writerPid.settle(await pidOf(tx));
      await lengthen(tx);
      writerDone = true;
    });
    const outcomes = await Promise.allSettled([reader, writer]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await keptMonths(t0.db, fixture.org)).toEqual([]);
    await sameAsLive();
  });
});
