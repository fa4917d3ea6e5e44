// `npm run bench`: Lighthouse 12.8.2 (mobile preset, simulated throttling, 3 runs, medians) on the
// public pages that exist and /dashboard, then autocannon on / (50 connections, 20 s).
// Prints tables for a person to read against the quality bar; asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureChromium } from "./ensure-chromium.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4573);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = ensureChromium();

if (!existsSync("build/server/index.js") || process.env.BENCH_BUILD !== "0") {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SITE_URL: base,
    DATA_DIR: "./data/bench",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve, reject) => {
  server.stdout.on("data", (d) => String(d).includes("Serving") && resolve());
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const onlyPages = process.env.BENCH_PAGES?.split(",");
const targets = onlyPages ?? [...pages, "/dashboard"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const rows = [];
mkdirSync("bench-results", { recursive: true });
for (const path of targets) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: process.env.BENCH_LOG ?? "error",
    });
    const lhr = result.lhr;
    const bytes = (type) =>
      (lhr.audits["resource-summary"]?.details?.items ?? []).find((it) => it.resourceType === type)
        ?.transferSize ?? 0;
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
    if (i === 0)
      writeFileSync(
        `bench-results/lighthouse${path === "/" ? "_home" : path.replace(/\//g, "_")}.json`,
        JSON.stringify(lhr),
      );
  }
  const m = (k) => median(runs.map((r) => r[k]));
  rows.push({
    page: path,
    Perf: Math.round(m("perf")),
    A11y: Math.round(m("a11y")),
    BP: Math.round(m("bp")),
    SEO: Math.round(m("seo")),
    "LCP s": (m("lcp") / 1000).toFixed(2),
    "TBT ms": Math.round(m("tbt")),
    CLS: m("cls").toFixed(3),
    "JS KiB": (m("js") / 1024).toFixed(1),
    "Total KiB": (m("total") / 1024).toFixed(1),
  });
  console.log(`measured ${path}`);
}
await chrome.kill();

console.log(`\nLighthouse 12.8.2, mobile, median of ${RUNS} runs`);
console.table(rows);

const load = await autocannon({
  url: `${base}/`,
  connections: 50,
  duration: Number(process.env.BENCH_SECONDS ?? 20),
});
console.log("\nautocannon GET / (50 connections)");
console.table([
  {
    "req/s (avg)": Math.round(load.requests.average),
    "p50 ms": load.latency.p50,
    "p99 ms": load.latency.p99,
    errors: load.errors,
    timeouts: load.timeouts,
    "non-2xx": load.non2xx,
  },
]);
server.kill("SIGTERM");
