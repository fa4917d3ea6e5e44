import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.server";
import { openOwnTestDb } from "./test-db.server";

// A transaction's BEGIN travels with its first statement (decision 0150): one round trip fewer,
// and the statement still runs inside the transaction, never alone. PostgreSQL only (the
// embedded database has no round trips: pglite-one-trip.server.ts).

let t: Awaited<ReturnType<typeof openOwnTestDb>>;
let db: Db;
let pool: pg.Pool;
/** Round trips (ReadyForQuery messages) received by the pool's connections so far. */
let trips = 0;
const counted = new WeakSet<object>();

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  t = await openOwnTestDb();
  db = t.db;
  pool = (db as unknown as { $client: pg.Pool }).$client;
  pool.on("acquire", (client) => {
    if (counted.has(client)) return;
    counted.add(client);
    const connection = (client as unknown as { connection: pg.Connection }).connection;
    connection.on("readyForQuery", () => (trips += 1));
  });
  // One connection, warmed: its BEGIN prepared by a first transaction.
  await db.execute(sql`create table begun_probe (n int primary key)`);
  await db.transaction((tx) => tx.execute(sql`select 1`));
}, 120_000);
afterAll(() => t.cleanup());

/** The round trips `run` takes. */
async function tripsOf(run: () => Promise<unknown>) {
  const before = trips;
  await run();
  return trips - before;
}

const probeCount = async () =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from begun_probe`))[0]!.n;

describe("BEGIN with the first statement", () => {
  it("takes one round trip fewer, the statements still in one transaction", async () => {
    const marker = `begun-${Date.now()}`;
    let seen: unknown;
    const taken = await tripsOf(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('test.begun', ${marker}, true)`);
        seen = rowsOf<{ v: string }>(
          await tx.execute(sql`select current_setting('test.begun', true) as v`),
        )[0]!.v;
      }),
    );
    // The first statement with BEGIN, the second, COMMIT: three, not four.
    expect(taken).toBe(3);
    // `set_config(…, true)` lasts until the end of the transaction: the second statement saw it.
    expect(seen).toBe(marker);
    const after = await db.execute(sql`select current_setting('test.begun', true) as v`);
    expect(rowsOf<{ v: string | null }>(after)[0]!.v || null).toBeNull();
  });

  it("rolls the first statement back with the transaction: it never ran alone", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into begun_probe (n) values (1)`);
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    expect(await probeCount()).toBe(0);
  });

  it("answers a failing first statement's error, then serves the next transaction", async () => {
    await expect(
      db.transaction((tx) => tx.execute(sql`insert into begun_probe (n) values (1 / 0)`)),
    ).rejects.toMatchObject({ cause: { code: "22012" } }); // division by zero
    await db.transaction((tx) => tx.execute(sql`insert into begun_probe (n) values (2)`));
    expect(await probeCount()).toBe(1);
    await db.execute(sql`delete from begun_probe`);
  });

  it("parses a statement that failed to parse with BEGIN again, once it can", async () => {
    const read = () =>
      db.transaction((tx) => tx.execute(sql`select count(*)::int as n from begun_later`));
    await expect(read()).rejects.toMatchObject({ cause: { code: "42P01" } }); // no such table
    await db.execute(sql`create table begun_later (n int)`);
    expect(rowsOf<{ n: number }>(await read())).toEqual([{ n: 0 }]);
  });

  it("sends nothing for a transaction that runs no statement", async () => {
    expect(await tripsOf(() => db.transaction(async () => 42))).toBe(0);
  });

  it("sends BEGIN first, alone, before a statement that cannot follow it", async () => {
    const timeout = await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 1234`);
      return rowsOf<{ v: string }>(
        await tx.execute(sql`select current_setting('statement_timeout') as v`),
      )[0]!.v;
    });
    // SET LOCAL outside a transaction would be a warning and no effect.
    expect(timeout).toBe("1234ms");
  });

  it("leaves a `begin` no statement followed with its user, not the connection's next one", async () => {
    const client = await pool.connect();
    await client.query("begin");
    client.release();
    const next = await pool.connect();
    try {
      expect(next).toBe(client);
      await next.query("select 1");
      // ReadyForQuery's status: idle, not in a transaction the previous user opened.
      expect((next as unknown as { getTransactionStatus(): string }).getTransactionStatus()).toBe(
        "I",
      );
    } finally {
      next.release();
    }
  });
});
