// Part of `npm run bench` (run with `node --import tsx`): the helpdesk at a trial's size and at 100×.
// For each database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a throwaway
// database: it is migrated and filled), a production server with an owner signed up over HTTP,
// whose workspace is filled by SQL to 1,000 then 100,000 tickets (5 thread entries each: 500,000).
// At each size: server time of the queue, a French search and a ticket page (200 requests each,
// median and p95, measured from 127.0.0.1, after 5 unmeasured), then at 100,000 a portal submission load (20
// connections) whose acknowledged tickets are counted in the database. Asserts nothing.
// Switches: BENCH_HELPDESK_SIZES=1000,100000, BENCH_HELPDESK_REQUESTS=200, BENCH_HELPDESK_POSTS.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { seedTickets } from "./lib/helpdesk-seed.mjs";
import { portalPosts, signUpOwner, timedDownload, timeRequests } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const SIZES = (process.env.BENCH_HELPDESK_SIZES ?? "1000,100000").split(",").map(Number);
const REQUESTS = Number(process.env.BENCH_HELPDESK_REQUESTS ?? 200);
const POSTS = Number(process.env.BENCH_HELPDESK_POSTS ?? 1000);

const rowsOf = (result) => result.rows ?? result;

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "helpdesk-bench-"));
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server = await startServer({ dataDir, env });
  const cookie = await signUpOwner(server.base, {
    ip: "10.251.0.1",
    prefix: "banc-helpdesk",
    log: server.output,
  });
  const rows = [];
  const downloads = [];
  const backups = [];
  let seeded = 0;
  let workspace;
  for (const size of SIZES) {
    // The embedded database has one process: the server stops while the script fills it.
    if (!databaseUrl) await server.stop();
    const handle = openDb({ dataDir, databaseUrl });
    [workspace] = rowsOf(
      await handle.db.execute(sql`select id, slug from auth_organization limit 1`),
    );
    const start = performance.now();
    await seedTickets(handle.db, workspace.id, seeded, size);
    console.log(
      `${label}: ${size} tickets seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    seeded = size;
    await handle.close();
    if (!databaseUrl) server = await startServer({ dataDir, env, port: server.port });
    const views = [
      ["queue (Tous, first page)", () => "/dashboard/helpdesk"],
      [
        "queue (Non assignés, by priority)",
        () => "/dashboard/helpdesk?vue=unassigned&tri=priority",
      ],
      ["search 'imprimante'", () => "/dashboard/helpdesk?q=imprimante"],
      // A word of every ticket's thread: the search reads the replies and notes too.
      ["search 'câble' (every thread)", () => "/dashboard/helpdesk?q=c%C3%A2ble"],
      ["ticket page", (i) => `/dashboard/helpdesk/${1 + ((i * 7919) % size)}`],
    ];
    for (const [what, paths] of views) {
      rows.push({
        database: label,
        tickets: size,
        request: what,
        ...(await timeRequests(server.base, cookie, paths, { count: REQUESTS, warm: 5 })),
      });
    }
    // The 'Tous' view's CSV: every ticket, streamed a batch at a time.
    const exportPath = "/dashboard/helpdesk/export?vue=all";
    downloads.push({
      database: label,
      tickets: size,
      ...(await timedDownload(server.base, cookie, exportPath, server.child.pid)),
    });
    // 'Exporter les données': the whole workspace in one JSON file, written as it is read.
    const { rows: _lines, ...json } = await timedDownload(
      server.base,
      cookie,
      "/dashboard/parametres/espace/export",
      server.child.pid,
    );
    backups.push({ database: label, tickets: size, ...json });
  }
  const load = await portalPosts(server.base, workspace.slug, { amount: POSTS });
  // The acknowledged submissions, counted in the database (the embedded one once the server stops).
  await server.stop();
  const handle = openDb({ dataDir, databaseUrl });
  // Counted in the workspace (row-level security: the application's role sees no ticket outside it).
  const [{ n }] = rowsOf(
    await inTenant(handle.db, workspace.id, (tx) =>
      tx.execute(
        sql`select count(*)::int as n from ticket where subject like 'Demande du portail n°%'`,
      ),
    ),
  );
  await handle.close();
  return { rows, downloads, backups, portal: { database: label, load, stored: n } };
}

const results = [await measure("PGlite", undefined)];
if (process.env.BENCH_DATABASE_URL)
  results.push(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL));

console.log(`\nHelpdesk server time (${REQUESTS} requests each, signed-in owner, 127.0.0.1)`);
console.table(results.flatMap((r) => r.rows));
console.log("\nCSV export of the 'Tous' view (one download, read to the end)");
console.table(results.flatMap((r) => r.downloads));
console.log("\nWorkspace JSON export, 'Exporter les données' (one download, read to the end)");
console.table(results.flatMap((r) => r.backups));
console.log(`\nPortal submissions, 20 connections (${POSTS} posts)`);
console.table(
  results.map(({ portal }) => ({
    database: portal.database,
    "req/s (avg)": Math.round(portal.load.requests.average),
    "p50 ms": portal.load.latency.p50,
    "p99 ms": portal.load.latency.p99,
    errors: portal.load.errors,
    "4xx/5xx": portal.load["4xx"] + portal.load["5xx"],
    // An answered post (the sent page, or its redirect) must be a stored ticket: equal columns.
    acknowledged: portal.load["2xx"] + portal.load["3xx"],
    "tickets stored": portal.stored,
  })),
);
