import { messages, PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OneTripQueries } from "./pglite-one-trip.server";
import { ServerPGlite } from "./server-pglite.server";

// The embedded database's queries as prepared statements, one call into the engine a run: the
// same results and errors as PGlite's own `query`, in and out of transactions; a changed table is
// read as it now is; a query never runs inside another caller's transaction.

let embedded: ServerPGlite;
let plain: PGlite;

const typed = `select $1::jsonb as doc, $2::text[] as tags, $3::int as n, $4::timestamptz as at,
  $5::text as nothing, $6::bytea as raw, $7::boolean as yes, $8 as untyped`;
const values = [
  { a: [1, "é"] },
  ["x", 'guillemet "'],
  7,
  new Date("2026-03-01T08:30:00Z"),
  null,
  new Uint8Array([1, 2, 255]),
  true,
  "texte",
];

/** The embedded database reads timestamps as text, for Drizzle (text-types-pglite.server.ts). */
const asServer = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

async function preparedCount(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from pg_prepared_statements",
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  embedded = new ServerPGlite();
  plain = new PGlite();
  for (const db of [embedded, plain]) {
    await db.exec(`create table item (id int primary key, label text not null);
      insert into item values (1, 'un'), (2, 'deux');`);
  }
}); // two initdbs: the config's hook timeout (120 s), for a loaded machine

afterAll(async () => {
  await embedded.close();
  await plain.close();
});

describe("one-trip queries", () => {
  it("returns what PGlite's own query returns, with parameters of every kind", async () => {
    for (let run = 0; run < 3; run++) {
      const [ours, theirs] = await Promise.all([
        embedded.query(typed, values),
        plain.query(typed, values, asServer),
      ]);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const inTx = await embedded.transaction((tx) => tx.query(typed, values));
    expect(inTx.rows).toEqual((await plain.query(typed, values, asServer)).rows);
    const write = "insert into item values ($1, $2) returning id, label";
    const [a, b] = [
      await embedded.query(write, [3, "trois"]),
      await plain.query(write, [3, "trois"]),
    ];
    expect(a).toEqual(b);
    expect(a.affectedRows).toBe(1);
  });

  it("runs a known statement in one call into the engine", async () => {
    const calls = vi.spyOn(embedded, "execProtocolStream");
    try {
      await embedded.query("select label from item where id = $1", [1]);
      const first = calls.mock.calls.length;
      await embedded.query("select label from item where id = $1", [2]);
      expect(first).toBe(2);
      expect(calls.mock.calls.length - first).toBe(1);
    } finally {
      calls.mockRestore();
    }
  });

  it("throws PGlite's database errors, with the query, and the next query works", async () => {
    const failing = embedded.query("insert into item values ($1, $2)", [1, "doublon"]);
    await expect(failing).rejects.toBeInstanceOf(messages.DatabaseError);
    await expect(failing).rejects.toMatchObject({
      code: "23505",
      query: "insert into item values ($1, $2)",
      params: [1, "doublon"],
    });
    await expect(embedded.query("selec 1")).rejects.toMatchObject({ code: "42601" });
    expect((await embedded.query("select label from item where id = $1", [1])).rows).toEqual([
      { label: "un" },
    ]);
  });

  it("rolls back a transaction whose statement failed, and keeps its statements usable", async () => {
    const write = "insert into item values ($1, $2)";
    await expect(
      embedded.transaction(async (tx) => {
        await tx.query(write, [10, "dix"]);
        await tx.query(write, [10, "encore dix"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await embedded.query("select id from item where id = $1", [10])).rows).toEqual([]);
    await embedded.query(write, [10, "dix"]);
    expect((await embedded.query("select label from item where id = $1", [10])).rows).toEqual([
      { label: "dix" },
    ]);
  });

  it("reads a table as it is after it changed, by a script or by a statement", async () => {
    const all = "select * from item where id = $1";
    expect((await embedded.query(all, [1])).rows).toEqual([{ id: 1, label: "un" }]);
    await embedded.exec("alter table item add column note text default 'n'");
    expect((await embedded.query(all, [1])).rows).toEqual([{ id: 1, label: "un", note: "n" }]);
    await embedded.query("alter table item drop column note");
    expect((await embedded.query(all, [1])).rows).toEqual([{ id: 1, label: "un" }]);
    await embedded.transaction((tx) => tx.query("alter table item alter column id type bigint"));
    expect((await embedded.query(all, ["1"])).rows).toEqual([{ id: 1, label: "un" }]);
  });

  it("keeps at most its limit of statements prepared", async () => {
    // On the plain engine, which prepares no named statement of its own: a third engine would
    // run initdb again, seconds on a busy machine (decision 0087).
    expect(await preparedCount(plain)).toBe(0);
    const queries = new OneTripQueries(plain, 3);
    for (let i = 0; i < 10; i++) {
      const { rows } = await queries.run<{ n: number }>(
        `select $1::int + ${i} as n`,
        [1],
        undefined,
        false,
      );
      expect(rows).toEqual([{ n: 1 + i }]);
    }
    // The tenth closed the seventh's eldest; the count itself is one run more.
    await queries.run("select 1", [], undefined, false);
    expect(await preparedCount(plain)).toBeLessThanOrEqual(3);
  });

  it("never runs a query between the statements of another caller's transaction", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = embedded.transaction(async (tx) => {
      await tx.query("insert into item values ($1, $2)", [20, "vingt"]);
      await held;
      await tx.query("delete from item where id = $1", [20]);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = embedded.query("select count(*)::int as n from item where id = $1", [20]);
    release();
    await transaction;
    expect((await reading).rows).toEqual([{ n: 0 }]);
  });
});
