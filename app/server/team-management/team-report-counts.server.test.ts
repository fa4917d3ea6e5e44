import { and, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpdeskReportMonth, ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseReportPeriod } from "~/server/platform/report-period.server";
import { inTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { team } from "./schema.server";
import { MODULES } from "~/server/modules.server";
import { teamKit } from "./team-test-kit.server";
import { teamCounts } from "./team-report-counts.server";

// Decisions 0136 and 0138: the teams' counts read from the per-day counts (their closed months'
// sums kept) equal the statements they replace, which counted the tickets themselves (kept
// below as the reference), for tickets spread over three months, teams, assignees and SLA
// outcomes, then moved (team, assignee, resolution taken back, creation moved), over months, a
// quarter and custom spans, with all teams or one.

let t: Awaited<ReturnType<typeof openTestDb>>;
let owner: Awaited<ReturnType<typeof addOwner>>;
const kit = teamKit(() => t.db);
const now = new Date("2026-12-05T10:00:00Z");
const teamIds: string[] = [];
const userIds: string[] = [];

interface Span {
  start: Date;
  end: Date;
}

/** The statements of the section before 0136, on `ticket`. */
async function reference(tx: TenantTx, s: Span, teams: string[], users: string[]) {
  const inSpan = (column: typeof ticket.createdAt | typeof ticket.resolvedAt) =>
    and(gte(column, s.start), lt(column, s.end));
  const scope = teams.length ? inArray(ticket.teamId, teams) : sql`false`;
  const [all] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ticket)
    .where(inSpan(ticket.createdAt));
  const received = await tx
    .select({ teamId: ticket.teamId, n: sql<number>`count(*)::int` })
    .from(ticket)
    .where(and(inSpan(ticket.createdAt), scope))
    .groupBy(ticket.teamId);
  const resolved = await tx
    .select({
      teamId: ticket.teamId,
      n: sql<number>`count(*)::int`,
      met: sql<number>`(count(*) filter (where not ${ticket.slaBreached}))::int`,
    })
    .from(ticket)
    .where(and(inSpan(ticket.resolvedAt), scope))
    .groupBy(ticket.teamId);
  const by = users.length
    ? await tx
        .select({ id: ticket.assigneeId, n: sql<number>`count(*)::int` })
        .from(ticket)
        .where(
          and(
            inSpan(ticket.resolvedAt),
            inArray(ticket.assigneeId, users),
            isNotNull(ticket.teamId),
          ),
        )
        .groupBy(ticket.assigneeId)
    : [];
  return {
    all: all!.n,
    received: Object.fromEntries(received.map((r) => [r.teamId, r.n])),
    resolved: Object.fromEntries(resolved.map((r) => [r.teamId, { n: r.n, met: r.met }])),
    resolvedBy: Object.fromEntries(by.map((r) => [r.id, r.n])),
  };
}

/**
 * `afterHelpdesk`: the helpdesk's section first, in the same transaction, as the page reads them
 * on the embedded database: the teams then reuse its live edges' sums (decision 0138).
 */
async function compare(key: string, teams: string[], users: string[], afterHelpdesk = false) {
  const period = parseReportPeriod(key, now)!;
  const spanOf = (r: { start: string; end: string }) => ({
    start: new Date(r.start),
    end: new Date(r.end),
  });
  const current = spanOf(period);
  const before = spanOf(period.previous);
  await inTenant(t.db, owner.organizationId, async (tx) => {
    if (afterHelpdesk) {
      const helpdesk = MODULES.find((module) => module.id === "helpdesk")!.report!;
      await helpdesk.section(tx, {
        period,
        filters: {},
        role: "owner",
        viewerId: owner.id,
        now,
      });
    }
    const counts = await teamCounts(
      tx,
      { current: period, before: period.previous, now },
      teams,
      users,
    );
    const old = await reference(tx, current, teams, users);
    const oldBefore = await reference(tx, before, teams, users);
    const flat = (c: typeof counts.current) => ({
      all: c.all,
      received: Object.fromEntries(c.received),
      resolved: Object.fromEntries(c.resolved),
    });
    expect(flat(counts.current)).toEqual({
      all: old.all,
      received: old.received,
      resolved: old.resolved,
    });
    expect(flat(counts.before)).toEqual({
      all: oldBefore.all,
      received: oldBefore.received,
      resolved: oldBefore.resolved,
    });
    expect(Object.fromEntries(counts.resolvedBy)).toEqual(old.resolvedBy);
  });
}

const PERIODS = ["2026-09", "2026-10", "2026-11", "2026-T4", "2026-09-20_2026-11-10"];

/** A deterministic spread: ticket i's creation, team, assignee, resolution and SLA outcome. */
async function spread(ids: string[], shift: number) {
  await inTenant(t.db, owner.organizationId, async (tx) => {
    for (const [i, id] of ids.entries()) {
      const k = i * 7 + shift;
      const created = new Date(Date.parse("2026-09-01T00:00:00Z") + ((k * 37) % 95) * 86_400_000);
      created.setUTCHours((k * 5) % 24, (k * 13) % 60);
      const resolved = k % 4 === 0 ? null : new Date(created.getTime() + (k % 9) * 36e5 * 11);
      await tx
        .update(ticket)
        .set({
          createdAt: created,
          teamId: k % 5 === 0 ? null : teamIds[k % teamIds.length]!,
          assigneeId: k % 6 === 0 ? null : userIds[k % userIds.length]!,
          status: resolved ? "resolved" : "open",
          resolvedAt: resolved,
          slaBreached: k % 3 === 0,
        })
        .where(sql`${ticket.id} = ${id}`);
    }
  });
}

let ticketIds: string[] = [];

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  for (const name of ["Aminata Sow", "Binta Keïta", "Cheick Touré"]) {
    const person = await addUser(t.db, name);
    await addMember(t.db, owner.organizationId, person.id, "technician");
    userIds.push(person.id);
  }
  await inTenant(t.db, owner.organizationId, async (tx) => {
    const rows = await tx
      .insert(team)
      .values([{ name: "Réseau" }, { name: "Support" }, { name: "Terrain" }])
      .returning({ id: team.id });
    teamIds.push(...rows.map((r) => r.id));
  });
  for (let i = 0; i < 30; i++) {
    ticketIds.push((await kit.portalTicket(owner.organizationId, now)).id);
  }
  ticketIds = ticketIds.sort();
  await spread(ticketIds, 0);
}, 120_000);
afterAll(() => t.cleanup());

describe("the teams' counts from the per-day counts (0136)", () => {
  it("equal the tickets' own counts, for every team and for one", async () => {
    for (const key of PERIODS) {
      await compare(key, teamIds, userIds);
      await compare(key, [teamIds[1]!], userIds.slice(0, 1));
      await compare(key, [], []);
    }
    // The closed months of the periods and of those before them (July to November) were
    // computed once and kept, then read from their rows (decision 0138).
    const kept = await inTenant(t.db, owner.organizationId, (tx) =>
      tx.select({ n: sql<number>`count(*)::int` }).from(helpdeskReportMonth),
    );
    expect(kept[0]!.n).toBe(5);
  });

  it("equal them after the helpdesk's section in the same transaction (its sums reused)", async () => {
    for (const key of PERIODS) await compare(key, teamIds, userIds, true);
  });

  it("stay equal once the tickets have moved (team, assignee, resolution, creation)", async () => {
    await spread(ticketIds.slice(0, 20), 3);
    for (const key of PERIODS) await compare(key, teamIds, userIds);
  });
});
