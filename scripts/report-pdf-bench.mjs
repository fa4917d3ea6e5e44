// Part of `npm run bench` (run with `node --import tsx`): the monthly PDF report (issue 35,
// decision 0109) of a month of a 100,000-ticket workspace. In this process, on an embedded
// database filled by SQL (scripts/lib/helpdesk-seed.mjs): the report of last month generated as
// 'Nouveau Rapport' does it (the sections of every module's manifest read in one tenant
// transaction, the PDF drawn outside it, then kept gzipped), RUNS times. Prints the time (median
// and worst) against the target of 3 s, the memory (RSS peak above the start, heap delta) against
// 150 MB, the longest stall of the event loop while generating (what other requests would
// wait: the PDF is drawn in the worker pool), and a floor measured in the same run (one tenant transaction reading one row) to read the
// time as a ratio. When no module declares a report section yet, the fixture section is drawn
// three times, at the scale of the seeded tickets, so that the PDF's own cost is measured.
// Asserts nothing. Switches: BENCH_REPORT_PDF_TICKETS=100000, BENCH_REPORT_PDF_RUNS=5.
// Skip with BENCH_REPORT_PDF=0 (scripts/bench.mjs). Alone: `node --import tsx scripts/report-pdf-bench.mjs`.
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { MODULES } from "../app/server/modules.server.ts";
import { installReportSources } from "../app/server/platform/report-sources.server.ts";
import { fixtureSection } from "../app/server/reporting/pdf/report-fixture.server.ts";
import { closeParsePool } from "../app/server/platform/parse-pool.server.ts";
import {
  drawReport,
  lastMonth,
  sectionsOf,
} from "../app/server/reporting/reports/report-make.server.ts";
import { keepReport } from "../app/server/reporting/reports/report-store.server.ts";
import { createFirstWorkspace } from "../app/server/workspaces/first-workspace.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { seedTickets } from "./lib/helpdesk-seed.mjs";

const TICKETS = Number(process.env.BENCH_REPORT_PDF_TICKETS ?? 100_000);
const RUNS = Number(process.env.BENCH_REPORT_PDF_RUNS ?? 5);
const TARGET_MS = 3_000;
const TARGET_MB = 150;
const MB = 1024 * 1024;

const dataDir = mkdtempSync(path.join(tmpdir(), "report-pdf-bench-"));
const handle = openDb({ dataDir, fsync: false });
await handle.migrate(path.resolve("drizzle"));
const db = handle.db;
const userId = randomUUID();
await db.execute(sql`insert into auth_user (id, name, email, email_verified)
  values (${userId}, 'Aïssatou Diallo', ${`banc-rapport-${userId.slice(0, 8)}@exemple.gn`}, true)`);
const organizationId = await createFirstWorkspace(
  db,
  { id: userId, name: "Aïssatou Diallo", email: "banc@exemple.gn" },
  "premium",
);
let start = performance.now();
await seedTickets(db, organizationId, 0, TICKETS);
console.log(
  `report PDF: ${TICKETS} tickets seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
);

const real = MODULES.filter((module) => module.report);
if (real.length === 0) {
  // No module's section yet: the fixture's, three times, its tables as long as the PDF shows.
  const scale = Math.max(1, TICKETS / 30_000);
  installReportSources(
    ["helpdesk", "inventory-management", "software-source-code-management"].map((id) => ({
      id,
      schema: [],
      report: {
        visibleTo: () => true,
        section: async () => ({ ...fixtureSection(scale, 60), id }),
      },
    })),
  );
}
console.log(
  `report PDF: sections of ${real.length ? real.map((m) => m.id).join(", ") : "the fixture (no module declares a report yet)"}`,
);

const period = lastMonth(new Date());
const viewer = { role: "owner", viewerId: userId, now: new Date() };

async function floor() {
  const at = performance.now();
  await inTenant(db, organizationId, (tx) => tx.execute(sql`select 1`));
  return performance.now() - at;
}

/** The longest gap between two ticks of a 1 ms timer: what another request would have waited. */
function stallWatch() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 1);
    last = now;
  }, 1);
  return () => {
    clearInterval(timer);
    return Math.max(longest, performance.now() - last - 1);
  };
}

async function generate() {
  const at = performance.now();
  const facts = await inTenant(db, organizationId, (tx) => sectionsOf(tx, period, viewer));
  const read = performance.now();
  const pdf = await drawReport({
    brandName: "Exemple Digital",
    workspaceName: "Banc d'essai",
    period,
    sections: facts,
    generatedAt: new Date(),
  });
  const drawn = performance.now();
  await inTenant(db, organizationId, (tx) =>
    keepReport(tx, {
      month: period.key,
      kind: "manual",
      createdBy: userId,
      createdByName: "Banc",
      pdf,
    }),
  );
  return { size: pdf.length, readMs: read - at, drawMs: drawn - read };
}

const floors = [];
for (let i = 0; i < 20; i++) floors.push(await floor());
await generate(); // warms the worker thread up (its start is not the report's time)
const rows = [];
for (let run = 0; run < RUNS; run++) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  const stall = stallWatch();
  start = performance.now();
  const { size, readMs, drawMs } = await generate();
  const ms = performance.now() - start;
  const stallMs = stall();
  clearInterval(sampler);
  const after = process.memoryUsage();
  peakRss = Math.max(peakRss, after.rss);
  rows.push({
    ms,
    size,
    rssMb: (peakRss - before.rss) / MB,
    heapMb: (after.heapUsed - before.heapUsed) / MB,
    stallMs,
    readMs,
    drawMs,
  });
}
await handle.close();
await closeParsePool();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const worst = (values) => Math.max(...values);
const floorMs = median(floors);
const ms = rows.map((r) => r.ms);
console.log(
  `\nThe monthly PDF report, ${TICKETS} tickets, ${RUNS} runs (target ≤ ${TARGET_MS / 1000} s, ≤ ${TARGET_MB} MB; load ${loadavg()[0].toFixed(1)})`,
);
console.table([
  {
    measure: "generate (read, draw, keep)",
    median: `${median(ms).toFixed(0)} ms`,
    worst: `${worst(ms).toFixed(0)} ms`,
    "× floor": (median(ms) / floorMs).toFixed(0),
    target: worst(ms) <= TARGET_MS ? "met" : "MISSED",
  },
  {
    measure: "  of which: sections read",
    median: `${median(rows.map((r) => r.readMs)).toFixed(0)} ms`,
    worst: `${worst(rows.map((r) => r.readMs)).toFixed(0)} ms`,
    "× floor": "",
    target: "",
  },
  {
    measure: "  of which: PDF drawn",
    median: `${median(rows.map((r) => r.drawMs)).toFixed(0)} ms`,
    worst: `${worst(rows.map((r) => r.drawMs)).toFixed(0)} ms`,
    "× floor": "",
    target: "",
  },
  {
    measure: "RSS peak above the start",
    median: `${median(rows.map((r) => r.rssMb)).toFixed(1)} MB`,
    worst: `${worst(rows.map((r) => r.rssMb)).toFixed(1)} MB`,
    "× floor": "",
    target: worst(rows.map((r) => r.rssMb)) <= TARGET_MB ? "met" : "MISSED",
  },
  {
    measure: "heap delta",
    median: `${median(rows.map((r) => r.heapMb)).toFixed(1)} MB`,
    worst: `${worst(rows.map((r) => r.heapMb)).toFixed(1)} MB`,
    "× floor": "",
    target: "",
  },
  {
    measure: "longest event-loop stall",
    median: `${median(rows.map((r) => r.stallMs)).toFixed(0)} ms`,
    worst: `${worst(rows.map((r) => r.stallMs)).toFixed(0)} ms`,
    "× floor": "",
    target: "",
  },
  {
    measure: "floor: a tenant transaction, one row",
    median: `${floorMs.toFixed(2)} ms`,
    worst: `${worst(floors).toFixed(2)} ms`,
    "× floor": "1",
    target: "",
  },
]);
console.log(`PDF size: ${(rows[0].size / 1024).toFixed(0)} KiB`);
