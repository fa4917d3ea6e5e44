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
import { BUILTIN_ASSET_TYPES } from "../app/content/inventory.ts";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { openDb } from "../app/server/db/client.server.ts";
import { listAssetPage, parseAssetQuery } from "../app/server/inventory/asset-list.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { signUpOwner, timedDownload, timeRequests } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const ASSETS = Number(process.env.BENCH_INVENTORY_ASSETS ?? 50_000);
const LICENCES = Number(process.env.BENCH_INVENTORY_LICENCES ?? 5_000);
const REQUESTS = Number(process.env.BENCH_INVENTORY_REQUESTS ?? 200);
const LIST = "/dashboard/inventory-management";

const rowsOf = (result) => result.rows ?? result;

const MODELS = [
  ["HP", "EliteBook 840 G8", "Portable"],
  ["Dell", "OptiPlex 7090", "Poste de travail"],
  ["Lenovo", "ThinkPad T14", "Portable"],
  ["HP", "LaserJet Pro M404", "Imprimante"],
  ["Dell", "PowerEdge R650", "Serveur"],
  ["Cisco", "Catalyst 9200", "Équipement réseau"],
  ["Samsung", "Galaxy A54", "Téléphone"],
  ["Apple", "MacBook Air M2", "Portable"],
];
const PEOPLE = ["Fatou Camara", "Ibrahima Sow", "Mariama Bah", "Alpha Condé", "Kadiatou Diallo"];

/** Fills the workspace (SQL, as the tables' owner): locations, assets, their history, licences. */
async function seed(db, organizationId) {
  // What the first asset created sets up: the settings row and the built-in types.
  await db.execute(sql`
    insert into inventory_settings (organization_id) values (${organizationId}) on conflict do nothing`);
  for (const type of BUILTIN_ASSET_TYPES) {
    await db.execute(sql`
      insert into asset_type (organization_id, key, name)
      values (${organizationId}, ${type.key}, ${type.name}) on conflict do nothing`);
  }
  const models = (i) => `array[${MODELS.map((m) => `'${m[i]}'`).join(",")}]`;
  await db.execute(sql`
    insert into asset_location (organization_id, name)
    select ${organizationId}, 'Site ' || g from generate_series(1, 20) g on conflict do nothing`);
  await db.execute(
    sql.raw(`
    with refs as (
      select
        (select array_agg(id order by name) from asset_location where organization_id = '${organizationId}') as sites,
        (select array_agg(t.id order by m.n) from unnest(${models(2)}) with ordinality m(name, n)
          join asset_type t on t.name = m.name and t.organization_id = '${organizationId}') as types
    ), made as (
      select g, (${models(0)})[1 + g % 8] as maker, (${models(1)})[1 + g % 8] as model,
        'ACT-' || lpad(g::text, 5, '0') as tag,
        upper(substr(md5(g::text), 1, 10)) as serial,
        (array['in_service','in_service','in_service','in_stock','in_repair','retired','lost'])[1 + g % 7] as status,
        case when g % 3 = 0 then (array['${PEOPLE.join("','")}'])[1 + g % 5] || ' ' || g end as person
      from generate_series(1, ${ASSETS}) g
    )
    insert into asset (organization_id, tag, name, type_id, manufacturer, model, serial, status,
      location_id, assignee_name, purchase_date, purchase_price, currency, warranty_end, source,
      created_at, updated_at, search)
    select '${organizationId}', tag, model || ' n°' || g, (select types from refs)[1 + g % 8], maker, model,
      serial, status, (select sites from refs)[1 + g % 20], person,
      current_date - (g % 1500), 1000000 + g, 'GNF', current_date + (g % 1500) - 300, 'import',
      now() - g * interval '1 minute', now() - g * interval '1 minute',
      to_tsvector('simple', lower(tag || ' ' || model || ' n°' || g || ' ' || serial || ' ' || maker || ' ' || model || ' ' || coalesce(person, '')))
    from made`),
  );
  await db.execute(sql`
    insert into asset_event (organization_id, asset_id, kind, actor_name, changes, created_at)
    select a.organization_id, a.id, k, 'Ibrahima Sow',
      jsonb_build_array(jsonb_build_object('field', 'Statut', 'from', 'En stock', 'to', 'En service')),
      a.created_at
    from asset a cross join unnest(array['imported', 'changed']) k
    where a.organization_id = ${organizationId}`);
  await db.execute(sql`
    update inventory_settings set last_tag = ${ASSETS} where organization_id = ${organizationId}`);
  await db.execute(sql`
    insert into licence (organization_id, name, publisher, kind, seats, expires_on, match_name,
      match_publisher)
    select ${organizationId}, 'Logiciel ' || g, 'Éditeur ' || (g % 50), 'per_seat', 1 + g % 50,
      current_date + (g % 700) - 100, 'logiciel ' || g, 'editeur ' || (g % 50)
    from generate_series(1, ${LICENCES}) g`);
  // As a database in service: vacuumed and analysed (autovacuum; the embedded one each night, 0054).
  await db.execute(sql`vacuum (analyze)`);
}

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
  const cookie = await signUpOwner(server.base, { ip: "10.254.0.1", prefix: "banc-parc" });
  if (!databaseUrl) await server.stop();
  const handle = openDb({ dataDir, databaseUrl });
  const [workspace] = rowsOf(
    await handle.db.execute(sql`select id from auth_organization order by created_at desc limit 1`),
  );
  const start = performance.now();
  await seed(handle.db, workspace.id);
  console.log(
    `${label}: ${ASSETS} assets and ${LICENCES} licences seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  const sample = rowsOf(
    await handle.db.execute(
      sql`select id, serial, updated_at from asset where organization_id = ${workspace.id} order by updated_at desc, id desc`,
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
