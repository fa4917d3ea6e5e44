// The floor of `npm run bench` (scripts/floor-bench.mjs, decision 0078): the least a server can do
// for the project's three hot requests, on the same tables, driver and database, as the same
// non-superuser role under row-level security. node:http and the driver, no framework, no ORM:
// - POST /portail/{slug}: one transaction that takes the workspace's next ticket number, upserts
//   the requester, writes the ticket with its search vector and one outbox row; 303.
// - POST /api/inventory/agent: a GLPI Agent inventory (zlib JSON), one transaction: the machine's
//   lock, its asset found by serial, then updated (its software replaced when it changed) or made
//   with the next tag, one history row; 201.
// - GET /sql/{name}: the statements a list page runs (captured from the project's own code by the
//   bench, FLOOR_STATEMENTS), in one tenant transaction; `x-sql-ms` says how long the SQL took.
// Run with `node --import tsx` (the embedded database opens as the server opens it: fsync on).
// Env: PORT, FLOOR_DATABASE_URL or DATA_DIR, FLOOR_WORKSPACE (id), FLOOR_STATEMENTS (file).
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { inflateSync } from "node:zlib";
import pg from "pg";

const workspace = process.env.FLOOR_WORKSPACE;
const statements = process.env.FLOOR_STATEMENTS
  ? JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS, "utf8"))
  : {};

/** `run(text, params)` inside one transaction on one connection, entered as the tenant. */
async function openFloorDb() {
  if (process.env.FLOOR_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
    return async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const run = async (text, params) => (await client.query(text, params)).rows;
        const result = await fn(run);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    };
  }
  const { ServerPGlite } = await import("../../app/server/db/server-pglite.server.ts");
  const { durablePgliteOptions } = await import("../../app/server/db/durable-node-fs.server.ts");
  const dir = path.join(process.env.DATA_DIR, "pglite");
  const client = new ServerPGlite(durablePgliteOptions(dir));
  return (fn) =>
    client.transaction((tx) => fn(async (text, params) => (await tx.query(text, params)).rows));
}

const inTx = await openFloorDb();
const enter = "select set_config('app.org_id', $1, true), set_config('role', 'app_tenant', true)";

const folded = (n, weight) =>
  `setweight(to_tsvector('french', translate(lower($${n}), 'éèêëàâçôîïùû', 'eeeeaacoiiuu')), '${weight}')`;

const PORTAL_POST = `
  with counter as (
    insert into helpdesk_settings (last_number) values (1)
    on conflict (organization_id) do update set last_number = helpdesk_settings.last_number + 1
    returning last_number
  ), requester as (
    insert into helpdesk_contact (email, name) values ($1, $2)
    on conflict (organization_id, email) do update set name = excluded.name
    returning id
  ), made as (
    insert into ticket (number, subject, description, source, requester_id, portal_nonce, search)
    select (select last_number from counter), $3, $4, 'portal', (select id from requester), $5,
      ${folded(3, "A")} || ${folded(4, "B")}
    returning number
  )
  select number from made`;
/**
 * The outbox row (the acknowledgement), in the statement that enters the workspace: a platform
 * table the tenant role may not write, its permissions checked before the role changes.
 */
const ENTER_WITH_MAIL = `
  with mail as (
    insert into mail_outbox (kind, recipient, subject, body) values ('helpdesk', $2, $3, $4)
  ) ${enter}`;

async function portalPost(body) {
  const form = new URLSearchParams(body.toString());
  const rows = await inTx(async (run) => {
    const email = form.get("email").toLowerCase();
    await run(ENTER_WITH_MAIL, [workspace, email, form.get("subject"), form.get("description")]);
    return run(PORTAL_POST, [
      email,
      form.get("name"),
      form.get("subject"),
      form.get("description"),
      randomBytes(18).toString("base64url"),
    ]);
  });
  return [303, { location: `/portail/envoye?n=${rows[0].number}` }, ""];
}

const FIND_ASSET = "select id, software_hash from asset where serial = $1";
const UPDATE_ASSET = `
  update asset set name = $2, last_inventory_at = now(), updated_at = now(), software_hash = $3
  where id = $1`;
const REPLACE_SOFTWARE = `
  with gone as (delete from installed_software where asset_id = $1)
  insert into installed_software (asset_id, name, publisher, version, match_name, match_publisher)
  select $1, r.name, r.publisher, r.version, lower(r.name), lower(r.publisher)
  from json_to_recordset($2::json) as r(name text, publisher text, version text)`;
const CREATE_ASSET = `
  with claimed as (
    update inventory_settings set last_tag = last_tag + 1
    returning 'ACT-' || lpad(last_tag::text, greatest(5, length(last_tag::text)), '0') as tag
  ), made as (
    insert into asset (tag, name, type_id, manufacturer, model, serial, status, source,
      last_inventory_at, software_hash, search)
    select claimed.tag, $1, (select id from asset_type where key = 'laptop'), $2, $3, $4,
      'in_service', 'agent', now(), $5, to_tsvector('simple', lower(claimed.tag || ' ' || $1 || ' ' || $4))
    from claimed
    returning id
  ), software as (
    insert into installed_software (asset_id, name, publisher, version, match_name, match_publisher)
    select made.id, r.name, r.publisher, r.version, lower(r.name), lower(r.publisher)
    from made, json_to_recordset($6::json) as r(name text, publisher text, version text)
  )
  insert into asset_event (asset_id, kind, actor_name, changes)
  select id, 'agent', 'Agent', '[]'::jsonb from made`;

async function agentPost(body) {
  const doc = JSON.parse(inflateSync(body).toString("utf8"));
  const { bios, hardware, softwares } = doc.content;
  const software = JSON.stringify(softwares);
  const hash = createHash("sha256").update(software).digest("hex");
  const serial = bios.ssn;
  await inTx(async (run) => {
    await run(`${enter}, pg_advisory_xact_lock(hashtext($2))`, [workspace, `s:${serial}`]);
    const [found] = await run(FIND_ASSET, [serial]);
    if (!found) {
      await run(CREATE_ASSET, [
        hardware.name,
        bios.smanufacturer,
        bios.smodel,
        serial,
        hash,
        software,
      ]);
      return;
    }
    await run(UPDATE_ASSET, [found.id, hardware.name, hash]);
    if (found.software_hash !== hash) await run(REPLACE_SOFTWARE, [found.id, software]);
    await run(
      "insert into asset_event (asset_id, kind, actor_name, changes) values ($1, 'agent', 'Agent', '[]'::jsonb)",
      [found.id],
    );
  });
  return [201, { "content-type": "application/json" }, JSON.stringify({ status: "ok" })];
}

async function listRead(name) {
  const list = statements[name];
  if (!list) return [404, {}, ""];
  const start = performance.now();
  const rows = await inTx(async (run) => {
    await run(enter, [workspace]);
    let last = [];
    for (const { query, params } of list) last = await run(query, params);
    return last;
  });
  const ms = performance.now() - start;
  return [
    200,
    { "content-type": "application/json", "x-sql-ms": ms.toFixed(3) },
    JSON.stringify(rows),
  ];
}

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", async () => {
    try {
      const url = request.url ?? "/";
      const body = Buffer.concat(chunks);
      const [status, headers, text] =
        url === "/healthz"
          ? [200, {}, "ok"]
          : request.method === "POST" && url.startsWith("/portail/")
            ? await portalPost(body)
            : request.method === "POST" && url === "/api/inventory/agent"
              ? await agentPost(body)
              : url.startsWith("/sql/")
                ? await listRead(decodeURIComponent(url.slice(5)))
                : [404, {}, ""];
      response.writeHead(status, headers).end(text);
    } catch (error) {
      console.error(error);
      response.writeHead(500).end(String(error));
    }
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1");
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
