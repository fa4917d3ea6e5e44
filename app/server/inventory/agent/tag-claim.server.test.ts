import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { openTestDb } from "~/server/db/test-db.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { ensureInventory, nextFreeTagNumber } from "../inventory-setup.server";
import { rowsReadFrom } from "~/server/db/plan-rows.server";

// The free-tag search of an agent's new asset (nextFreeTagNumber) runs under the workspace's
// counter lock: it must probe the tags it tries in the index, not read every tag of the workspace
// (a 50,000-asset inventory read them all at each new machine, 180 ms on PostgreSQL, decision 0078).

let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
let org: string;
const ASSETS = 1_000;
const rowsOf = async (statement: SQL) =>
  (
    (await inTenant(db, org, (tx) => tx.execute(statement))) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  const person = await testPerson(db, "Mariama Bah");
  org = await createFirstWorkspace(db, person, "premium");
  await inTenant(db, org, async (tx) => {
    await ensureInventory(tx);
    await tx.execute(sql`
      insert into asset (tag, name, type_id, status, source)
      select 'ACT-' || lpad(g::text, 5, '0'), 'Poste ' || g, (select id from asset_type limit 1),
        'in_service', 'import'
      from generate_series(1, ${ASSETS}) g`);
  });
  await db.execute(sql`analyze asset`);
}, 120_000);
afterAll(() => t.cleanup());

describe("the free-tag search", () => {
  it("finds the next free tag by probing the index, whatever the inventory's size", async () => {
    const next = sql`select (${nextFreeTagNumber(sql`${ASSETS - 2}::int`)}) as n`;
    const plan = await rowsOf(sql`explain (analyze, format json) ${next}`);
    // The last two tags are taken: three probes, the third finds the next number free (PostgreSQL
    // 15 rounds rows per loop up: at most 3 rows counted).
    const [{ n }] = (await rowsOf(next)) as [{ n: number }];
    expect(n).toBe(ASSETS + 1);
    expect(rowsReadFrom(plan, "asset")).toBeLessThanOrEqual(3);
  });
});
