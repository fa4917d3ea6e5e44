// The list pages the benches measure against the floor's SQL (decision 0078): each list's page,
// the list statements the project's own code builds for it (captured once, run by the floor in
// one tenant transaction: scripts/lib/floor-server.mjs `/sql/{name}`), and the floor's p50 of
// those statements. Used by floor-bench.mjs and cost-ab-bench.mjs.
import http from "node:http";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import {
  listTickets,
  parseTicketQuery,
} from "../../app/server/helpdesk/tickets/ticket-list.server.ts";
import {
  listAssetPage,
  parseAssetQuery,
} from "../../app/server/inventory/assets/asset-list.server.ts";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";

/** The list views measured: name, the page's path, the list's kind, its query string. */
export const LISTS = [
  ["inventory list (first page)", "/dashboard/inventory-management", "asset", ""],
  [
    "inventory search 'elitebook'",
    "/dashboard/inventory-management?q=elitebook",
    "asset",
    "q=elitebook",
  ],
  ["queue (first page)", "/dashboard/helpdesk", "ticket", ""],
  ["queue search 'imprimante'", "/dashboard/helpdesk?q=imprimante", "ticket", "q=imprimante"],
];

/** The statements the list's own code runs for each view, as it builds them (a logger records them). */
export async function captureLists(handle, organizationId, viewerId) {
  const statements = [];
  const logger = { logQuery: (query, params) => statements.push({ query, params }) };
  const traced =
    handle.backend === "pglite"
      ? drizzlePglite(handle.db.$client, { logger })
      : drizzleNodePg(handle.db.$client, { logger });
  const captured = {};
  const now = new Date();
  for (const [what, , kind, search] of LISTS) {
    statements.length = 0;
    const params = new URLSearchParams(search);
    await inTenant(traced, organizationId, (tx) =>
      kind === "asset"
        ? listAssetPage(tx, parseAssetQuery(params), now)
        : listTickets(tx, parseTicketQuery(params), viewerId, now),
    );
    captured[what] = statements.filter(
      ({ query }) => !/^(begin|commit|select set_config|set local role)/.test(query),
    );
  }
  return captured;
}

/** `count` GETs of the floor's `/sql/{name}`: p50 of its HTTP time and of its SQL time. */
export async function floorList(base, name, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve, reject) => {
      const start = performance.now();
      http
        .get(`${base}/sql/${encodeURIComponent(name)}`, { agent }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve([performance.now() - start, Number(response.headers["x-sql-ms"])]),
          );
        })
        .on("error", reject);
    });
  for (let i = 0; i < 5; i++) await get();
  const http_ = [];
  const sqlMs = [];
  for (let i = 0; i < count; i++) {
    const [total, sqlTime] = await get();
    http_.push(total);
    sqlMs.push(sqlTime);
  }
  agent.destroy();
  const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { http: p50(http_), sql: p50(sqlMs) };
}
