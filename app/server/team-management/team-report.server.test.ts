import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportSection } from "~/contracts/report";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseReportPeriod } from "~/server/platform/report-period.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { team, teamAbsence, teamMember } from "./schema.server";
import { teamKit } from "./team-test-kit.server";
import { teamReport } from "./team-report.server";

// The teams' report section against a fixture counted by hand (both engines), November 2026:
//   Réseau (Aminata, Binta), Support (Cheick). Tickets created in November: 2 to Réseau, 1 to
//   Support, 1 to no team → 3/4 = 75 % routed. Resolved in November: Réseau 2 (one breached,
//   50 %), Support 1 (100 %), 3 for 3 members = 1 per member. Absences: Binta 30/10–02/11
//   (2 days in November, 2 in October), Cheick 10/11 (1 day).
// October: 2 tickets created, 1 to Réseau → 50 %; nothing resolved → 0 per member; 2 days.

let t: Awaited<ReturnType<typeof openTestDb>>;
let owner: Awaited<ReturnType<typeof addOwner>>;
let other: Awaited<ReturnType<typeof addOwner>>;
let section: ReportSection;
let reseau: string;
const kit = teamKit(() => t.db);
const now = new Date("2026-12-05T10:00:00Z");

const report = (org: string, key: string, filters: Record<string, string> = {}) =>
  inTenant(t.db, org, (tx) =>
    teamReport(tx, {
      period: parseReportPeriod(key, now)!,
      filters,
      role: "owner",
      viewerId: owner.id,
      now,
    }),
  );

async function ticketAt(
  createdAt: string,
  teamId: string | null,
  resolved: { at: string; by: string; breached: boolean } | null = null,
) {
  const row = await kit.portalTicket(owner.organizationId, new Date(createdAt));
  await inTenant(t.db, owner.organizationId, (tx) =>
    tx
      .update(ticket)
      .set({
        teamId,
        assigneeId: resolved?.by ?? null,
        status: resolved ? "resolved" : "new",
        resolvedAt: resolved ? new Date(resolved.at) : null,
        slaBreached: resolved?.breached ?? false,
      })
      .where(eq(ticket.id, row.id)),
  );
}

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  const people = [];
  for (const name of ["Aminata Sow", "Binta Keïta", "Cheick Touré"]) {
    const person = await addUser(t.db, name);
    await addMember(t.db, owner.organizationId, person.id, "technician");
    people.push(person.id);
  }
  const [aminata, binta, cheick] = people as [string, string, string];
  let support = "";
  await inTenant(t.db, owner.organizationId, async (tx) => {
    [{ id: reseau }, { id: support }] = (await tx
      .insert(team)
      .values([{ name: "Réseau" }, { name: "Support" }])
      .returning({ id: team.id })) as [{ id: string }, { id: string }];
    await tx.insert(teamMember).values([
      { teamId: reseau, userId: aminata },
      { teamId: reseau, userId: binta },
      { teamId: support, userId: cheick },
    ]);
    await tx.insert(teamAbsence).values([
      { userId: binta, startsOn: "2026-10-30", endsOn: "2026-11-02", note: "Congé" },
      { userId: cheick, startsOn: "2026-11-10", endsOn: "2026-11-10", note: "Formation" },
    ]);
  });
  await ticketAt("2026-10-20T09:00:00Z", reseau);
  await ticketAt("2026-10-21T09:00:00Z", null);
  await ticketAt("2026-11-01T00:00:00Z", reseau, {
    at: "2026-11-03T10:00:00Z",
    by: aminata,
    breached: false,
  });
  await ticketAt("2026-11-15T09:00:00Z", reseau, {
    at: "2026-11-30T23:59:00Z",
    by: aminata,
    breached: true,
  });
  await ticketAt("2026-11-16T09:00:00Z", support, {
    at: "2026-11-17T09:00:00Z",
    by: cheick,
    breached: false,
  });
  await ticketAt("2026-11-30T23:30:00Z", null);
  section = await report(owner.organizationId, "2026-11");
}, 120_000);
afterAll(() => t.cleanup());

describe("the teams' report section", () => {
  it("gives the routed share, the resolved per member and the absence days, with October", () => {
    expect(section.metrics.map((m) => [m.id, m.value, m.previous])).toEqual([
      ["team-routed", 75, 50],
      ["team-resolved-per-member", 1, 0],
      ["team-absence-days", 3, 2],
    ]);
  });

  it("gives each team's load and each member's, and the period's absences", () => {
    expect(section.tables[0]!.rows).toEqual([
      {
        team: "Réseau",
        members: 2,
        received: 2,
        resolved: 2,
        compliance: 50,
        perMember: 1,
        absence: 2,
      },
      {
        team: "Support",
        members: 1,
        received: 1,
        resolved: 1,
        compliance: 100,
        perMember: 1,
        absence: 1,
      },
    ]);
    expect(section.tables[1]!.rows).toEqual([
      { member: "Aminata Sow", teams: "Réseau", resolved: 2, absence: 0 },
      { member: "Binta Keïta", teams: "Réseau", resolved: 0, absence: 2 },
      { member: "Cheick Touré", teams: "Support", resolved: 1, absence: 1 },
    ]);
    expect(section.notable[0]!.rows.map((r) => [r.member, r.days, r.note])).toEqual([
      ["Binta Keïta", 2, "Congé"],
      ["Cheick Touré", 1, "Formation"],
    ]);
  });

  it("keeps to one team with the filter, and offers every team", async () => {
    const filtered = await report(owner.organizationId, "2026-11", { equipe: reseau });
    expect(filtered.tables[0]!.rows.map((r) => r.team)).toEqual(["Réseau"]);
    expect(filtered.metrics[0]!.value).toBe(50);
    expect(filtered.filters[0]!.options.map((o) => o.label)).toEqual(["Réseau", "Support"]);
  });

  it("sees nothing of another workspace", async () => {
    const foreign = await report(other.organizationId, "2026-11");
    expect(foreign.metrics.map((m) => m.value)).toEqual([null, null, 0]);
    expect(foreign.tables[0]!.rows).toEqual([]);
  });
});
