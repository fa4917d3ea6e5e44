// Part of report-bench.mjs: what the kept resolutions' trigger (drizzle/0038, decision 0128) adds
// to a ticket's status event (a resolution, a reopen) and to a message (never called: its WHEN),
// each in its own tenant transaction, with the trigger enabled and disabled by turns. The events
// are dated now, on tickets spread over the workspace, whose rows are recounted at the end.
// Asserts nothing.
import { sql } from "drizzle-orm";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";
import { triggerCostRows } from "./trigger-cost.mjs";

export async function resolutionTriggerCost(db, organizationId, label, stats) {
  const rowsOf = (result) => result.rows ?? result;
  const tickets = rowsOf(
    await inTenant(db, organizationId, (tx) =>
      tx.execute(sql`select id from ticket where number % 97 = 0 order by number limit 200`),
    ),
  ).map((row) => row.id);
  let next = 0;
  const entry = (tx, values) =>
    tx.execute(sql`insert into ticket_entry (ticket_id, kind, author_type, author_name, body, event)
      values (${tickets[next++ % tickets.length]}, ${values.kind}, 'member', 'Banc', 'Bonjour',
        ${values.event ? JSON.stringify(values.event) : null}::jsonb)`);
  const status = (from, to) => ({ kind: "event", event: { field: "status", from, to } });
  const rows = await triggerCostRows(
    {
      db,
      organizationId,
      label,
      table: "ticket_entry",
      triggers: ["ticket_resolution_insert"],
      rounds: 6,
      repeats: 25,
    },
    {
      "resolution event": (tx) => entry(tx, status("En cours", "Résolu")),
      "reopen event": (tx) => entry(tx, status("Résolu", "En cours")),
      message: (tx) => entry(tx, { kind: "reply" }),
    },
    stats,
  );
  // The events written with the trigger disabled left their tickets' rows behind: recounted, so
  // a reused bench database reads true figures (decision 0128's upsert).
  await inTenant(db, organizationId, (tx) =>
    tx.execute(sql`insert into ticket_resolution as r
      select f.* from unnest(${`{${tickets.join(",")}}`}::uuid[]) t(id), ticket_resolution_rows(t.id) f
      on conflict on constraint ticket_resolution_key do update set previous_at = excluded.previous_at,
        reopened = excluded.reopened, irregular = excluded.irregular`),
  );
  return rows;
}
