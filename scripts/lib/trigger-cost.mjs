// What a table's triggers add to writes (report-bench.mjs): each write in its own tenant
// transaction, with `triggers` enabled and disabled by turns (rounds interleaved, so the
// machine's load falls on both states), beside a floor (`select 1`); p50/p95 per write and state,
// and the ratio with/without at p50. Asserts nothing.
import { sql } from "drizzle-orm";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";

export async function triggerCostRows(
  { db, organizationId, label, table, triggers, rounds, repeats },
  /** Named writes, run in this order each time; a name's state ("with"/"without") is appended. */
  writes,
  { percentile, round },
) {
  const times = { floor: [] };
  const once = async (key, work) => {
    const start = performance.now();
    await inTenant(db, organizationId, work);
    (times[key] ??= []).push(performance.now() - start);
  };
  const switchTriggers = async (on) => {
    for (const name of triggers) {
      await db.execute(
        sql.raw(`alter table ${table} ${on ? "enable" : "disable"} trigger ${name}`),
      );
    }
  };
  for (let turn = 0; turn < rounds; turn++) {
    for (const on of [true, false]) {
      await switchTriggers(on);
      for (let i = 0; i < repeats; i++) {
        for (const [name, work] of Object.entries(writes)) {
          await once(`${name} ${on ? "with" : "without"}`, work);
        }
        await once("floor", (tx) => tx.execute(sql`select 1`));
      }
    }
  }
  await switchTriggers(true);
  return costRows(times, label, { percentile, round });
}

/** Each write's p50/p95 by state, and its ratio with/without the triggers at p50. */
export function costRows(times, label, { percentile, round }) {
  const p50 = (key) => percentile(times[key], 50);
  return Object.keys(times).map((key) => ({
    database: label,
    write: key,
    p50: round(p50(key)),
    p95: round(percentile(times[key], 95)),
    "× without": key.endsWith(" with")
      ? round(p50(key) / p50(key.replace(/ with$/, " without")))
      : "",
  }));
}
