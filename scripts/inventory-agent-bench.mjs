// Part of `npm run bench` (run with `node --import tsx`): agent submissions ('découverte via
// agent'). For each database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a
// throwaway database), a production server, an owner signed up over HTTP who creates the agent
// token on the inventory's settings page, then GLPI Agent inventories (zlib, as the agent sends
// them) at 20 connections: BENCH_AGENT_POSTS submissions (1,000) over BENCH_AGENT_MACHINES
// distinct machines (200), so most are updates of an asset created by an earlier one; each round
// reports other versions of the 60 programs, unless BENCH_AGENT_SAME=1 (the same inventory again,
// as a machine whose software did not change sends it). First, unmeasured, BENCH_AGENT_WARM
// submissions (20) of other machines, one at a time: the server's first requests (route modules,
// compiled code) are not what is measured. Reports req/s, p50, p99, errors, non-2xx, and the
// assets counted in the database, which must equal the number of machines (no duplicate).
// Asserts nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { agentBody, agentLoad, authorizationOf, createToken } from "./lib/agent-requests.mjs";
import { signUpOwner } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const POSTS = Number(process.env.BENCH_AGENT_POSTS ?? 1000);
const MACHINES = Number(process.env.BENCH_AGENT_MACHINES ?? 200);
const SAME = process.env.BENCH_AGENT_SAME === "1";
const WARM = Number(process.env.BENCH_AGENT_WARM ?? 20);
const rowsOf = (result) => result.rows ?? result;

/** Submissions of WARM other machines, one after the other, before the measured load. */
async function warmUp(base, token) {
  for (let m = 0; m < WARM; m++) {
    const response = await fetch(`${base}/api/inventory/agent`, {
      method: "POST",
      headers: {
        "content-type": "application/x-compress-zlib",
        authorization: authorizationOf(token),
      },
      body: agentBody(m, 0, { prefix: "CHAUD", same: SAME }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`agent bench warm-up: ${response.status}`);
  }
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agent-bench-"));
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startServer({ dataDir, env });
  const cookie = await signUpOwner(server.base, {
    ip: "10.253.0.1",
    prefix: "banc-agent",
    log: server.output,
  });
  const token = await createToken(server.base, cookie);
  await warmUp(server.base, token);
  const load = await agentLoad(server.base, token, {
    amount: POSTS,
    machines: MACHINES,
    same: SAME,
  });
  await server.stop();
  const handle = openDb({ dataDir, databaseUrl });
  const organizationId = token.slice(0, token.lastIndexOf("."));
  // Counted in the workspace (row-level security: the application's role sees no asset outside it).
  const [{ n, distinct }] = rowsOf(
    await inTenant(handle.db, organizationId, (tx) =>
      tx.execute(
        sql`select count(*)::int as n, count(distinct serial)::int as distinct from asset
            where source = 'agent' and serial like 'BANC%'`,
      ),
    ),
  );
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    database: label,
    "req/s (avg)": Math.round(load.requests.average),
    "p50 ms": load.latency.p50,
    "p99 ms": load.latency.p99,
    errors: load.errors,
    "non-2xx": load.non2xx,
    machines: MACHINES,
    "assets stored": n,
    "distinct serials": distinct,
  };
}

const results = [await measure("PGlite", undefined)];
if (process.env.BENCH_DATABASE_URL)
  results.push(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL));
console.log(
  `\nAgent inventories, 20 connections (${POSTS} submissions over ${MACHINES} machines, zlib, ` +
    `${SAME ? "the same software each round" : "other versions each round"}; ` +
    `after ${WARM} unmeasured submissions)`,
);
console.table(results);
