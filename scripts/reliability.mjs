// `npm run test:reliability` (also the end of `npm run bench`): the contact form under stress, on
// the embedded database, or on PostgreSQL when RELIABILITY_DATABASE_URL (or TEST_DATABASE_URL) is
// set. Prints a table; exits 1 if an acknowledged request is missing or a count is wrong.
//   1. 10 parallel identical posts → exactly 1 row
//   2. 2,000 valid posts from 50 connections (autocannon) → rows == acknowledged answers, 0 errors
//   3. SIGKILL of the server during a stream of posts, restart → every acknowledged post stored
//   4. two server processes on one PostgreSQL share the rate limit (skipped without PostgreSQL)
//   5. PostgreSQL stopped twice under contact and portal posts, on a throwaway cluster of its own
//      (scripts/lib/postgres-restart-check.mjs; skipped without PostgreSQL 15 binaries)
// Run with `node --import tsx` (it reads the database through app/server/db).
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { like } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { contactMessage } from "../app/server/db/schema.server.ts";
import { benchClientIp } from "./lib/bench-requests.mjs";
import { postgresRestartCheck } from "./lib/postgres-restart-check.mjs";
import { startServer as startProductionServer } from "./lib/server.mjs";

const databaseUrl = process.env.RELIABILITY_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const backend = databaseUrl ? "PostgreSQL" : "PGlite";
const dataDir = mkdtempSync(path.join(tmpdir(), "reliability-"));
const run = randomUUID().slice(0, 8);
const results = [];
let failed = false;

if (!existsSync("build/server/index.js")) {
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

/** A server on the shared DATA_DIR (or PostgreSQL), sending no e-mail. */
const startServer = () =>
  startProductionServer({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "x-bench-client-ip",
      SMTP_URL: "",
      CONTACT_TO: "",
    },
  });

/** Rows whose idempotency key starts with `prefix` (PGlite: only while no server runs). */
async function countRows(prefix) {
  const handle = openDb({ dataDir, databaseUrl: databaseUrl || undefined });
  try {
    const rows = await handle.db
      .select({ key: contactMessage.idempotencyKey })
      .from(contactMessage)
      .where(like(contactMessage.idempotencyKey, `${prefix}%`));
    return new Set(rows.map((r) => r.key));
  } finally {
    await handle.close();
  }
}

const body = (key) =>
  new URLSearchParams({
    fullName: "Fiabilité Test",
    email: "fiabilite@exemple.gn",
    subject: "Charge",
    message: "Message de test de charge 😀",
    idempotencyKey: key,
  }).toString();

function post(base, key, ip = randomUUID()) {
  return fetch(`${base}/?index`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      "X-Bench-Client-Ip": ip,
    },
    body: body(key),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });
}

function record(check, ok, details) {
  if (!ok) failed = true;
  results.push({ check, backend, result: ok ? "ok" : "FAILED", ...details });
}

// 1 and 2 on one server.
let server = await startServer();
const parallelKey = `rel-${run}-parallel-0000000000`;
const statuses = await Promise.all(
  Array.from({ length: 10 }, () => post(server.base, parallelKey, "10.1.1.1")),
);

let acknowledged = 0;
let n = 0;
const load = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: server.base,
      connections: 50,
      amount: 2000,
      timeout: 30,
      requests: [
        {
          method: "POST",
          // What the landing form's fetcher posts to with JavaScript (React Router single fetch);
          // without JavaScript the same action also renders the page (see the no-JS row).
          path: "/_root.data?index",
          setupRequest: (req) => {
            const i = n++;
            return {
              ...req,
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                origin: server.base,
                "x-bench-client-ip": benchClientIp(i),
              },
              body: body(`rel-${run}-load-${String(i).padStart(6, "0")}-${randomUUID()}`),
            };
          },
        },
      ],
    },
    (error, result) => (error ? reject(error) : resolve(result)),
  );
  instance.on("response", (_client, statusCode) => {
    if (statusCode === 200) acknowledged++;
  });
});
await server.stop();

const parallelRows = (await countRows(parallelKey)).size;
record("10 parallel identical posts", parallelRows === 1 && statuses.every((s) => s === 200), {
  posts: 10,
  acknowledged: statuses.filter((s) => s === 200).length,
  rows: parallelRows,
});
const loadRows = (await countRows(`rel-${run}-load-`)).size;
record(
  "2,000 posts, 50 connections",
  loadRows === acknowledged && load.errors === 0 && load.non2xx === 0 && acknowledged === 2000,
  {
    posts: load.requests.sent,
    acknowledged,
    rows: loadRows,
    errors: load.errors,
    timeouts: load.timeouts,
    "req/s": Math.round(load.requests.average),
    "p50 ms": load.latency.p50,
    "p99 ms": load.latency.p99,
  },
);

// 3. SIGKILL during a stream of posts, then restart.
server = await startServer();
const acked = new Set();
let sent = 0;
let streaming = true;
const worker = async () => {
  while (streaming) {
    const key = `rel-${run}-kill-${String(sent++).padStart(6, "0")}-${randomUUID()}`;
    try {
      if ((await post(server.base, key)) === 200) acked.add(key);
    } catch {
      // refused or reset by the dying server: not acknowledged
    }
  }
};
const workers = Array.from({ length: 8 }, worker);
// Kill once the stream is well under way (at least 100 acknowledged posts, or 20 s).
for (let waited = 0; acked.size < 100 && waited < 20_000; waited += 50) {
  await new Promise((r) => setTimeout(r, 50));
}
await server.stop("SIGKILL");
await new Promise((r) => setTimeout(r, 300));
streaming = false;
await Promise.all(workers);
server = await startServer(); // PGlite recovers from its WAL; the kernel released the lock
const healthy = (await fetch(`${server.base}/healthz`)).status === 200;
await server.stop();
const killRows = await countRows(`rel-${run}-kill-`);
const lost = [...acked].filter((key) => !killRows.has(key)).length;
record("SIGKILL during posts, restart", lost === 0 && healthy && acked.size > 0, {
  posts: sent,
  acknowledged: acked.size,
  rows: killRows.size,
  "lost acknowledged": lost,
});

// 4. Two processes, one PostgreSQL, one rate limit.
if (!databaseUrl) {
  console.log(
    "Notice: no PostgreSQL URL (RELIABILITY_DATABASE_URL or TEST_DATABASE_URL): the shared rate limit check is skipped.",
  );
  results.push({ check: "2 processes share the rate limit", backend, result: "skipped" });
} else {
  const [a, b] = [await startServer(), await startServer()];
  const ip = `172.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const shared = [];
  for (let i = 0; i < 7; i++) {
    shared.push(await post(i % 2 ? b.base : a.base, `rel-${run}-shared-${i}-${randomUUID()}`, ip));
  }
  await Promise.all([a.stop(), b.stop()]);
  const rows = (await countRows(`rel-${run}-shared-`)).size;
  const expected = [200, 200, 200, 200, 200, 429, 429];
  record("2 processes share the rate limit", rows === 5 && shared.join() === expected.join(), {
    posts: 7,
    acknowledged: shared.filter((s) => s === 200).length,
    rows,
    statuses: shared.join(" "),
  });
}

// 5. The database goes away and comes back under posts (its own cluster, whatever the backend above).
const restarts = await postgresRestartCheck();
if (!restarts) {
  console.log("Notice: no PostgreSQL 15 binaries: the database restart check is skipped.");
  results.push({
    check: "PostgreSQL stopped twice under posts",
    backend: "PostgreSQL",
    result: "skipped",
  });
} else {
  if (!restarts.ok) failed = true;
  results.push({
    check: "PostgreSQL stopped twice under posts",
    backend: "PostgreSQL",
    result: restarts.ok ? "ok" : "FAILED",
    ...restarts.row,
  });
}

rmSync(dataDir, { recursive: true, force: true });
console.log(
  `\nContact form reliability (${backend}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on this machine)`,
);
console.table(results);
process.exit(failed ? 1 : 0);
