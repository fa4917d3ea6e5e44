import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { customType, pgTable, text } from "drizzle-orm/pg-core";
import { drizzle, type PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OneTripQueries } from "./pglite-one-trip.server";
import { ServerPGlite } from "./server-pglite.server";

// The embedded database's client (always PGlite here): Drizzle reads every type as it does on a
// plain PGlite, while its per-query parsers no longer reach PGlite; and pending I/O runs between
// two queued transactions.

const sample = sql`
  select timestamptz '2026-03-01 08:30:00+00' as at, date '2026-03-02' as day,
    interval '1 day 02:00' as span, array[timestamp '2026-03-03 10:00'] as stamps,
    array[1.50, 2]::numeric[] as amounts, 42 as answer, now() - now() as zero`;

const stamped = pgTable("stamped", {
  label: text("label").notNull(),
  at: customType<{ data: string }>({ dataType: () => "timestamptz" })("at").notNull(),
});

let embedded: ServerPGlite;
let plain: PGlite;

beforeAll(async () => {
  embedded = new ServerPGlite();
  plain = new PGlite();
  for (const client of [embedded, plain]) {
    await client.exec(`
      create table stamped (label text not null, at timestamptz not null);
      insert into stamped values ('a', '2026-03-01 08:30:00+00'), ('b', '2026-03-04 17:00:00+00');`);
  }
}); // two initdbs: the config's hook timeout (120 s), for a loaded machine

afterAll(async () => {
  await embedded.close();
  await plain.close();
});

describe("ServerPGlite", () => {
  it("lets pending I/O callbacks run before a queued transaction starts", async () => {
    const order: string[] = [];
    const first = embedded.transaction(async (tx) => {
      order.push("first");
      // What a request arriving meanwhile is: an I/O callback, due once this thread yields.
      setImmediate(() => order.push("i/o"));
      await tx.query("select 1");
    });
    const second = embedded.transaction(async () => {
      order.push("second");
    });
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "i/o", "second"]);
  });

  it("says it is busy while a transaction runs, and when its last query settled", async () => {
    await embedded.query("select 1");
    const idle = embedded.liveness;
    expect(idle.busy).toBe(false);
    let inside = idle;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = embedded.transaction(async (tx) => {
      await tx.query("select 1");
      inside = embedded.liveness;
      await held;
    });
    await new Promise<void>((resolve) => setTimeout(resolve, 5));
    expect(embedded.liveness.busy).toBe(true);
    release();
    await running;
    expect(inside.busy).toBe(true);
    expect(inside.settledAt).toBeGreaterThanOrEqual(idle.settledAt);
    expect(embedded.liveness.busy).toBe(false);
  });

  it("returns through Drizzle what a plain PGlite returns, in object and array rows", async () => {
    const [db, reference] = [drizzle(embedded), drizzle(plain)];
    expect((await db.execute(sample)).rows).toEqual((await reference.execute(sample)).rows);
    const query = (d: PgliteDatabase) => d.select().from(stamped).orderBy(stamped.label);
    expect(await query(db)).toEqual(await query(reference));
    const rows = await db.transaction((tx) => tx.execute(sample));
    expect(rows.rows).toEqual((await reference.execute(sample)).rows);
    expect(rows.rows[0]).toMatchObject({ at: "2026-03-01 08:30:00+00", answer: 42 });
  });

  it("leaves Drizzle's parsers out of the queries it passes to PGlite", async () => {
    const spy = vi.spyOn(OneTripQueries.prototype, "run");
    try {
      await drizzle(embedded).execute(sql`select 1`);
      await drizzle(embedded).select().from(stamped);
      expect(spy).toHaveBeenCalledTimes(2);
      for (const [, , options] of spy.mock.calls)
        expect(options ?? {}).not.toHaveProperty("parsers");
    } finally {
      spy.mockRestore();
    }
  });

  it("keeps any other parsers a query asks for", async () => {
    const result = await embedded.query<{ answer: string }>("select 42 as answer", [], {
      parsers: { 23: (value: string) => `n°${value}` },
    });
    expect(result.rows[0]?.answer).toBe("n°42");
    const inTx = await embedded.transaction((tx) =>
      tx.query<{ answer: string }>("select 42 as answer", [], {
        parsers: { 23: (value: string) => `n°${value}` },
      }),
    );
    expect(inTx.rows[0]?.answer).toBe("n°42");
  });

  it("still reads the text types as text after the array types are refreshed", async () => {
    await embedded.refreshArrayTypes();
    const { rows } = await drizzle(embedded).execute(sample);
    expect(rows[0]).toMatchObject({ stamps: '{"2026-03-03 10:00:00"}', amounts: "{1.50,2}" });
  });
});
