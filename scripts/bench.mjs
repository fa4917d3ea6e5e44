// `npm run bench`: Lighthouse 12.8.2 (mobile preset, simulated throttling, 3 runs, medians; 10 for /
// with the LCP's p75 and worst run, BENCH_HOME_RUNS) on the
// public pages that exist and /dashboard, then the dashboard and the members page of a signed-in
// owner (a sign-up made here, its session cookie sent by Lighthouse), then autocannon on / (50 connections, 20 s; with a
// browser's navigation headers and with none) and on the contact form's POST (1 and 10
// connections), then the cost of durable commits (scripts/commit-cost.mjs) and the contact form's
// reliability checks (scripts/reliability.mjs).
// Prints tables for a person to read against the quality bar; asserts nothing.
// Switches: BENCH_PAGES=/,/saas (pages), BENCH_RUNS (Lighthouse runs), BENCH_BUILD=0 (reuse the
// build), BENCH_LIGHTHOUSE=0, BENCH_AUTOCANNON=0, BENCH_COMMIT_COST=0, BENCH_RELIABILITY=0 (skip a
// part), BENCH_TENANT_COST=0, BENCH_HELPDESK=0 (see scripts/helpdesk-bench.mjs), BENCH_INVENTORY=0
// (scripts/inventory-bench.mjs), BENCH_INVENTORY_AGENT=0 (scripts/inventory-agent-bench.mjs),
// BENCH_INVENTORY_IMPORT=0 (scripts/inventory-import-bench.mjs), BENCH_PROJECTS=0
// (scripts/project-bench.mjs; alone: `node --import tsx scripts/project-bench.mjs` after a build), BENCH_TEAMS=0
// (scripts/team-assignment-bench.mjs), BENCH_REPORT_PDF=0 (scripts/report-pdf-bench.mjs), BENCH_REPORT=0
// (scripts/report-bench.mjs), BENCH_OUTBOX=0 (scripts/outbox-drain-bench.mjs), BENCH_NOISY=0
// (scripts/noisy-neighbour-bench.mjs), BENCH_FLOOR=0 (scripts/floor-bench.mjs: cost per request
// against a floor server), BENCH_SIGNED_IN=0, BENCH_COMMITS (contact requests stored by the
// commit-cost part, 1000 each), BENCH_TENANT_RUNS (queries per mode of the tenant-cost part),
// BENCH_SECONDS (duration of each autocannon load).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromeArgs, ensureChromium } from "./lib/chromium.mjs";
import { benchClientIp, signUpOwner } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4573);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = ensureChromium();

if (!existsSync("build/server/index.js") || process.env.BENCH_BUILD !== "0") {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const server = await startServer({
  port: PORT,
  dataDir: "./data/bench",
  env: { TRUST_PROXY: "x-bench-client-ip" }, // one client IP per contact post (rate limit)
});

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const onlyPages = process.env.BENCH_PAGES?.split(",");
const targets = (onlyPages ?? [...pages, "/dashboard"]).map((path) => ({ path, label: path }));

// Signed-in rows: by default with the full list; BENCH_SIGNED_IN=1 adds them to BENCH_PAGES too.
const signedIn = process.env.BENCH_SIGNED_IN ?? (onlyPages ? "0" : "1");
if (signedIn === "1") {
  const cookie = await signUpOwner(base, { ip: "10.250.0.1", log: server.output });
  for (const path of ["/dashboard", "/dashboard/user-management", "/dashboard/helpdesk"]) {
    targets.push({ path, label: `${path} (signed in)`, headers: { Cookie: cookie } });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** The value under which three runs in four fall (nearest rank). */
const p75 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
};
// The home page's LCP has a slow tail that a median of 3 hides: it gets more runs, and every row
// shows the p75 and the worst run beside the median.
const HOME_RUNS = Number(process.env.BENCH_HOME_RUNS ?? 10);

const rows = [];
mkdirSync("bench-results", { recursive: true });
if (process.env.BENCH_LIGHTHOUSE !== "0") {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromeArgs],
  });
  for (const { path, label, headers } of targets) {
    const runs = [];
    const count = path === "/" && !headers ? Math.max(RUNS, HOME_RUNS) : RUNS;
    for (let i = 0; i < count; i++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: process.env.BENCH_LOG ?? "error",
        ...(headers ? { extraHeaders: headers } : {}),
      });
      const lhr = result.lhr;
      const bytes = (type) =>
        (lhr.audits["resource-summary"]?.details?.items ?? []).find(
          (it) => it.resourceType === type,
        )?.transferSize ?? 0;
      runs.push({
        perf: lhr.categories.performance.score * 100,
        a11y: lhr.categories.accessibility.score * 100,
        bp: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        js: bytes("script"),
        total: bytes("total"),
      });
      // The first run as lighthouse_<page>.json, the others as lighthouse_<page>.<run>.json.
      const name =
        (path === "/" ? "_home" : path.replace(/\//g, "_")) + (headers ? "_signed-in" : "");
      writeFileSync(
        `bench-results/lighthouse${name}${i ? `.${i + 1}` : ""}.json`,
        JSON.stringify(lhr),
      );
    }
    const m = (k) => median(runs.map((r) => r[k]));
    rows.push({
      page: label,
      Perf: Math.round(m("perf")),
      A11y: Math.round(m("a11y")),
      BP: Math.round(m("bp")),
      SEO: Math.round(m("seo")),
      runs: runs.length,
      "LCP s": (m("lcp") / 1000).toFixed(2),
      "LCP p75 s": (p75(runs.map((r) => r.lcp)) / 1000).toFixed(2),
      "LCP worst s": (Math.max(...runs.map((r) => r.lcp)) / 1000).toFixed(2),
      "TBT ms": Math.round(m("tbt")),
      CLS: m("cls").toFixed(3),
      "JS KiB": (m("js") / 1024).toFixed(1),
      "Total KiB": (m("total") / 1024).toFixed(1),
    });
    console.log(`measured ${label}`);
  }
  await chrome.kill();

  console.log(
    `\nLighthouse 12.8.2, mobile, median of ${RUNS} runs (${Math.max(RUNS, HOME_RUNS)} for /)`,
  );
  console.table(rows);
}

if (process.env.BENCH_AUTOCANNON !== "0") {
  // Two loads of GET /: as a browser asks for it (compressed, a document), which is how visitors
  // and any proxy in front of the site request it, and with no Accept-Encoding at all (284 KiB per
  // response: there the single autocannon process parsing the bytes is most of the limit).
  const browserHeaders = {
    accept: "text/html,application/xhtml+xml",
    "accept-encoding": "br, gzip",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
  };
  const loads = [];
  for (const [label, headers] of [
    ["browser (br, gzip)", browserHeaders],
    ["no Accept-Encoding", {}],
  ]) {
    const load = await autocannon({
      url: `${base}/`,
      connections: 50,
      duration: Number(process.env.BENCH_SECONDS ?? 20),
      headers,
    });
    loads.push({
      request: label,
      "req/s (avg)": Math.round(load.requests.average),
      "p50 ms": load.latency.p50,
      "p99 ms": load.latency.p99,
      errors: load.errors,
      timeouts: load.timeouts,
      "non-2xx": load.non2xx,
    });
  }
  console.log("\nautocannon GET / (50 connections)");
  console.table(loads);

  // The contact form's POST as the landing form sends it with JavaScript: every acknowledged post
  // is one COMMIT, and on the embedded database one fsync() of its WAL (docs/decisions/
  // 0017-embedded-durability.md). Each post comes from its own client IP (rate limit).
  let posted = 0;
  const posts = [];
  for (const [connections, amount] of [
    [1, 300],
    [10, 1000],
  ]) {
    const load = await autocannon({
      url: base,
      connections,
      amount,
      requests: [
        {
          method: "POST",
          path: "/_root.data?index",
          setupRequest: (req) => {
            const i = posted++;
            return {
              ...req,
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                origin: base,
                "x-bench-client-ip": benchClientIp(i),
              },
              body: new URLSearchParams({
                fullName: "Banc Essai",
                email: "banc@exemple.gn",
                subject: "Mesure",
                message: "Message de mesure du formulaire de contact",
                idempotencyKey: `bench-${Date.now()}-${String(i).padStart(8, "0")}`,
              }).toString(),
            };
          },
        },
      ],
    });
    posts.push({
      connections,
      posts: amount,
      "req/s (avg)": Math.round(load.requests.average),
      "p50 ms": load.latency.p50,
      "p99 ms": load.latency.p99,
      errors: load.errors,
      "non-2xx": load.non2xx,
    });
  }
  console.log(
    "\nautocannon POST contact form (embedded database: one fsync per acknowledged post)",
  );
  console.table(posts);
}
await server.stop();

// What the fsync at each COMMIT costs the contact form's database work (embedded database).
if (process.env.BENCH_COMMIT_COST !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/commit-cost.mjs"], { stdio: "inherit" });
}

// What the tenant helper costs a query (transaction, app.org_id, SET LOCAL ROLE, RLS).
if (process.env.BENCH_TENANT_COST !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/tenant-cost.mjs"], { stdio: "inherit" });
}

// The helpdesk at a trial's size and at 100× (queue, search, ticket page; portal submissions).
if (process.env.BENCH_HELPDESK !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/helpdesk-bench.mjs"], {
    stdio: "inherit",
  });
}

// The asset inventory at 100× (list, search, asset page with 50,000 assets and 5,000 licences).
if (process.env.BENCH_INVENTORY !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/inventory-bench.mjs"], {
    stdio: "inherit",
  });
}

// 'Gestion de projets' at the issue's size (board of 2,000 tasks, 'Mes tâches', move → event).
if (process.env.BENCH_PROJECTS !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/project-bench.mjs"], {
    stdio: "inherit",
  });
}

// The teams' rules: 1,000 portal tickets to a team of 10 in turn, one on leave (the spread).
if (process.env.BENCH_TEAMS !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/team-assignment-bench.mjs"], {
    stdio: "inherit",
  });
}

// The monthly PDF report of a 100,000-ticket workspace: time, memory, event-loop stall.
if (process.env.BENCH_REPORT_PDF !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/report-pdf-bench.mjs"], {
    stdio: "inherit",
  });
}

// Agent inventories at 20 connections ('découverte via agent'): no duplicate asset.
if (process.env.BENCH_INVENTORY_AGENT !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/inventory-agent-bench.mjs"], {
    stdio: "inherit",
  });
}

// The inventory's CSV import: 10,000 rows uploaded, previewed and imported over HTTP.
if (process.env.BENCH_INVENTORY_IMPORT !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/inventory-import-bench.mjs"], {
    stdio: "inherit",
  });
}
// The noisy neighbour: probes of a quiet workspace while another floods the heavy inputs.
if (process.env.BENCH_NOISY !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/noisy-neighbour-bench.mjs"], {
    stdio: "inherit",
  });
}

// The reports' sections on 100,000 tickets and 50,000 assets (this month, last quarter, a year).
if (process.env.BENCH_REPORT !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/report-bench.mjs"], {
    stdio: "inherit",
  });
}

// Cost per request against a floor run beside the project (portal post, agent inventory, lists).
if (process.env.BENCH_FLOOR !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/floor-bench.mjs"], { stdio: "inherit" });
}

// The mail outbox draining 1,000 queued e-mails to a local SMTP sink.
if (process.env.BENCH_OUTBOX !== "0") {
  spawnSync(process.execPath, ["--import", "tsx", "scripts/outbox-drain-bench.mjs"], {
    stdio: "inherit",
  });
}

// The contact form's reliability checks, with their own server processes.
if (process.env.BENCH_RELIABILITY !== "0") {
  const reliability = spawnSync(process.execPath, ["--import", "tsx", "scripts/reliability.mjs"], {
    stdio: "inherit",
  });
  process.exitCode = reliability.status ?? 1;
}
