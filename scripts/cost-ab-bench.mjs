// An interleaved A/B of two builds against the floor (decision 0112), run with `node --import tsx`:
// the same requests as `floor-bench.mjs` (portal posts, agent inventories, the queue and the
// inventory list), sent in rounds to build A, build B and the floor, one after the other within
// each round, so that the shared machine's load falls on all three alike. Per round and server:
// server CPU per request (/proc), p50/p99 of the writes, p50 of the pages, and the load average.
// Env: AB_BEFORE (a folder holding build A: a copy of the repository with its `build`, e.g.
// `git archive` + `npm run build`; its node_modules may be a link), AB_DATABASE_URL (a PostgreSQL
// owned by the non-superuser owner: A and B get databases `<name>_a` and `<name>_b`, made afresh;
// unset: the embedded database), AB_ROUNDS (3), AB_POSTS (400), AB_PAGES (100), AB_TICKETS
// (10,000), AB_ASSETS (10,000), AB_PROFILE (a folder: B alone runs with --cpu-prof, one round).
// On PostgreSQL, each server's backends are told apart by their application_name: their CPU
// per post and per submission is printed too (/proc, as floor-bench.mjs reads it; decision 0120).
// Pages: the queue and the inventory list, and a search in each (AB_LISTS=all; `first`, the two
// first pages only); the floor runs each list's own statements in the same round, and the table
// at the end gives each page's HTTP p50 − that SQL p50 (target ≤ 10 ms; decision 0124). Beside it
// the rendering floor (scripts/lib/html-floor.mjs, decision 0134): each page's HTML as build B
// sends it, served as bytes and rendered by React alone, with where the page's elements are.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDb } from "../app/server/db/client.server.ts";
import { agentLoad, createToken } from "./lib/agent-requests.mjs";
import { portalPosts, signUpOwner, timeRequests } from "./lib/bench-requests.mjs";
import { seedTickets } from "./lib/helpdesk-seed.mjs";
import { seedInventory } from "./lib/inventory-seed.mjs";
import { LISTS, captureLists, floorList } from "./lib/list-floor.mjs";
import { startHtmlFloor } from "./lib/html-floor.mjs";
import { copyTemplate, startServer } from "./lib/server.mjs";

const ROUNDS = Number(process.env.AB_ROUNDS ?? 3);
const POSTS = Number(process.env.AB_POSTS ?? 400);
const PAGES = Number(process.env.AB_PAGES ?? 100);
const TICKETS = Number(process.env.AB_TICKETS ?? 10_000);
const ASSETS = Number(process.env.AB_ASSETS ?? 10_000);
const PROFILE = process.env.AB_PROFILE;
/** What each round sends: posts, agent, pages (all three unless said). */
const PARTS = (process.env.AB_PARTS ?? "posts,agent,pages").split(",");
const BEFORE = process.env.AB_BEFORE;
const DATABASE_URL = process.env.AB_DATABASE_URL;
const rowsOf = (result) => result.rows ?? result;
const PAGES_MEASURED = LISTS.filter(
  ([, page]) => process.env.AB_LISTS !== "first" || !page.includes("?"),
);

/** A process's CPU time so far, in ms (utime + stime, ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `url` with `application_name` set: the backends of each server are told apart by it. */
const named = (url, name) => {
  const u = new URL(url);
  u.searchParams.set("application_name", name);
  return u.toString();
};

/** Sees every database's backends: connected to the maintenance database. */
const monitor = DATABASE_URL
  ? new pg.Client({
      connectionString: Object.assign(new URL(DATABASE_URL), { pathname: "/postgres" }).toString(),
    })
  : null;
await monitor?.connect();

/** CPU so far of the PostgreSQL backends named `name`, by pid; null on the embedded database. */
async function backendCpu(name) {
  if (!monitor) return null;
  const { rows } = await monitor.query(
    "select pid from pg_stat_activity where application_name = $1",
    [name],
  );
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
}

/** A database `<name>_<suffix>` made afresh, owned by the URL's user; its URL. */
async function freshDatabase(suffix) {
  const url = new URL(DATABASE_URL);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const maintenance = new URL(DATABASE_URL);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** A server of the build at `root`, signed up, seeded; with its cookie, slug and agent token. */
async function prepare(who, root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ab-${who}-`));
  const databaseUrl = DATABASE_URL ? await freshDatabase(who) : undefined;
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: named(databaseUrl, `ab-${who}`) } : {}),
  };
  const args = PROFILE && who === "b" ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE}`] : [];
  const command = [process.execPath, [...args, path.join(root, "scripts/start.mjs")]];
  let server = await startServer({ dataDir, env, command });
  const cookie = await signUpOwner(server.base, {
    ip: `10.250.0.${who === "a" ? 1 : 2}`,
    prefix: `ab-${who}`,
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
  await seedInventory(handle.db, organizationId, { assets: ASSETS, licences: 0 });
  await seedTickets(handle.db, organizationId, 0, TICKETS);
  const statements = await captureLists(handle, organizationId, userId);
  await handle.close();
  let floorDir;
  if (!databaseUrl) {
    if (who === "a") {
      floorDir = mkdtempSync(path.join(tmpdir(), "ab-floor-"));
      copyTemplate(dataDir, floorDir);
    }
    server = await startServer({ dataDir, env, command, port: server.port });
  }
  return { who, server, cookie, token, slug, organizationId, databaseUrl, floorDir, statements };
}

async function startFloor(a) {
  const statements = path.join(tmpdir(), "ab-floor-statements.json");
  writeFileSync(statements, JSON.stringify(a.statements));
  return startServer({
    dataDir: a.floorDir,
    command: [process.execPath, ["--import", "tsx", "scripts/lib/floor-server.mjs"]],
    env: {
      FLOOR_WORKSPACE: a.organizationId,
      FLOOR_STATEMENTS: statements,
      ...(a.databaseUrl ? { FLOOR_DATABASE_URL: named(a.databaseUrl, "ab-floor") } : {}),
    },
  });
}

/** Server CPU per request, and its PostgreSQL backends' (`name`; null without PostgreSQL). */
async function cpuOf(pid, amount, load, name) {
  const before = cpuMs(pid);
  const backendsBefore = name ? await backendCpu(name) : null;
  const result = await load();
  const cpu = (cpuMs(pid) - before) / amount;
  const backendsAfter = name ? await backendCpu(name) : null;
  let pgCpu = null;
  if (backendsAfter) {
    pgCpu = 0;
    // A backend opened during the load counts from 0; one closed during it is lost (pools stay open).
    for (const [backend, ms] of backendsAfter) pgCpu += ms - (backendsBefore?.get(backend) ?? 0);
    pgCpu /= amount;
  }
  return { cpu, pgCpu, result };
}

const pgText = (part) =>
  part.pgCpu === null || part.pgCpu === undefined ? "—" : part.pgCpu.toFixed(2);

let numbering = 0;
async function round(target, slug, token, cookie, rows, label, backends) {
  const pid = target.child.pid;
  const none = { cpu: 0, result: { latency: {}, errors: 0, non2xx: 0, "3xx": 0 } };
  const post = !PARTS.includes("posts")
    ? none
    : await cpuOf(
        pid,
        POSTS,
        () =>
          portalPosts(target.base, slug, {
            amount: POSTS,
            first: (numbering += POSTS) - POSTS,
            tag: " ab",
          }),
        backends,
      );
  const agent = !PARTS.includes("agent")
    ? none
    : await cpuOf(
        pid,
        POSTS,
        () =>
          agentLoad(target.base, token, {
            amount: POSTS,
            machines: 200,
            prefix: label === "floor" ? "PLANCHER" : "BANC",
          }),
        backends,
      );
  const row = { server: label, load: loadavg()[0].toFixed(1) };
  if (PARTS.includes("posts"))
    Object.assign(row, {
      "post CPU ms": post.cpu.toFixed(2),
      "post p50/p99": `${post.result.latency.p50}/${post.result.latency.p99}`,
      "post err": post.result.errors + post.result.non2xx - post.result["3xx"],
      "post PG ms": pgText(post),
    });
  if (PARTS.includes("agent"))
    Object.assign(row, {
      "agent CPU ms": agent.cpu.toFixed(2),
      "agent p50/p99": `${agent.result.latency.p50}/${agent.result.latency.p99}`,
      "agent PG ms": pgText(agent),
    });
  if (PARTS.includes("pages")) {
    for (const [name, page] of PAGES_MEASURED) {
      if (!cookie) {
        // The floor: the same list's statements, their SQL time.
        row[`${name} SQL p50`] = (await floorList(target.base, name, PAGES)).sql.toFixed(2);
        if (htmlFloor) Object.assign(row, await htmlFloorPage(name));
        continue;
      }
      const get = await cpuOf(pid, PAGES, () =>
        timeRequests(target.base, cookie, () => page, { count: PAGES, warm: 3 }),
      );
      row[`${name} CPU ms`] = get.cpu.toFixed(2);
      row[`${name} p50`] = get.result["median ms"];
    }
  }
  rows.push(row);
  console.log(JSON.stringify(row));
}

/** The rendering floor's two answers for page `name`: the same bytes, and React rendering them. */
async function htmlFloorPage(name) {
  const row = {};
  for (const kind of ["bytes", "React"]) {
    const path_ = `/${kind === "React" ? "react" : "bytes"}/${encodeURIComponent(name)}`;
    const get = await cpuOf(htmlFloor.child.pid, PAGES, () =>
      timeRequests(htmlFloor.base, "", () => path_, { count: PAGES, warm: 3 }),
    );
    row[`${name} ${kind} p50`] = get.result["median ms"];
    row[`${name} ${kind} CPU`] = get.cpu.toFixed(2);
  }
  return row;
}

const b = await prepare("b", process.cwd());
const a = PROFILE ? null : await prepare("a", BEFORE);
const floor = PROFILE ? null : await startFloor(a ?? b);
const htmlFloor =
  PROFILE || !PARTS.includes("pages") ? null : await startHtmlFloor(b, PAGES_MEASURED);
const rows = [];
// Unmeasured: each server's first requests (JIT, pools, plans).
for (const s of [a, b].filter(Boolean))
  await round(s.server, s.slug, s.token, s.cookie, [], `warm ${s.who}`, `ab-${s.who}`);
if (floor) await round(floor, a.slug, a.token, null, [], "warm floor", "ab-floor");
for (let r = 0; r < (PROFILE ? 1 : ROUNDS); r++) {
  // The order turns each round: no build always runs first after the floor.
  const order = r % 2 === 0 ? [a, b] : [b, a];
  for (const s of order.filter(Boolean))
    await round(
      s.server,
      s.slug,
      s.token,
      s.cookie,
      rows,
      s.who === "a" ? "A before" : "B after",
      `ab-${s.who}`,
    );
  if (floor) await round(floor, a.slug, a.token, null, rows, "floor", "ab-floor");
}
console.table(rows);
if (floor && PARTS.includes("pages")) {
  // Each page's HTTP p50 − its statements' SQL p50 on the floor, in the same round (≤ 10 ms).
  const overhead = [];
  for (let r = 0; r < rows.length; r += 3) {
    const round = rows.slice(r, r + 3);
    const floorRow = round.find((row) => row.server === "floor");
    for (const [name] of PAGES_MEASURED) {
      const line = { round: r / 3 + 1, page: name, "SQL p50": floorRow[`${name} SQL p50`] };
      for (const row of round.filter((x) => x.server !== "floor")) {
        const minus = Number(row[`${name} p50`]) - Number(floorRow[`${name} SQL p50`]);
        line[`${row.server} HTTP − SQL`] = minus.toFixed(1);
        line[`${row.server} CPU`] = row[`${name} CPU ms`];
      }
      // The rendering floor (decision 0134): the same bytes sent, and React rendering them; each
      // build's HTTP − SQL as a multiple of React's p50 for the same markup.
      for (const kind of ["bytes", "React"]) {
        line[`${kind} p50`] = floorRow[`${name} ${kind} p50`];
        line[`${kind} CPU`] = floorRow[`${name} ${kind} CPU`];
      }
      for (const row of round.filter((x) => x.server !== "floor")) {
        const react = Number(floorRow[`${name} React p50`]);
        line[`${row.server} ÷ React`] = (Number(line[`${row.server} HTTP − SQL`]) / react).toFixed(
          1,
        );
      }
      line.load = round.map((row) => row.load).join(" · ");
      overhead.push(line);
    }
  }
  console.log("\nHTTP p50 − SQL p50 per page, ms (target ≤ 10), and server CPU per page, ms");
  console.table(overhead);
}
await floor?.dispose();
await htmlFloor?.dispose();
await a?.server.stop();
await b.server.stop();
await monitor?.end();
