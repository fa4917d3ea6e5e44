// Part of scripts/report-bench.mjs: what the licence usage triggers (drizzle/0034, decision 0122)
// add to an agent's write of installed software. An agent's sync (`syncSoftware`, the agent's
// own code) adds 50 programs that licences cover to one asset, then removes them, each in its own
// tenant transaction, with the triggers enabled and disabled by turns (rounds interleaved, so the
// machine's load falls on both), beside the floor. Each add and its removal run in the same
// state, so the stored counts stay true.
import { sql } from "drizzle-orm";
import { syncSoftware } from "../../app/server/inventory/agent/agent-software.server.ts";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";
import { triggerCostRows } from "./trigger-cost.mjs";

const TRIGGERS = ["insert", "delete", "update"].map((op) => `licence_usage_installs_${op}`);

export async function licenceTriggerCost(db, organizationId, label, { percentile, round }) {
  const run = (work) => inTenant(db, organizationId, work);
  const rowsOf = (result) => result.rows ?? result;
  const [target] = rowsOf(
    await run((tx) => tx.execute(sql`select id from asset order by id limit 1 offset 777`)),
  );
  const item = (r) => ({ name: r.name, publisher: r.publisher, version: r.version });
  const base = rowsOf(
    await run((tx) =>
      tx.execute(sql`select name, publisher, version from installed_software
        where asset_id = ${target.id}`),
    ),
  ).map(item);
  const fifty = rowsOf(
    await run((tx) =>
      tx.execute(sql`select name, publisher, '1.0' as version from licence
        order by id limit 50 offset 1234`),
    ),
  ).map(item);
  const more = [...base, ...fifty];
  // Each add and its removal run in the same state, so the stored counts stay true.
  const writes = {
    "agent adds 50 installs": (tx) => syncSoftware(tx, target.id, more),
    "agent removes 50 installs": (tx) => syncSoftware(tx, target.id, base),
  };
  const table = "installed_software";
  return triggerCostRows(
    { db, organizationId, label, table, triggers: TRIGGERS, rounds: 6, repeats: 15 },
    writes,
    { percentile, round },
  );
}
