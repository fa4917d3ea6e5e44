import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { recomputedDays, storedDays } from "./report-days-test-kit.server";
import { seedReportFixture } from "./report-test-fixtures.server";
import { blockedOrDone, pidOf, signal } from "~/server/db/lock-test-kit.server";

// Two bulk changes of one workspace crossing the same days' counts in opposite orders (decision
// 0119): each transaction changes one ticket of a day, then one of the other day. Before
// drizzle/0033 each held the first day's rows and waited for the other's: PostgreSQL aborted one
// (deadlock). The triggers now take the workspace's report-day lock before any row, so the
// second waits for the first to commit and both succeed. Collected on the PostgreSQL pass only
// (vitest.config.ts): the embedded database has one connection, nothing runs at the same time.

let t0: Awaited<ReturnType<typeof openTestDb>>;
let fixture: Awaited<ReturnType<typeof seedReportFixture>>;

beforeAll(async () => {
  t0 = await openTestDb();
  fixture = await seedReportFixture(t0.db);
}, 120_000);
afterAll(() => t0.cleanup());

const inOrg = <T>(work: (tx: TenantTx) => Promise<T>) => inTenant(t0.db, fixture.org, work);

/** The SLA outcome of ticket `number` flipped: a count of its resolution day moves. */
const flip = (tx: TenantTx, number: number) =>
  tx.execute(sql`update ticket set sla_breached = not sla_breached where number = ${number}`);

describe("the per-day counts under concurrent bulk changes", { timeout: 60_000 }, () => {
  it("let two changes crossing two days in opposite orders both commit", async () => {
    const { t1, t2, t3, t4 } = fixture.numbers;
    // t1 and t4 resolved on one day, t2 and t3 on another.
    const day = (iso: string, numbers: number[]) =>
      inOrg((tx) =>
        tx
          .update(ticket)
          .set({ resolvedAt: new Date(iso) })
          .where(inArray(ticket.number, numbers)),
      );
    await day("2026-06-10T10:00:00Z", [t1, t4]);
    await day("2026-06-11T10:00:00Z", [t2, t3]);

    const firstDone = signal();
    const second = signal<number>();
    let secondStepDone = false;
    const a = inOrg(async (tx) => {
      await flip(tx, t1); // the 10th
      firstDone.settle();
      const pid = await second.promise;
      await blockedOrDone(t0.db, pid, () => secondStepDone);
      await flip(tx, t2); // the 11th
    });
    const b = inOrg(async (tx) => {
      await firstDone.promise;
      second.settle(await pidOf(tx));
      await flip(tx, t3); // the 11th
      secondStepDone = true;
      await flip(tx, t4); // the 10th
    });
    const outcomes = await Promise.allSettled([a, b]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
    const { stored, recomputed } = await inOrg(async (tx) => ({
      stored: await storedDays(tx),
      recomputed: await recomputedDays(tx),
    }));
    expect(stored).toEqual(recomputed);
  });
});
