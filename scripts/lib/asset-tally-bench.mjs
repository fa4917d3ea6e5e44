// Part of scripts/report-bench.mjs: what the asset_tally triggers (drizzle/0036, decision 0125)
// add to the inventory's writes, with the triggers enabled and disabled by turns (interleaved, so
// the machine's load falls on both), beside the floor, each write in a tenant transaction of its
// own: an agent's inventory of a known machine (its asset updated, nothing counted moves), a new
// machine (one asset), a status change, and an import of 20,000 rows as the import writes them
// (hidden, 25 rows a statement, BENCH_TALLY_IMPORT_ROWS), then dropped 500 at a time as a failed
// import's clean-up. Every write is undone in the same state, so the stored counts stay true.
import { sql } from "drizzle-orm";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";
import { costRows } from "./trigger-cost.mjs";

const TRIGGERS = ["insert", "delete", "update"].map((op) => `asset_tally_${op}`);
const IMPORT_ROWS = Number(process.env.BENCH_TALLY_IMPORT_ROWS ?? 20_000);

export async function assetTallyCost(db, organizationId, label, { percentile, round }) {
  const run = (work, pending = false) =>
    inTenant(db, organizationId, async (tx) => {
      if (pending) await tx.execute(sql`select set_config('app.pending', 'all', true)`);
      return work(tx);
    });
  const rowsOf = (result) => result.rows ?? result;
  const [target] = rowsOf(
    await run((tx) =>
      tx.execute(sql`select id, type_id from asset order by id limit 1 offset 777`),
    ),
  );
  const [made] = rowsOf(
    await run((tx) =>
      tx.execute(sql`insert into asset_import (created_by, filename, content, status)
        select user_id, 'banc.csv', ''::bytea, 'preview' from auth_member limit 1 returning id`),
    ),
  );
  const times = {};
  const once = async (key, work, pending) => {
    const start = performance.now();
    await run(work, pending);
    (times[key] ??= []).push(performance.now() - start);
  };
  const switchTriggers = async (on) => {
    for (const name of TRIGGERS) {
      await db.execute(sql.raw(`alter table asset ${on ? "enable" : "disable"} trigger ${name}`));
    }
  };
  const agentUpdate = (tx) =>
    tx.execute(sql`update asset set last_inventory_at = now(), operating_system = 'Debian 12',
      updated_at = now(), version = version + 1 where id = ${target.id}`);
  const newMachine = (tx) =>
    tx.execute(sql`insert into asset (tag, name, type_id, source)
      values ('BANC-' || gen_random_uuid(), 'Machine du banc', ${target.type_id}, 'agent')`);
  const dropMachine = (tx) => tx.execute(sql`delete from asset where name = 'Machine du banc'`);
  const status = (value) => (tx) =>
    tx.execute(sql`update asset set status = ${value} where id = ${target.id}`);
  const importBatch = (from) => (tx) =>
    tx.execute(sql`insert into asset (tag, name, type_id, status, import_id, source)
      select 'IMP-' || (${from}::int + g), 'Importé ' || g, ${target.type_id}, 'in_stock', ${made.id}, 'import'
      from generate_series(1, least(25, ${IMPORT_ROWS}::int - ${from}::int)) g`);
  const dropBatch = (tx) =>
    tx.execute(sql`delete from asset where id in (
      select id from asset where import_id = ${made.id} limit 500)`);
  const [original] = rowsOf(
    await run((tx) => tx.execute(sql`select status from asset where id = ${target.id}`)),
  );
  for (let turn = 0; turn < 4; turn++) {
    for (const on of [true, false]) {
      await switchTriggers(on);
      const state = on ? "with" : "without";
      for (let i = 0; i < 10; i++) {
        await once(`agent, known machine ${state}`, agentUpdate);
        await once(`agent, new machine ${state}`, newMachine);
        await once(`asset deleted ${state}`, dropMachine);
        await once(`status changed ${state}`, status("in_repair"));
        await once(`status changed ${state}`, status(original.status));
        await once("floor", (tx) => tx.execute(sql`select 1`));
      }
      if (turn < 2) {
        const start = performance.now();
        for (let from = 0; from < IMPORT_ROWS; from += 25) await run(importBatch(from), true);
        (times[`import ${IMPORT_ROWS} rows ${state}`] ??= []).push(performance.now() - start);
        const dropped = performance.now();
        for (;;) {
          const [gone] = rowsOf(
            await run(
              (tx) =>
                dropBatch(tx).then(() =>
                  tx.execute(
                    sql`select count(*)::int as n from asset where import_id = ${made.id}`,
                  ),
                ),
              true,
            ),
          );
          if (gone.n === 0) break;
        }
        (times[`import dropped ${state}`] ??= []).push(performance.now() - dropped);
      }
    }
  }
  await switchTriggers(true);
  await run((tx) => tx.execute(sql`delete from asset_import where id = ${made.id}`));
  return costRows(times, label, { percentile, round });
}
