// Part of `npm run bench` (run with `node --import tsx`): the asset inventory at 100× a trial.
// For each database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a throwaway
// database: it is migrated and filled), a production server with an owner signed up over HTTP,
// whose workspace is filled by SQL with 50,000 assets (2 history events each) and 5,000
// licences. Then the server time of the list (first page, a filtered sort, a page deep in the
// list), two searches and an asset page (200 requests each, median and p95, from 127.0.0.1),
// with the plans of the statements the list's loader runs for each list view, as its own code
// builds them (BENCH_INVENTORY_EXPLAIN=1). An asset page that answers 404 (not built yet) is
// reported 'absent'. Asserts nothing.
// Switches: BENCH_INVENTORY_ASSETS=50000, BENCH_INVENTORY_LICENCES=5000, BENCH_INVENTORY_REQUESTS=200.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { openDb } from "../app/server/db/client.server.ts";
import {
  listAssetPage,
  parseAssetQuery,
} from "../app/server/inventory/assets/asset-list.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { seedInventory } from "./lib/inventory-seed.mjs";
import { signUpOwner, timedDownload, timeRequests } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const ASSETS = Number(process.env.BENCH_INVENTORY_ASSETS ?? 50_000);
const LICENCES = Number(process.env.BENCH_INVENTORY_LICENCES ?? 5_000);
const REQUESTS = Number(process.env.BENCH_INVENTORY_REQUESTS ?? 200);
const LIST = "/dashboard/inventory-management";

const rowsOf = (result) => result.rows ?? result;

/**
 * The plans of the statements the list's loader runs for each view (its own code, as it builds
 * them: a logger records them), with EXPLAIN ANALYZE under the tenant role (RLS on).
 */
async function explain(handle, organizationId, views) {
  const statements = [];
  const logger = { logQuery: (query, params) => statements.push({ query, params }) };
  const client = handle.db.$client;
  const traced =
    handle.backend === "pglite"
      ? drizzlePglite(client, { logger })
      : drizzleNodePg(client, { logger });
  const explainIn = async (query, params) => {
    const tenant = async (run) => {
      await run("select set_config('app.org_id', $1, true)", [organizationId]);
      await run("set local role app_tenant", []);
      return run(`explain analyze ${query}`, params);
    };
    if (handle.backend === "pglite") {
      return client.transaction((tx) => tenant((text, values) => tx.query(text, values)));
    }
    const connection = await client.connect();
    try {
      await connection.query("begin");
      return await tenant((text, values) => connection.query(text, values));
    } finally {
      await connection.query("rollback");
      connection.release();
    }
  };
  for (const [what, search] of views) {
    statements.length = 0;
    await inTenant(traced, organizationId, (tx) =>
      listAssetPage(tx, parseAssetQuery(new URLSearchParams(search)), new Date()),
    );
    for (const { query, params } of statements) {
      if (/^(begin|commit|select set_config|set local role)/.test(query)) continue;
      const plan = rowsOf(await explainIn(query, params));
      console.log(
        `\n${what}: ${query.replace(/\s+/g, " ").slice(0, 160)}…\n${plan.map((l) => `  ${Object.values(l)[0]}`).join("\n")}`,
      );
    }
  }
}

const cursor = (row) =>
  Buffer.from(JSON.stringify([new Date(row.updated_at).toISOString(), row.id])).toString(
    "base64url",
  );

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inventory-bench-"));
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server = await startServer({ dataDir, env });
  const cookie = await signUpOwner(server.base, {
    ip: "10.254.0.1",
    prefix: "banc-parc",
    log: server.output,
  });
  if (!databaseUrl) await server.stop();
  const handle = openDb({ dataDir, databaseUrl });
  const [workspace] = rowsOf(
    await handle.db.execute(sql`select id from auth_organization order by created_at desc limit 1`),
  );
  const start = performance.now();
  await seedInventory(handle.db, workspace.id, { assets: ASSETS, licences: LICENCES });
  console.log(
    `${label}: ${ASSETS} assets and ${LICENCES} licences seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  const sample = rowsOf(
    await inTenant(handle.db, workspace.id, (tx) =>
      tx.execute(sql`select id, serial, updated_at from asset order by updated_at desc, id desc`),
    ),
  );
  const middle = cursor(sample[Math.floor(sample.length / 2)]);
  const views = [
    ["list (first page)", () => LIST],
    ["list (En service, by name)", () => `${LIST}?statut=in_service&tri=name`],
    [`list (page at ${Math.floor(sample.length / 2)})`, () => `${LIST}?apres=${middle}`],
    ["search 'elitebook'", () => `${LIST}?q=elitebook`],
    ["search by serial", (i) => `${LIST}?q=${sample[(i * 7919) % sample.length].serial}`],
    ["asset page", (i) => `${LIST}/${sample[(i * 7919) % sample.length].id}`],
  ];
  if (process.env.BENCH_INVENTORY_EXPLAIN === "1") {
    const lists = views.filter(([, path]) => path(0).startsWith(`${LIST}?`) || path(0) === LIST);
    await explain(
      handle,
      workspace.id,
      lists.map(([what, path]) => [what, path(0).split("?")[1] ?? ""]),
    );
  }
  await handle.close();
  if (!databaseUrl) server = await startServer({ dataDir, env, port: server.port });
  const rows = [];
  for (const [what, paths] of views) {
    rows.push({
      database: label,
      assets: ASSETS,
      request: what,
      ...(await timeRequests(server.base, cookie, paths, {
        count: REQUESTS,
        warm: 5,
        absent: true,
      })),
    });
  }
  // The whole list's CSV: every asset, streamed a batch at a time.
  const download = {
    database: label,
    assets: ASSETS,
    ...(await timedDownload(server.base, cookie, `${LIST}/export`, server.child.pid)),
  };
  await server.stop();
  return { rows, download };
}

const results = [await measure("PGlite", undefined)];
if (process.env.BENCH_DATABASE_URL)
  results.push(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL));

console.log(`\nInventory server time (${REQUESTS} requests each, signed-in owner, 127.0.0.1)`);
console.table(results.flatMap((r) => r.rows));
console.log("\nCSV export of the whole list (one download, read to the end)");
console.table(results.map((r) => r.download));
