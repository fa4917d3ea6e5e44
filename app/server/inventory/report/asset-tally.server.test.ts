import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { deleteWorkspace } from "~/server/workspaces/delete-workspace.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { addAsset } from "../inventory-test-kit.server";

// asset_tally (drizzle/0036, decision 0125) against a recount of the assets after every kind of
// write, each in the tenant transaction as the application does it: inserts of one and many
// rows, status and type changes (one row, many, and a change that moves nothing), deletions,
// an import's hidden rows (counted for the import only, revealed with it, or dropped), a key
// with more than four rows (folded), and the workspace's deletion (nothing left behind).

let t: Awaited<ReturnType<typeof openTestDb>>;
let org: string;
let other: string;
let owner: TestPerson;
let laptop: string;
let server: string;

type Tx = Parameters<Parameters<typeof inTenant>[2]>[0];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const within = <T>(fn: (tx: Tx) => Promise<T>, pending = false, workspace = org) =>
  inTenant(t.db, workspace, async (tx) => {
    if (pending) await tx.execute(sql`select set_config('app.pending', 'all', true)`);
    return fn(tx);
  });

/** The tally's sums and the recount, per key, as this transaction sees them. */
async function both(pending = false, workspace = org) {
  return within(
    async (tx) => {
      const stored = rowsOf<{ key: string; n: number }>(
        await tx.execute(sql`select concat_ws('/', status, type_id, import_id, created_on) as key,
          sum(n)::int as n from asset_tally group by 1 having sum(n) <> 0 order by 1`),
      );
      const counted = rowsOf<{ key: string; n: number }>(
        await tx.execute(sql`select concat_ws('/', status, type_id, import_id,
          asset_tally_day(created_at)) as key, count(*)::int as n from asset group by 1 order by 1`),
      );
      return { stored, counted };
    },
    pending,
    workspace,
  );
}

async function expectInStep() {
  for (const pending of [false, true]) {
    const { stored, counted } = await both(pending);
    expect(stored).toEqual(counted);
  }
}

const insert = (tx: Tx, count: number, extra: { importId?: string; status?: string } = {}) =>
  tx.execute(sql`insert into asset (tag, name, type_id, status, import_id, created_at)
    select 'T-' || gen_random_uuid(), 'Poste ' || g, ${laptop}, ${extra.status ?? "in_stock"},
      ${extra.importId ?? null}::uuid, '2026-11-30T23:30:00Z'::timestamptz - g * interval '1 hour'
    from generate_series(1, ${count}) g`);

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  org = await createFirstWorkspace(t.db, owner, "premium");
  other = await createFirstWorkspace(t.db, await testPerson(t.db, "Mamadou Barry"), "premium");
  await addAsset(t.db, org, owner, { name: "Portable de Fatou", type: "Portable" });
  await addAsset(t.db, org, owner, { name: "Serveur de fichiers", type: "Serveur" });
  const types = await within(async (tx) =>
    rowsOf<{ id: string }>(await tx.execute(sql`select id from asset_type order by name`)),
  );
  laptop = types[0]!.id;
  server = types[1]!.id;
}, 60_000);

describe("asset_tally", { timeout: 60_000 }, () => {
  it("follows the commands, inserts, moves and deletions", async () => {
    await expectInStep();
    await within((tx) => insert(tx, 30));
    await within((tx) => insert(tx, 1, { status: "in_service" }));
    await expectInStep();
    await within((tx) =>
      tx.execute(sql`update asset set status = 'in_repair' where name in ('Poste 1', 'Poste 2')`),
    );
    await within((tx) =>
      tx.execute(sql`update asset set type_id = ${server} where name like 'Poste 1%'`),
    );
    // A change that moves nothing, then a status set to itself.
    await within((tx) => tx.execute(sql`update asset set notes = 'vu' where name = 'Poste 3'`));
    await within((tx) => tx.execute(sql`update asset set status = status`));
    await expectInStep();
    await within((tx) => tx.execute(sql`delete from asset where name like 'Poste 2%'`));
    await expectInStep();
  });

  it("folds a key's rows past four, never changing a sum", async () => {
    for (let i = 0; i < 7; i++) await within((tx) => insert(tx, 1, { status: "lost" }));
    const rows = await within(async (tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from asset_tally where status = 'lost'
          group by created_on, type_id order by 1 desc limit 1`),
      ),
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(4);
    await expectInStep();
  });

  it("counts an import's hidden rows for the import only, until it is revealed or dropped", async () => {
    const [shown, dropped] = await within(async (tx) => {
      const made = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into asset_import (created_by, filename, content)
          values (${owner.id}, 'a.csv', ''::bytea), (${owner.id}, 'b.csv', ''::bytea)
          returning id`),
      );
      return made.map((row) => row.id);
    });
    // As the import inserts them: hidden, without seeing them.
    for (let i = 0; i < 6; i++) await within((tx) => insert(tx, 2, { importId: shown }));
    await within((tx) => insert(tx, 5, { importId: dropped }));
    const hidden = await both();
    expect(hidden.stored.some((row) => row.key.includes(shown!))).toBe(false);
    await expectInStep();
    await within((tx) =>
      tx.execute(sql`update asset_import set status = 'imported' where id = ${shown}`),
    );
    expect((await both()).stored.some((row) => row.key.includes(shown!))).toBe(true);
    await within((tx) => tx.execute(sql`delete from asset where import_id = ${dropped}`), true);
    await expectInStep();
  });

  it("keeps each workspace's counts apart and leaves nothing of a deleted one", async () => {
    const person = await testPerson(t.db, "Fanta Camara");
    const gone = await createFirstWorkspace(t.db, person, "premium");
    await addAsset(t.db, gone, person, { name: "Portable", type: "Portable" });
    expect((await both(false, gone)).stored).toHaveLength(1);
    expect((await both(false, other)).stored).toEqual([]);
    expect(await deleteWorkspace(t.db, gone, person.id)).toBe(true);
    const left = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from asset_tally where organization_id = ${gone}`,
      ),
    );
    expect(left[0]!.n).toBe(0);
    await expectInStep();
  });
});
