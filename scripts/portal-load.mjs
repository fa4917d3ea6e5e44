// A quick portal submission load (run with `node --import tsx`, after `npm run build`): a production
// server on a fresh embedded database (or on PORTAL_LOAD_DATABASE_URL, a throwaway PostgreSQL
// database), an owner signed up over HTTP, then PORTAL_LOAD_POSTS (1,000) portal posts at 20
// connections (after PORTAL_LOAD_WARM, 200, unmeasured), each from its own client address; prints req/s, p50, p99, errors and the
// acknowledged posts found in the database. The last part of `npm run bench` (helpdesk-bench.mjs)
// does the same at 100,000 tickets; this one answers in seconds.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { portalPosts, signUpOwner } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const POSTS = Number(process.env.PORTAL_LOAD_POSTS ?? 1000);
/** Posts sent first and not measured: a server that has just started compiles as it goes. */
const WARM = Number(process.env.PORTAL_LOAD_WARM ?? 200);
const CONNECTIONS = Number(process.env.PORTAL_LOAD_CONNECTIONS ?? 20);
const databaseUrl = process.env.PORTAL_LOAD_DATABASE_URL || undefined;
const rowsOf = (result) => result.rows ?? result;
const run = Date.now();

const dataDir = mkdtempSync(path.join(tmpdir(), "portal-load-"));
const env = {
  TRUST_PROXY: "x-bench-client-ip",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
// PORTAL_LOAD_PROFILE=dir: the server writes a CPU profile there when it stops.
const profile = process.env.PORTAL_LOAD_PROFILE;
const command = profile
  ? [process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profile}`, "scripts/start.mjs"]]
  : undefined;
const server = await startServer({ dataDir, env, command });
const cookie = await signUpOwner(server.base, {
  ip: "10.251.0.1",
  prefix: `banc-portail-${run}`,
  log: server.output,
});
const html = await (
  await fetch(`${server.base}/dashboard/helpdesk`, { headers: { cookie } })
).text();
const slug = html.match(/portail\/([a-z0-9-]+)/)?.[1];
if (!slug) throw new Error("no portal link on the helpdesk page");

// PORTAL_LOAD_MARK: marker statements around the load (count the statements in PostgreSQL's log).
const mark = async (what) => {
  if (!databaseUrl || !process.env.PORTAL_LOAD_MARK) return;
  const handle = openDb({ dataDir, databaseUrl });
  await handle.db.execute(sql.raw(`select 'portal-load-${what}'`));
  await handle.close();
};
const tag = ` (${run})`;
const posts = (amount, first) =>
  portalPosts(server.base, slug, { amount, connections: CONNECTIONS, first, tag });
const warm = WARM > 0 ? await posts(WARM, 0) : { "3xx": 0 };
/** The server process's CPU time so far, in ms (Linux: utime + stime, in clock ticks of 10 ms). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
await mark("start");
const cpuBefore = cpuMs();
const load = await posts(POSTS, WARM);
const cpu = cpuMs() - cpuBefore;
await mark("end");
await server.stop();
const handle = openDb({ dataDir, databaseUrl });
// Counted in the workspace (row-level security: the application's role sees no ticket outside it).
const [{ id: workspaceId }] = rowsOf(
  await handle.db.execute(sql`select id from auth_organization where slug = ${slug}`),
);
const [{ n: stored }] = rowsOf(
  await inTenant(handle.db, workspaceId, (tx) =>
    tx.execute(
      sql`select count(*)::int as n from ticket where subject like ${`Demande du portail n°% (${run})`}`,
    ),
  ),
);
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    database: databaseUrl ? "PostgreSQL" : "PGlite",
    "req/s": Math.round(load.requests.average),
    p50: load.latency.p50,
    p99: load.latency.p99,
    errors: load.errors,
    // An accepted post is a 303 to the confirmation page; anything else is a refusal.
    "not 303": load.requests.sent - load["3xx"],
    acknowledged: load["3xx"] + warm["3xx"],
    stored,
    // Independent of what else the machine runs (latency is not): the server's own work.
    "server CPU ms/post": Number((cpu / POSTS).toFixed(2)),
  }),
);
