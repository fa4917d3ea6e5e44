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
import { deflateSync } from "node:zlib";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { signUpOwner } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const POSTS = Number(process.env.BENCH_AGENT_POSTS ?? 1000);
const MACHINES = Number(process.env.BENCH_AGENT_MACHINES ?? 200);
const SAME = process.env.BENCH_AGENT_SAME === "1";
const WARM = Number(process.env.BENCH_AGENT_WARM ?? 20);
const rowsOf = (result) => result.rows ?? result;

/** Creates the token through the settings page's form (no JavaScript: the page shows it once). */
async function createToken(base, cookie) {
  const response = await fetch(`${base}/dashboard/inventory-management/parametres`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
    body: new URLSearchParams({ intent: "token-create" }),
  });
  const html = await response.text();
  const token = /id="agent-jeton"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`agent bench token: ${response.status}`);
  return token;
}

/**
 * The inventory of machine `m`, as GLPI Agent compresses it (zlib), with 60 installed programs;
 * the warm-up's machines are apart (`prefix`: their own serials and hardware UUIDs).
 */
function body(m, round, prefix = "BANC") {
  return deflateSync(
    JSON.stringify({
      action: "inventory",
      deviceid: `PC-BANC-${m}-2026-11-24`,
      itemtype: "Computer",
      content: {
        versionclient: "GLPI-Agent_v1.11",
        bios: {
          ssn: `${prefix}${String(m).padStart(6, "0")}`,
          smanufacturer: "HP",
          smodel: "EliteBook 840 G9",
        },
        hardware: {
          name: `PC-BANC-${m}`,
          uuid: `00000000-0000-4000-${prefix === "BANC" ? 8 : 9}000-${String(m).padStart(12, "0")}`,
          chassis_type: m % 10 === 0 ? "Desktop" : "Notebook",
        },
        softwares: Array.from({ length: 60 }, (_, i) => ({
          name: `Logiciel ${i}`,
          publisher: "Éditeur",
          version: `${1 + (SAME ? 0 : round % 3)}.${i}`,
        })),
      },
    }),
  );
}

const authorizationOf = (token) => `Basic ${Buffer.from(`agent:${token}`).toString("base64")}`;

/** Submissions of WARM other machines, one after the other, before the measured load. */
async function warmUp(base, token) {
  for (let m = 0; m < WARM; m++) {
    const response = await fetch(`${base}/api/inventory/agent`, {
      method: "POST",
      headers: {
        "content-type": "application/x-compress-zlib",
        authorization: authorizationOf(token),
      },
      body: body(m, 0, "CHAUD"),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`agent bench warm-up: ${response.status}`);
  }
}

function agentLoad(base, token) {
  let i = 0;
  const authorization = authorizationOf(token);
  return autocannon({
    url: base,
    connections: 20,
    amount: POSTS,
    requests: [
      {
        method: "POST",
        path: "/api/inventory/agent",
        setupRequest: (req) => {
          const n = i++;
          return {
            ...req,
            headers: { "content-type": "application/x-compress-zlib", authorization },
            body: body(n % MACHINES, Math.floor(n / MACHINES)),
          };
        },
      },
    ],
  });
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agent-bench-"));
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startServer({ dataDir, env });
  const cookie = await signUpOwner(server.base, { ip: "10.253.0.1", prefix: "banc-agent" });
  const token = await createToken(server.base, cookie);
  await warmUp(server.base, token);
  const load = await agentLoad(server.base, token);
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
