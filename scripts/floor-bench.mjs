// Part of `npm run bench` (run with `node --import tsx`): the project's cost per request against a
// floor measured in the same run (decision 0078). For each database (the embedded one; PostgreSQL
// too with BENCH_DATABASE_URL, a throwaway database, as the non-superuser owner), a production
// server with an owner signed up over HTTP, its workspace filled through the tenant helper
// (BENCH_FLOOR_ASSETS assets, 50,000; BENCH_FLOOR_TICKETS tickets, 10,000), and beside it the floor
// (scripts/lib/floor-server.mjs: node:http and the driver, the same SQL effect, same role and
// row-level security; on PGlite a copy of the same data). Then, the project and the floor one
// after the other: BENCH_FLOOR_POSTS portal posts (1,000) and as many agent inventories, at 20
// connections, after BENCH_FLOOR_WARM (100) unmeasured ones: p50, p99, the server process's CPU
// per request (/proc), PostgreSQL's CPU per request (/proc of the backends of each server, found by
// application_name in pg_stat_activity); and lists and searches (BENCH_FLOOR_REQUESTS, 200): the
// page's p50 over HTTP against the same list statements run by the floor (timed around the SQL).
// Prints tables and the ratios against the quality bar's targets; asserts nothing.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDb } from "../app/server/db/client.server.ts";
import { agentLoad, createToken } from "./lib/agent-requests.mjs";
import { portalPosts, signUpOwner, timeRequests } from "./lib/bench-requests.mjs";
import { seedTickets } from "./lib/helpdesk-seed.mjs";
import { seedInventory } from "./lib/inventory-seed.mjs";
import { LISTS, captureLists, floorList } from "./lib/list-floor.mjs";
import { copyTemplate, startServer } from "./lib/server.mjs";

const ASSETS = Number(process.env.BENCH_FLOOR_ASSETS ?? 50_000);
const TICKETS = Number(process.env.BENCH_FLOOR_TICKETS ?? 10_000);
const POSTS = Number(process.env.BENCH_FLOOR_POSTS ?? 1000);
const WARM = Number(process.env.BENCH_FLOOR_WARM ?? 100);
const REQUESTS = Number(process.env.BENCH_FLOOR_REQUESTS ?? 200);
const rowsOf = (result) => result.rows ?? result;

/** A process's CPU time so far, in ms (Linux: utime + stime, clock ticks of 10 ms); 0 once gone. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** `url` with `application_name` set: the backends of each server are told apart by it. */
const named = (url, name) => {
  const u = new URL(url);
  u.searchParams.set("application_name", name);
  return u.toString();
};

/** CPU of PostgreSQL's backends for `name` (same machine: /proc); null on the embedded database. */
function backendCpu(monitor, name) {
  if (!monitor) return async () => null;
  const pids = async () =>
    (
      await monitor.query(
        "select pid from pg_stat_activity where application_name = $1 and datname = current_database()",
        [name],
      )
    ).rows.map((r) => r.pid);
  return async () => {
    const list = await pids();
    return new Map(list.map((pid) => [pid, cpuMs(pid)]));
  };
}

/** Runs `load` while counting the server's CPU and its backends' CPU; per request, in ms. */
async function costOf(server, snapshot, amount, load) {
  const cpuBefore = cpuMs(server.child.pid);
  const before = await snapshot();
  const result = await load();
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  const after = await snapshot();
  let pgCpu = null;
  if (after) {
    pgCpu = 0;
    // A backend opened during the load counts from 0; one closed during it is lost (pools stay open).
    for (const [pid, ms] of after) pgCpu += ms - (before?.get(pid) ?? 0);
  }
  return {
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "req/s": Math.round(result.requests.average),
    errors: result.errors + result.non2xx - result["3xx"],
    "server CPU ms/req": Number((cpu / amount).toFixed(2)),
    "PG CPU ms/req": pgCpu === null ? "—" : Number((pgCpu / amount).toFixed(2)),
  };
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "floor-bench-"));
  const projectName = "bench-project";
  const floorName = "bench-floor";
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: named(databaseUrl, projectName) } : {}),
  };
  let server = await startServer({ dataDir, env });
  const cookie = await signUpOwner(server.base, {
    ip: "10.249.0.1",
    prefix: "banc-plancher",
    log: server.output,
  });
  const token = await createToken(server.base, cookie);
  const organizationId = token.slice(0, token.lastIndexOf("."));
  if (!databaseUrl) await server.stop();
  const handle = openDb({ dataDir, databaseUrl });
  const [{ slug, userId }] = rowsOf(
    await handle.db.execute(sql`
      select o.slug, m.user_id as "userId" from auth_organization o
      join auth_member m on m.organization_id = o.id where o.id = ${organizationId}`),
  );
  const start = performance.now();
  await seedInventory(handle.db, organizationId, { assets: ASSETS, licences: 0 });
  await seedTickets(handle.db, organizationId, 0, TICKETS);
  console.log(
    `${label}: ${ASSETS} assets and ${TICKETS} tickets seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  const statementsFile = path.join(dataDir, "floor-statements.json");
  writeFileSync(statementsFile, JSON.stringify(await captureLists(handle, organizationId, userId)));
  await handle.close();
  // The embedded database serves one process: the floor gets a copy of the same data.
  let floorDir;
  if (!databaseUrl) {
    floorDir = mkdtempSync(path.join(tmpdir(), "floor-bench-floor-"));
    copyTemplate(dataDir, floorDir);
    server = await startServer({ dataDir, env, port: server.port });
  }
  const floor = await startServer({
    dataDir: floorDir,
    command: [process.execPath, ["--import", "tsx", "scripts/lib/floor-server.mjs"]],
    env: {
      FLOOR_WORKSPACE: organizationId,
      FLOOR_STATEMENTS: statementsFile,
      ...(databaseUrl ? { FLOOR_DATABASE_URL: named(databaseUrl, floorName) } : {}),
    },
  });
  const monitor = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await monitor?.connect();
  const servers = [
    ["project", server, backendCpu(monitor, projectName)],
    ["floor", floor, backendCpu(monitor, floorName)],
  ];
  const writes = [];
  let first = 0;
  for (const [who, target, snapshot] of servers) {
    const portal = (amount) =>
      portalPosts(target.base, slug, { amount, first: (first += amount) - amount, tag: ` ${who}` });
    await portal(WARM);
    console.log(`${label}: portal posts, ${who}`);
    writes.push({
      database: label,
      request: "portal post",
      server: who,
      ...(await costOf(target, snapshot, POSTS, () => portal(POSTS))),
    });
  }
  for (const [who, target, snapshot] of servers) {
    const prefix = who === "project" ? "BANC" : "PLANCHER";
    await agentLoad(target.base, token, { amount: WARM, machines: 200, prefix: `${prefix}W` });
    console.log(`${label}: agent inventories, ${who}`);
    writes.push({
      database: label,
      request: "agent inventory",
      server: who,
      ...(await costOf(target, snapshot, POSTS, () =>
        agentLoad(target.base, token, { amount: POSTS, machines: 200, prefix }),
      )),
    });
  }
  const lists = [];
  for (const [what, page] of LISTS) {
    const project = await timeRequests(server.base, cookie, () => page, {
      count: REQUESTS,
      warm: 5,
    });
    const bare = await floorList(floor.base, what, REQUESTS);
    lists.push({
      database: label,
      request: what,
      "HTTP p50 ms": project["median ms"],
      "HTTP p95 ms": project["p95 ms"],
      "floor HTTP p50 ms": bare.http.toFixed(1),
      "SQL p50 ms": bare.sql.toFixed(1),
      "HTTP − SQL p50 ms": (Number(project["median ms"]) - bare.sql).toFixed(1),
    });
  }
  await monitor?.end();
  await floor.dispose();
  await server.stop();
  return { writes, lists };
}

/** Prints one database's tables (each as soon as it is measured: a long run shows its progress). */
function report({ writes, lists }) {
  console.log(
    `\nCost per write against the floor (${POSTS} requests at 20 connections, after ${WARM} unmeasured)`,
  );
  console.table(writes);
  const ratio = (a, b) => (typeof a === "number" && b > 0 ? `${(a / b).toFixed(1)}×` : "—");
  const ratios = [];
  for (const row of writes.filter((w) => w.server === "project")) {
    const bare = writes.find(
      (w) => w.server === "floor" && w.database === row.database && w.request === row.request,
    );
    ratios.push({
      database: row.database,
      request: row.request,
      "p99 (≤ 2×)": ratio(row["p99 ms"], bare["p99 ms"]),
      "server CPU (≤ 2×)": ratio(row["server CPU ms/req"], bare["server CPU ms/req"]),
      "PG CPU (≤ 1.5×)": ratio(row["PG CPU ms/req"], bare["PG CPU ms/req"]),
    });
  }
  console.log("\nProject ÷ floor (targets in the headers)");
  console.table(ratios);
  console.log(
    `\nLists and searches (${REQUESTS} requests each): the page over HTTP, and the same list statements run by the floor (target: HTTP − SQL ≤ 10 ms at p50)`,
  );
  console.table(lists);
}

// BENCH_FLOOR_PGLITE=0: PostgreSQL only (with BENCH_DATABASE_URL).
if (process.env.BENCH_FLOOR_PGLITE !== "0") report(await measure("PGlite", undefined));
if (process.env.BENCH_DATABASE_URL) {
  report(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL));
}
