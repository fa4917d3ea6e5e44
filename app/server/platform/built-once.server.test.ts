import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { builtOnce, slot, sqlOnce } from "./built-once.server";

// A statement built once per shape: each run, in its own transaction, gets its own values through
// the selection's decoders; a shape is built once; a missing value is refused before sending.

let t: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  t = await openTestDb();
}, 120_000);
afterAll(() => t.cleanup());

describe("builtOnce", () => {
  let builds: string[] = [];
  const echo = builtOnce((tx, shape: "plain" | "doubled") => {
    builds.push(shape);
    const n = shape === "doubled" ? sql`${slot("n")}::int * 2` : sql`${slot("n")}::int`;
    return tx
      .select({
        n: n.mapWith(Number),
        label: sql<string>`${slot("label")}::text`,
        at: sql`${slot("at")}::timestamptz`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(sql`(select 1) as one`);
  });

  it("builds each shape once and runs it with each call's values, in any transaction", async () => {
    builds = [];
    const at = new Date("2026-11-29T10:00:00Z");
    const first = await t.db.transaction((tx) =>
      echo(tx, "plain", { n: 3, label: "un", at: at.toISOString() }),
    );
    const second = await t.db.transaction((tx) =>
      echo(tx, "plain", { n: 4, label: "deux", at: at.toISOString() }),
    );
    const doubled = await t.db.transaction((tx) =>
      echo(tx, "doubled", { n: 4, label: "trois", at: at.toISOString() }),
    );
    expect(first).toEqual([{ n: 3, label: "un", at }]);
    expect(second).toEqual([{ n: 4, label: "deux", at }]);
    expect(doubled).toEqual([{ n: 8, label: "trois", at }]);
    expect(builds).toEqual(["plain", "doubled"]);
  });

  it("refuses a run that misses a value", async () => {
    await expect(t.db.transaction((tx) => echo(tx, "plain", { n: 1, label: "x" }))).rejects.toThrow(
      'No value for placeholder "at"',
    );
  });
});

describe("sqlOnce", () => {
  const raw = sqlOnce<"one" | "two">();
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

  it("builds each shape once and answers as tx.execute does, with each call's values", async () => {
    const builds: string[] = [];
    const run = (shape: "one" | "two", n: number) =>
      t.db.transaction((tx) =>
        raw(tx, shape, { n }, () => {
          builds.push(shape);
          return shape === "one"
            ? sql`select ${slot("n")}::int as n`
            : sql`select ${slot("n")}::int * 2 as n`;
        }),
      );
    expect(rowsOf(await run("one", 3))).toEqual([{ n: 3 }]);
    expect(rowsOf(await run("one", 5))).toEqual([{ n: 5 }]);
    expect(rowsOf(await run("two", 5))).toEqual([{ n: 10 }]);
    expect(builds).toEqual(["one", "two"]);
    const direct = await t.db.execute(sql`select ${7}::int as n`);
    expect(rowsOf(await run("one", 7))).toEqual(rowsOf(direct));
  });

  it("refuses a run that misses a value", async () => {
    await expect(
      t.db.transaction((tx) => raw(tx, "one", {}, () => sql`select ${slot("n")}::int as n`)),
    ).rejects.toThrow('No value for placeholder "n"');
  });
});
