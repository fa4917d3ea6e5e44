// Part of `npm run bench` (run with `node --import tsx`; BENCH_REPORT=0 skips it): the reports'
// sections (decision 0104) on the issue's workspace, 100,000 tickets and 50,000 assets. For each
// database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a throwaway database: it
// is migrated and filled as the non-superuser owner, through the tenant helper), the workspace
// is filled by scripts/lib/helpdesk-seed.mjs and inventory-seed.mjs, then its tickets are given
// what a year of work leaves (resolutions, first responses, SLA clocks, votes, categories,
// technicians, teams, status events: decision 0107). Then the server time of
// `reportSections` (every module's section in the module list) for this month, last quarter and
// a custom year, in the owner's tenant transaction (how the page reads them on the embedded
// database: decision 0138; and each section alone: decision 0136), and as the page reads them on
// PostgreSQL (each section in a tenant transaction of its own, all at once:
// `reportSectionsApart`, decisions 0119 and 0132):
// median and p95, the page's against the target p95 ≤ 150 ms, beside a floor (one `select 1` in
// the same transaction).
// Asserts nothing.
// Then what the per-day triggers add to a ticket write, and the licence usage triggers to an
// agent's write of 50 installs, and the asset tally triggers to the inventory's writes, and the
// kept resolutions' trigger to a status event, and the kept months' triggers to a ticket write
// (BENCH_REPORT_WRITES=0 skips them).
// Switches: BENCH_REPORT_PGLITE=0 (PostgreSQL only), BENCH_REPORT_REUSE=1 (measure the
// PostgreSQL database filled by a previous run again; with BENCH_REPORT_PGLITE_DIR=<dir>, the
// embedded one kept there too), BENCH_REPORT_PGLITE_DIR (keep the embedded database there), BENCH_REPORT_RUNS=30, BENCH_REPORT_TICKETS=100000, BENCH_REPORT_ASSETS=50000.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { MODULES } from "../app/server/modules.server.ts";
import {
  reportSections,
  reportSectionsApart,
} from "../app/server/platform/report-sources.server.ts";
import { currentMonth, parseReportPeriod } from "../app/server/platform/report-period.server.ts";
import { createFirstWorkspace } from "../app/server/workspaces/first-workspace.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { seedTickets } from "./lib/helpdesk-seed.mjs";
import { seedInventory } from "./lib/inventory-seed.mjs";
import { licenceTriggerCost } from "./lib/licence-usage-bench.mjs";
import { triggerCostRows } from "./lib/trigger-cost.mjs";
import { assetTallyCost } from "./lib/asset-tally-bench.mjs";
import { resolutionTriggerCost } from "./lib/resolution-bench.mjs";
import { enrichTeams } from "./lib/team-bench-seed.mjs";
import { bareStatements } from "./lib/bare-statements.mjs";
import { recountReportDays } from "./lib/report-day-recount.mjs";

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 30);
const TICKETS = Number(process.env.BENCH_REPORT_TICKETS ?? 100_000);
const ASSETS = Number(process.env.BENCH_REPORT_ASSETS ?? 50_000);
const TARGET_P95 = 150;
const REUSE = process.env.BENCH_REPORT_REUSE === "1";
const PGLITE_DIR = process.env.BENCH_REPORT_PGLITE_DIR;
const rowsOf = (result) => result.rows ?? result;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];
};
const round = (ms) => Math.round(ms * 10) / 10;

/** What a year of work leaves on the seeded tickets (the seed leaves them bare). */
async function enrichTickets(db, organizationId, technicianIds) {
  await inTenant(db, organizationId, async (tx) => {
    await tx.execute(sql`
      insert into ticket_category (organization_id, name)
      select ${organizationId}, 'Catégorie ' || g from generate_series(1, 12) g`);
    const techs = `{${technicianIds.join(",")}}`;
    const teams = `{${Array.from({ length: 4 }, () => randomUUID()).join(",")}}`;
    await tx.execute(sql`
      with cats as (select array_agg(id order by name) as ids from ticket_category)
      update ticket t set
        category_id = (select ids from cats)[1 + t.number % 12],
        assignee_id = case when t.number % 7 <> 0 then (${techs}::text[])[1 + t.number % ${technicianIds.length}] end,
        team_id = (${teams}::uuid[])[1 + t.number % 4],
        first_responded_at = case when t.status <> 'new' then t.created_at + (t.number % 240) * interval '1 minute' end,
        first_response_ms = case when t.status <> 'new' then (t.number % 240) * 60000 end,
        resolved_at = case when t.status in ('resolved', 'closed')
          then least(now(), t.created_at + (t.number % 96) * interval '1 hour') end,
        closed_at = case when t.status = 'closed'
          then least(now(), t.created_at + (t.number % 96) * interval '1 hour' + interval '7 days') end,
        sla_elapsed_ms = case when t.status in ('resolved', 'closed') then (t.number % 2400) * 60000 else 0 end,
        sla_breached = t.number % 11 = 0,
        satisfaction = case when t.status in ('resolved', 'closed') then
          (array['up', 'up', 'up', 'down', null])[1 + t.number % 5] end,
        satisfaction_comment = case when t.status in ('resolved', 'closed') and t.number % 25 = 0
          then 'Merci pour votre aide' end`);
    // The thread's status events: each resolution, and a reopen for one ticket in twenty.
    await tx.execute(sql`
      insert into ticket_entry (organization_id, ticket_id, kind, author_type, author_name, event, created_at)
      select t.organization_id, t.id, 'event', 'member', 'Ibrahima Sow',
        jsonb_build_object('field', 'status', 'from', 'En cours', 'to', 'Résolu'), t.resolved_at
      from ticket t where t.resolved_at is not null`);
    await tx.execute(sql`
      insert into ticket_entry (organization_id, ticket_id, kind, author_type, author_name, event, created_at)
      select t.organization_id, t.id, 'event', 'requester', 'Demandeur',
        jsonb_build_object('field', 'status', 'from', 'Résolu', 'to', 'En cours'), t.resolved_at + interval '1 hour'
      from ticket t where t.resolved_at is not null and t.number % 20 = 0`);
  });
  await db.execute(sql`vacuum (analyze)`);
}

/**
 * The licences' seats and installs (the seed leaves none): per licence g, (7g mod seats + 3)
 * seats given to assets, and on each asset three installs of licences (one in three with a
 * publisher suffix the match folds, ' inc') and, one asset in ten, software no licence covers.
 * Some licences are thus over-allocated by seats, some by installs. Added to a reused database
 * too when it has no seat yet (BENCH_REPORT_REUSE=1).
 */
async function enrichLicences(db, organizationId) {
  await inTenant(db, organizationId, async (tx) => {
    const [{ n }] = rowsOf(await tx.execute(sql`select count(*)::int as n from licence_seat`));
    if (n > 0) return;
    await tx.execute(sql`
      with l as (select id, seats, row_number() over (order by id)::int as g from licence),
        a as (select id, tag, row_number() over (order by id)::int as n from asset),
        total as (select count(*)::int as n from asset)
      insert into licence_seat (licence_id, asset_id, assignee_name)
      select l.id, a.id, a.tag
      from l cross join total cross join lateral generate_series(1, (l.g * 7) % (l.seats + 3)) s
      join a on a.n = 1 + (l.g * 37 + s) % total.n`);
    await tx.execute(sql`
      with l as (select name, publisher, match_name, match_publisher,
          row_number() over (order by id)::int as g from licence),
        a as (select id, row_number() over (order by id)::int as n from asset),
        total as (select count(*)::int as n from l)
      insert into installed_software (asset_id, name, publisher, match_name, match_publisher)
      select a.id, l.name, l.publisher || case when a.n % 3 = 0 then ' Inc' else '' end,
        l.match_name, l.match_publisher || case when a.n % 3 = 0 then ' inc' else '' end
      from a cross join total cross join generate_series(0, 2) j
      join l on l.g = 1 + (a.n * 13 + j * 1709) % total.n`);
    await tx.execute(sql`
      insert into installed_software (asset_id, name, publisher, match_name, match_publisher)
      select id, 'Outil maison', 'Atelier', 'outil maison', 'atelier' from asset
      where ('x' || substr(md5(id::text), 1, 2))::bit(8)::int % 10 = 0`);
  });
  await db.execute(sql`vacuum (analyze)`);
}

async function addOwnerAndTechnicians(db) {
  const person = async (name) => {
    const id = randomUUID();
    await db.execute(sql`insert into auth_user (id, name, email, email_verified)
      values (${id}, ${name}, ${`${id.slice(0, 8)}@banc.gn`}, true)`);
    return { id, name, email: `${id.slice(0, 8)}@banc.gn` };
  };
  const owner = await person("Responsable du banc");
  const organizationId = await createFirstWorkspace(db, owner, "premium");
  const technicians = [];
  for (let i = 1; i <= 10; i++) {
    const tech = await person(`Technicien ${i}`);
    await db.execute(sql`insert into auth_member (id, organization_id, user_id, role, created_at)
      values (${randomUUID()}, ${organizationId}, ${tech.id}, 'technician', now())`);
    technicians.push(tech.id);
  }
  return { owner, organizationId, technicians };
}

/**
 * What the per-day counts' triggers (decision 0111, lock of 0119) add to a ticket write: a
 * portal post's insert of one ticket and a technician's change of one (priority and SLA outcome:
 * counts move on its days), each in its own tenant transaction, with the triggers enabled and
 * disabled by turns (rounds interleaved, so the machine's load falls on both), beside the floor.
 */
async function triggerCost(
  db,
  organizationId,
  label,
  triggers = ["helpdesk_report_day_insert", "helpdesk_report_day_update"],
) {
  const [top] = rowsOf(
    await inTenant(db, organizationId, (tx) =>
      tx.execute(
        sql`select max(number) as n, (select requester_id from ticket limit 1) as r from ticket`,
      ),
    ),
  );
  let next = Number(top.n) + 1;
  let flip = 0;
  const writes = {
    insert: (tx) =>
      tx.execute(sql`insert into ticket (organization_id, number, subject, description, source,
        requester_id) values (${organizationId}, ${next++}, 'Banc', 'Bonjour', 'portal', ${top.r})`),
    update: (tx) =>
      tx.execute(sql`update ticket set priority = case when priority = 'high' then 'normal' else 'high' end,
        sla_breached = not sla_breached where number = ${1 + (flip++ % 500) * 97}`),
  };
  const rows = await triggerCostRows(
    { db, organizationId, label, table: "ticket", triggers, rounds: 6, repeats: 25 },
    writes,
    { percentile, round },
  );
  // The writes made without the per-day triggers left their counts behind: recounted (0136).
  if (triggers.includes("helpdesk_report_day_insert")) await recountReportDays(db, organizationId);
  // Those made without the kept months' triggers left kept months stale: forgotten, so that the
  // next view computes them again (decision 0133).
  if (triggers.includes("helpdesk_report_month_update")) {
    await inTenant(db, organizationId, (tx) => tx.execute(sql`delete from helpdesk_report_month`));
  }
  return rows;
}

async function measure(label, databaseUrl) {
  const kept = !databaseUrl && PGLITE_DIR;
  const dataDir = kept ? PGLITE_DIR : mkdtempSync(path.join(tmpdir(), "report-bench-"));
  const handle = openDb({ dataDir, databaseUrl, fsync: false });
  await handle.migrate(path.resolve("drizzle"));
  // BENCH_REPORT_REUSE=1: a database this script filled before is measured again.
  const [seeded] =
    REUSE && (databaseUrl || kept)
      ? rowsOf(
          await handle.db.execute(sql`
    select o.id as "organizationId", m.user_id as "ownerId" from auth_organization o
    join auth_member m on m.organization_id = o.id and m.role = 'owner' limit 1`),
        )
      : [];
  let { owner, organizationId } = seeded
    ? { owner: { id: seeded.ownerId }, organizationId: seeded.organizationId }
    : {};
  if (!seeded) {
    const made = await addOwnerAndTechnicians(handle.db);
    ({ owner, organizationId } = made);
    const started = performance.now();
    await seedTickets(handle.db, organizationId, 0, TICKETS);
    await seedInventory(handle.db, organizationId, { assets: ASSETS, licences: 5_000 });
    await enrichTickets(handle.db, organizationId, made.technicians);
    console.log(`${label}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await enrichLicences(handle.db, organizationId);
  await enrichTeams(handle.db, organizationId);
  const now = new Date();
  const month = currentMonth(now);
  const year = now.getUTCFullYear();
  const quarter = Math.floor(now.getUTCMonth() / 3);
  const lastQuarter = quarter === 0 ? `${year - 1}-T4` : `${year}-T${quarter}`;
  const dayBefore = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const periods = [
    ["this month", month],
    ["last quarter", parseReportPeriod(lastQuarter, now)],
    ["custom year", parseReportPeriod(`${yearAgo}_${dayBefore}`, now)],
  ];
  const timed = async (work) => {
    const times = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const start = performance.now();
      await work();
      if (i >= 3) times.push(performance.now() - start);
    }
    return times;
  };
  const time = (work) => timed(() => inTenant(handle.db, organizationId, work));
  // The page's way (decision 0119): each section in a tenant transaction of its own, at once.
  const run = (work) => inTenant(handle.db, organizationId, work);
  const floor = await time((tx) => tx.execute(sql`select 1`));
  const rows = [
    {
      database: label,
      period: "floor (select 1)",
      sections: 0,
      p50: round(percentile(floor, 50)),
      p95: round(percentile(floor, 95)),
    },
  ];
  for (const [name, period] of periods) {
    const input = { period, filters: {}, role: "owner", viewerId: owner.id, now };
    let sections = [];
    const times = await time(async (tx) => {
      sections = await reportSections(tx, input);
    });
    // One transaction is how the PDF and the CSVs read, and the page on the embedded database
    // (decision 0138); sections apart, the page on PostgreSQL (0119). The target is on the page's.
    const apart = await timed(() => reportSectionsApart(run, input));
    const embedded = label === "PGlite";
    const target = (values) => (percentile(values, 95) <= TARGET_P95 ? "≤ 150 ms" : "ABOVE 150 ms");
    rows.push({
      database: label,
      period: `${name} (${period.key}), one transaction${embedded ? " (page)" : ""}`,
      sections: sections.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      ...(embedded ? { target: target(times) } : {}),
    });
    // The floor: the same statements, sent bare through the driver one after the other in one
    // transaction (no mapping, no app code): what the page costs beyond its own SQL (0138).
    const bare = await bareStatements(handle.db, organizationId, (tx) => reportSections(tx, input));
    const floor = await time((tx) => bare.replay(tx));
    rows.push({
      database: label,
      period: `  ${name}: its ${bare.count} statements, bare (floor)`,
      sections: sections.length,
      p50: round(percentile(floor, 50)),
      p95: round(percentile(floor, 95)),
      target: `one transaction ÷ floor: ${(percentile(times, 50) / percentile(floor, 50)).toFixed(2)}`,
    });
    rows.push({
      database: label,
      period: `  ${name}, sections apart${embedded ? "" : " (page)"}`,
      sections: sections.length,
      p50: round(percentile(apart, 50)),
      p95: round(percentile(apart, 95)),
      ...(embedded ? {} : { target: target(apart) }),
    });
  }
  // Each module's section alone, for each period: which part of the page the time is (on the
  // embedded database, the page is their sum: decision 0136).
  for (const [name, period] of periods) {
    const input = { period, filters: {}, role: "owner", viewerId: owner.id, now };
    for (const module of MODULES.filter((m) => m.report)) {
      const times = await time((tx) => module.report.section(tx, input));
      rows.push({
        database: label,
        period: `  ${module.id} alone (${name})`,
        sections: module.id,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
      });
    }
  }
  if (process.env.BENCH_REPORT_WRITES !== "0") {
    writeRows.push(...(await triggerCost(handle.db, organizationId, label)));
    // The kept months' triggers alone (decision 0133): the insert is of the open month, the
    // update of closed months' tickets (the snapshot lock, then the probe of the kept rows).
    writeRows.push(
      ...(await triggerCost(handle.db, organizationId, `${label}, kept months`, [
        "helpdesk_report_month_insert",
        "helpdesk_report_month_update",
      ])),
    );
    // The licence usage triggers' part of an agent's write (decision 0122).
    writeRows.push(
      ...(await licenceTriggerCost(handle.db, organizationId, label, { percentile, round })),
    );
    // The asset tally triggers' part of the inventory's writes (decision 0125).
    writeRows.push(
      ...(await assetTallyCost(handle.db, organizationId, label, { percentile, round })),
    );
    // The kept resolutions' trigger on a status event and a message (decision 0128).
    writeRows.push(
      ...(await resolutionTriggerCost(handle.db, organizationId, label, { percentile, round })),
    );
  }
  await handle.close();
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

console.log(
  `Report sections: ${MODULES.filter((m) => m.report)
    .map((m) => m.id)
    .join(", ")}`,
);
const writeRows = [];
const rows = process.env.BENCH_REPORT_PGLITE === "0" ? [] : await measure("PGlite", undefined);
if (process.env.BENCH_DATABASE_URL)
  rows.push(...(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL)));
console.log(
  `\nreportSections server time (${RUNS} runs each, ${TICKETS} tickets, ${ASSETS} assets, ms; load ${loadavg()[0].toFixed(1)})`,
);
console.table(rows);
if (writeRows.length) {
  console.log(
    `\nWrites with and without their triggers (tickets: 150 each, an agent's 50 installs: 90 each, ms; load ${loadavg()[0].toFixed(1)})`,
  );
  console.table(writeRows);
}
