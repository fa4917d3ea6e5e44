import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.server";
import { statementName } from "./named-statements.server";
import { planEachRun } from "./plan-each-run.server";
import { openOwnTestDb } from "./test-db.server";

// Data statements are prepared once per connection under a name, on both databases: PostgreSQL
// then parses and plans a hot statement once, not at every request (decision 0078).

let t: Awaited<ReturnType<typeof openOwnTestDb>>;
let db: Db;

beforeAll(async () => {
  // Its own database, so fresh connections: the shared one's may hold KEPT names already.
  t = await openOwnTestDb();
  db = t.db;
}, 120_000);
afterAll(() => t.cleanup());

describe("named statements", () => {
  it("prepares a data statement once per connection, and runs it again under its name", async () => {
    const marker = `prepared-${Date.now()}`;
    const prepared = await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) {
        const result = await tx.execute(sql`select ${i}::int as i, ${marker}::text as marker`);
        expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ i, marker }]);
      }
      return tx.execute(
        sql`select count(*)::int as n from pg_prepared_statements
            where statement like ${`%::text as marker%`} and not from_sql`,
      );
    });
    expect((prepared as unknown as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  });

  it("plans a marked statement at each run, and keeps the others prepared", async () => {
    const marker = `each-run-${Date.now()}`;
    const kept = await db.transaction(async (tx) => {
      await tx.execute(sql`select ${marker}::text as kept_marker`);
      for (let i = 0; i < 3; i++) {
        const result = await tx.execute(
          planEachRun(sql`select ${i}::int as i, ${marker}::text as each_run_marker`),
        );
        expect((result as unknown as { rows: unknown[] }).rows).toEqual([
          { i, each_run_marker: marker },
        ]);
      }
      return tx.execute(
        sql`select statement like ${"%kept_marker%"} as kept, count(*)::int as n
            from pg_prepared_statements
            where (statement like ${"%each_run_marker%"} or statement like ${"%kept_marker%"})
              and not from_sql
            group by 1 order by 1`,
      );
    });
    // The marked text was never kept; the statement before it still is (no schema change seen).
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ kept: true, n: 1 }]);
    expect(statementName("/* plan each run */ select 1")).toBeNull();
  });

  it("leaves transaction control, several statements and other commands unnamed", () => {
    const name = statementName("select $1::int");
    expect(name).toMatch(/^s_[\w-]+$/);
    expect(statementName("select $1::int")).toBe(name);
    expect(statementName("with a as (select 1) select * from a")).not.toBeNull();
    expect(statementName("begin")).toBeNull();
    expect(statementName("commit")).toBeNull();
    expect(statementName("create index i on t (c)")).toBeNull();
    expect(statementName("insert into t values (1); insert into t values (2)")).toBeNull();
    expect(statementName(`select '${"x".repeat(9_000)}'`)).toBeNull();
  });
});
