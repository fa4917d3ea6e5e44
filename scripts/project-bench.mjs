// Part of `npm run bench` (run with `node --import tsx`): 'Gestion de projets' at the issue's
// size. For each database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a throwaway
// database: it is migrated and filled), a production server with an owner signed up over HTTP,
// whose workspace is filled by SQL (scripts/lib/project-seed.mjs) with 300 members, 2,000
// projects and 200,000 tasks, 2,000 of them in one project. Then the server time of that
// project's board, list (first page and a filtered sort) and timeline, and of the owner's 'Mes
// tâches' (median and p95, from 127.0.0.1), and the time from a board move's POST to the
// `changed` event on another client's open event stream (the live board). Asserts nothing.
// Switches: BENCH_PROJECTS_REQUESTS=200, BENCH_PROJECTS_MOVES=30, BENCH_PROJECTS_TASKS=200000,
// BENCH_PROJECTS_COUNT=2000. Run alone: `node --import tsx scripts/project-bench.mjs` after a build.
import http from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { seedProjects } from "./lib/project-seed.mjs";
import { signUpOwner, timeRequests } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const REQUESTS = Number(process.env.BENCH_PROJECTS_REQUESTS ?? 200);
const MOVES = Number(process.env.BENCH_PROJECTS_MOVES ?? 30);
const TASKS = Number(process.env.BENCH_PROJECTS_TASKS ?? 200_000);
const PROJECTS = Number(process.env.BENCH_PROJECTS_COUNT ?? 2_000);
const BIG = 2_000;
const BASE = "/dashboard/project-management";

const rowsOf = (result) => result.rows ?? result;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];
};

/** An open event stream of the project: resolves `next()` at each `changed` event. */
function openEvents(base, cookie, projectId) {
  let waiting = [];
  const request = http.get(`${base}${BASE}/${projectId}/evenements`, {
    headers: { cookie, accept: "text/event-stream" },
  });
  const ready = new Promise((resolve, reject) => {
    request.on("response", (response) => {
      if (response.statusCode !== 200) reject(new Error(`events: ${response.statusCode}`));
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        if (chunk.includes("event: changed")) {
          const now = performance.now();
          for (const resolveOne of waiting) resolveOne(now);
          waiting = [];
        }
      });
      resolve();
    });
    request.on("error", reject);
  });
  return {
    ready,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => request.destroy(),
  };
}

/** `MOVES` board moves (a card back and forth between two columns): POST → event times. */
async function moveToEvent(base, cookie, projectId, cards, columns) {
  const events = openEvents(base, cookie, projectId);
  await events.ready;
  const ms = [];
  for (let i = 0; i < MOVES; i++) {
    const card = cards[i % cards.length];
    const column = columns[(i + 1) % 2];
    const seen = events.next();
    const start = performance.now();
    const response = await fetch(`${base}${BASE}/${projectId}/tableau`, {
      method: "POST",
      headers: {
        cookie,
        origin: base,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "move", task: card, column, before: "" }),
    });
    if (response.status !== 200) throw new Error(`move: ${response.status}`);
    ms.push((await seen) - start);
  }
  events.close();
  return { "median ms": percentile(ms, 50).toFixed(1), "p95 ms": percentile(ms, 95).toFixed(1) };
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "project-bench-"));
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server = await startServer({ dataDir, env });
  const cookie = await signUpOwner(server.base, {
    ip: "10.253.0.1",
    prefix: "banc-projets",
    log: server.output,
  });
  if (!databaseUrl) await server.stop();
  const handle = openDb({ dataDir, databaseUrl });
  const [workspace] = rowsOf(
    await handle.db.execute(sql`
      select o.id, m.user_id from auth_organization o join auth_member m on m.organization_id = o.id
      order by o.created_at desc limit 1`),
  );
  const start = performance.now();
  await seedProjects(handle.db, workspace.id, workspace.user_id, {
    members: 300,
    projects: PROJECTS,
    tasks: TASKS,
    bigTasks: BIG,
  });
  const seeded = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`${label}: ${PROJECTS} projects, ${TASKS} tasks, 300 members seeded in ${seeded} s`);
  const { big, cards, columns } = await inTenant(handle.db, workspace.id, async (tx) => {
    const [p] = rowsOf(await tx.execute(sql`select id from project where code = 'PRJ-0001'`));
    const cols = rowsOf(
      await tx.execute(
        sql`select id from project_column where project_id = ${p.id} order by position`,
      ),
    );
    const few = rowsOf(
      await tx.execute(sql`select id from task where project_id = ${p.id} order by number limit 5`),
    );
    return { big: p.id, cards: few.map((r) => r.id), columns: cols.slice(0, 2).map((r) => r.id) };
  });
  await handle.close();
  if (!databaseUrl) server = await startServer({ dataDir, env, port: server.port });
  const project = `${BASE}/${big}`;
  const views = [
    // The floor: a dashboard page without the module, under the same load.
    ["dashboard (floor)", () => "/dashboard"],
    ["board (2,000 tasks)", () => `${project}/tableau`],
    ["list (first page)", () => `${project}/liste`],
    ["list (overdue, by due date)", () => `${project}/liste?retard=1&tri=due`],
    ["list (search 'câbles')", () => `${project}/liste?q=c%C3%A2bles`],
    ["timeline (12 weeks)", () => `${project}/chronologie`],
    ["Mes tâches", () => `${BASE}/mes-taches`],
  ];
  const rows = [];
  for (const [what, paths] of views) {
    rows.push({
      database: label,
      request: what,
      ...(await timeRequests(server.base, cookie, paths, { count: REQUESTS, warm: 5 })),
    });
  }
  rows.push({
    database: label,
    request: `board move → event (${MOVES})`,
    ...(await moveToEvent(server.base, cookie, big, cards, columns)),
  });
  await server.stop();
  return rows;
}

const results =
  process.env.BENCH_PROJECTS_PGLITE === "0" ? [] : [await measure("PGlite", undefined)];
if (process.env.BENCH_DATABASE_URL) {
  results.push(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL));
}
console.log(`\nProjects server time (${REQUESTS} requests each, signed-in owner, 127.0.0.1)`);
console.table(results.flat());
