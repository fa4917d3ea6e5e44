// Part of `npm run bench` (run with `node --import tsx`): the teams' assignment rules at the
// issue's size. For each database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a
// throwaway database), a production server with an owner signed up over HTTP, whose workspace is
// filled by SQL with 300 members and 50 teams of 6; 'Support N1' (10 technicians, one of them on
// leave today, hours all week and all day) takes the portal in turn. Then 1,000 portal posts at
// 20 connections, each from its own client address: how long they take (the issue: a minute),
// and how the tickets were shared (the issue: within one of even across the members available;
// nothing to the absent one). Asserts nothing: the table is read against the issue.
// Switches: BENCH_TEAMS_TICKETS=1000. Skip with BENCH_TEAMS=0 (scripts/bench.mjs).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { inTenant } from "../app/server/workspaces/in-tenant.server.ts";
import { portalPosts, signUpOwner } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const TICKETS = Number(process.env.BENCH_TEAMS_TICKETS ?? 1000);
const MEMBERS = 300;
const TEAMS = 50;
const rowsOf = (result) => result.rows ?? result;
// ISO weekdays (1 = Monday … 7 = Sunday), the whole day.
const ALL_WEEK = JSON.stringify({ workDays: [1, 2, 3, 4, 5, 6, 7], start: "00:00", end: "24:00" });

/** 300 members (two technicians in three), 50 teams of 6, 'Support N1' of 10 on the portal. */
async function seedTeams(db, organizationId) {
  await db.execute(sql`
    insert into auth_user (id, name, email, email_verified)
    select 'banc-equipier-' || g, 'Équipier ' || g || ' Camara', 'equipier-' || g || '-' || ${organizationId} || '@exemple.gn', true
    from generate_series(1, ${MEMBERS}) g on conflict do nothing`);
  await db.execute(sql`
    insert into auth_member (id, organization_id, user_id, role)
    select 'banc-equipe-adh-' || g || '-' || ${organizationId}, ${organizationId}, 'banc-equipier-' || g,
      case when g % 3 = 0 then 'member' else 'technician' end
    from generate_series(1, ${MEMBERS}) g on conflict do nothing`);
  const technicians = Array.from({ length: MEMBERS }, (_, i) => i + 1).filter((g) => g % 3 !== 0);
  return inTenant(db, organizationId, async (tx) => {
    await tx.execute(sql`
      insert into team (name, rotation, hours)
      select 'Équipe ' || g, 'least_loaded', null from generate_series(2, ${TEAMS}) g`);
    const [n1] = rowsOf(
      await tx.execute(sql`
        insert into team (name, rotation, hours, lead_id)
        values ('Support N1', 'round_robin', ${ALL_WEEK}::jsonb, 'banc-equipier-1')
        returning id`),
    );
    // The other teams: 6 technicians each, taken in turn (a person is in several teams).
    await tx.execute(sql`
      insert into team_member (team_id, user_id)
      select t.id, 'banc-equipier-' || (array[${sql.raw(technicians.join(","))}])[1 + ((row_number() over (order by t.name) * 6 + k) % ${technicians.length})]
      from team t cross join generate_series(0, 5) k where t.id <> ${n1.id}`);
    const support = technicians.slice(0, 10).map((g) => `banc-equipier-${g}`);
    for (const userId of support) {
      await tx.execute(
        sql`insert into team_member (team_id, user_id) values (${n1.id}, ${userId})`,
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    await tx.execute(sql`
      insert into team_absence (user_id, starts_on, ends_on, note)
      values (${support[9]}, ${today}::date - 1, ${today}::date + 1, 'Congés')`);
    await tx.execute(
      sql`insert into team_rule (kind, key, team_id) values ('channel', 'portal', ${n1.id})`,
    );
    return { teamId: n1.id, support, absent: support[9] };
  });
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "team-bench-"));
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server = await startServer({ dataDir, env });
  await signUpOwner(server.base, { ip: "10.252.0.1", prefix: "banc-equipes", log: server.output });
  if (!databaseUrl) await server.stop();
  let handle = openDb({ dataDir, databaseUrl });
  const [workspace] = rowsOf(
    await handle.db.execute(
      sql`select id, slug from auth_organization order by created_at desc limit 1`,
    ),
  );
  const team = await seedTeams(handle.db, workspace.id);
  await handle.close();
  if (!databaseUrl) server = await startServer({ dataDir, env, port: server.port });
  const start = performance.now();
  const load = await portalPosts(server.base, workspace.slug, { amount: TICKETS });
  const seconds = (performance.now() - start) / 1000;
  await server.stop();
  handle = openDb({ dataDir, databaseUrl });
  const counts = await inTenant(handle.db, workspace.id, async (tx) =>
    rowsOf(
      await tx.execute(sql`
        select assignee_id, count(*)::int as n from ticket
        where team_id = ${team.teamId} group by assignee_id`),
    ),
  );
  await handle.close();
  const byMember = new Map(counts.map((r) => [r.assignee_id, r.n]));
  const available = team.support
    .filter((id) => id !== team.absent)
    .map((id) => byMember.get(id) ?? 0);
  const routed = counts.reduce((sum, r) => sum + r.n, 0);
  return {
    database: label,
    // A post is answered 303 (to the 'demande envoyée' page).
    "portal posts answered 303": load.statusCodeStats?.["303"]?.count ?? 0,
    seconds: seconds.toFixed(1),
    "routed to Support N1": routed,
    "members available": available.length,
    "fewest / most": `${Math.min(...available)} / ${Math.max(...available)}`,
    "spread (≤ 1)": Math.max(...available) - Math.min(...available),
    "to the absent member": byMember.get(team.absent) ?? 0,
    unassigned: byMember.get(null) ?? 0,
  };
}

const results = process.env.BENCH_TEAMS_PGLITE === "0" ? [] : [await measure("PGlite", undefined)];
if (process.env.BENCH_DATABASE_URL) {
  results.push(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL));
}
console.log(`\nTeams: ${TICKETS} portal tickets routed to a team of 10 in turn, one on leave`);
console.table(results);
