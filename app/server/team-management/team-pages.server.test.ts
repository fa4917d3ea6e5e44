import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamErrors, teamJournalLabels } from "~/content/team-management";
import { workspaceErrors } from "~/content/workspaces";
import type { Viewer } from "~/server/auth/viewer.server";
import { openTestDb } from "~/server/db/test-db.server";
import { get, viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { answer, rejection } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { listJournal } from "~/server/workspaces/journal-list.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { readWorkspaceExport } from "~/server/workspaces/workspace-test-fixtures.server";
import {
  absencesAction,
  absencesLoader,
  rulesAction,
  rulesLoader,
  workloadLoader,
} from "./other-pages.server";
import { teamAbsence, teamRule } from "./schema.server";
import { teamFormAction, teamFormLoader, teamListLoader } from "./team-pages.server";
import { PATH, teamKit } from "./team-test-kit.server";

// The teams' pages per role and per workspace: every role sees the teams; Technicien and up the
// workload and their own absences; Administrateur and up create and edit teams, rules and
// anyone's absences; a lead must handle tickets; another workspace's ids answer 404 everywhere.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const kit = teamKit(() => t0.db);
const { as, post } = kit;
const g = (path: string) => kit.serve(get(path));
let org: string;
const v: Record<"owner" | "admin" | "tech" | "member" | "stranger", Viewer> = {} as never;
let techId: string;
let memberId: string;
let team: string;
let foreignTeam: string;
let foreignAbsence: string;

const noContributions = async () => [];
const status = async (p: Promise<unknown>) => (await rejection(p)).init?.status;

beforeAll(async () => {
  t0 = await openTestDb();
  const owner = await addOwner(t0.db, "Aïssatou Diallo");
  org = owner.organizationId;
  const admin = await addUser(t0.db, "Alpha Baldé");
  const tech = await addUser(t0.db, "Ibrahima Sow");
  const member = await addUser(t0.db, "Kadiatou Bah");
  techId = tech.id;
  memberId = member.id;
  await addMember(t0.db, org, admin.id, "admin");
  await addMember(t0.db, org, tech.id, "technician");
  await addMember(t0.db, org, member.id, "member");
  v.owner = await viewerIn(t0.db, owner, org);
  v.admin = await viewerIn(t0.db, admin, org);
  v.tech = await viewerIn(t0.db, tech, org);
  v.member = await viewerIn(t0.db, member, org);
  const stranger = await addOwner(t0.db, "Mamadou Barry");
  v.stranger = await viewerIn(t0.db, stranger, stranger.organizationId);
  foreignTeam = await kit.makeTeam(v.stranger, { name: "Support N1", rotation: "least_loaded" });
  as(v.stranger);
  await absencesAction(
    post(`${PATH}/absences`, { userId: stranger.id, startsOn: "2026-12-01", endsOn: "2026-12-02" }),
  );
  const [row] = await inTenant(t0.db, stranger.organizationId, (tx) =>
    tx.select({ id: teamAbsence.id }).from(teamAbsence),
  );
  foreignAbsence = row!.id;
}, 120_000);
afterAll(() => t0.cleanup());

describe("the teams' permissions", { timeout: 30_000 }, () => {
  it("lets an Administrateur create a team, journaled with the module's labels", async () => {
    team = await kit.makeTeam(v.admin, {
      name: "Support N1",
      leadId: techId,
      member: [techId],
      rotation: "round_robin",
      reassign: "on",
      ownHours: "on",
      day: ["1", "2", "3", "4", "5", "6"],
      start: "07:30",
      end: "19:00",
    });
    as(v.tech);
    const page = (await teamFormLoader(g(`${PATH}/${team}`), team)) as unknown as {
      data: { view: { values: Record<string, unknown>; canManage: boolean } };
    };
    expect(page.data.view.canManage).toBe(false);
    expect(page.data.view.values).toMatchObject({
      name: "Support N1",
      leadId: techId,
      memberIds: [techId],
      rotation: "round_robin",
      reassign: true,
      hours: { own: true, workDays: [1, 2, 3, 4, 5, 6], start: "07:30", end: "19:00" },
    });
    const journal = await inTenant(t0.db, org, (tx) =>
      listJournal(tx, { category: "all", before: null, after: null }),
    );
    expect(journal.entries.map((e) => e.actionLabel)).toContain(teamJournalLabels["team.created"]);
  });

  it("saves a member's own hours in the team; refuses someone not in it and a Technicien", async () => {
    const hours = {
      intent: "member-hours",
      ownHours: "on",
      day: ["1", "3"],
      start: "14:00",
      end: "18:00",
    };
    as(v.owner);
    const saved = await teamFormAction(post(`${PATH}/${team}`, { ...hours, userId: techId }), team);
    expect((saved as Response).status).toBe(303);
    as(v.owner);
    const page = (await teamFormLoader(g(`${PATH}/${team}`), team)) as unknown as {
      data: { view: { memberHours: { id: string; summary: string; hours: { own: boolean } }[] } };
    };
    expect(page.data.view.memberHours).toEqual([
      expect.objectContaining({ id: techId, summary: "lundi, mercredi, 14:00\u201318:00" }),
    ]);
    as(v.owner);
    const stranger = answer(
      await teamFormAction(post(`${PATH}/${team}`, { ...hours, userId: memberId }), team),
    );
    expect(stranger.status).toBe(404);
    as(v.tech);
    const refused = answer(
      await teamFormAction(post(`${PATH}/${team}`, { ...hours, userId: techId }), team),
    );
    expect(refused.status).toBe(403);
  });

  it("refuses a second team of the same name, a Membre as lead, and bad hours, keeping the input", async () => {
    as(v.owner);
    const refused = answer(
      await teamFormAction(
        post(`${PATH}/nouvelle`, {
          name: "support n1",
          leadId: memberId,
          rotation: "least_loaded",
        }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toMatchObject({
      name: teamErrors.nameTaken,
      leadId: teamErrors.lead,
    });
    as(v.owner);
    const hours = answer(
      await teamFormAction(
        post(`${PATH}/nouvelle`, { name: "Nuit", ownHours: "on", start: "18:00", end: "08:00" }),
      ),
    );
    expect(hours).toMatchObject({ status: 400, fieldErrors: { hours: teamErrors.hours } });
    expect((hours.values as unknown as { name: string }).name).toBe("Nuit");
  });

  it("lets every role read the list, and only Technicien and up the workload", async () => {
    for (const role of ["owner", "admin", "tech", "member"] as const) {
      as(v[role]);
      const list = (await teamListLoader(g(PATH))) as unknown as {
        data: { view: { items: { name: string }[]; canManage: boolean } };
      };
      expect(list.data.view.items.map((i) => i.name)).toEqual(["Support N1"]);
      expect(list.data.view.canManage).toBe(role === "owner" || role === "admin");
    }
    as(v.tech);
    const workload = (await workloadLoader(g(`${PATH}/charge`), noContributions)) as unknown as {
      data: { view: { teams: { name: string }[] } };
    };
    expect(workload.data.view.teams.map((x) => x.name)).toEqual(["Support N1"]);
    as(v.member);
    expect(await status(workloadLoader(g(`${PATH}/charge`), noContributions))).toBe(403);
    as(v.member);
    expect(await status(absencesLoader(g(`${PATH}/absences`)))).toBe(403);
  });

  it("refuses team and rule changes below Administrateur", async () => {
    for (const role of ["tech", "member"] as const) {
      as(v[role]);
      expect(await status(teamFormLoader(g(`${PATH}/nouvelle`)))).toBe(403);
      as(v[role]);
      const create = answer(await teamFormAction(post(`${PATH}/nouvelle`, { name: "Pirate" })));
      expect(create).toMatchObject({ status: 403, formError: workspaceErrors.forbidden });
      as(v[role]);
      const edit = answer(
        await teamFormAction(post(`${PATH}/${team}`, { intent: "delete" }), team),
      );
      expect(edit.status).toBe(403);
      as(v[role]);
      expect(await status(rulesLoader(g(`${PATH}/regles`)))).toBe(403);
      as(v[role]);
      expect(
        answer(await rulesAction(post(`${PATH}/regles`, { "channel:portal": team }))).status,
      ).toBe(403);
    }
  });

  it("lets a Technicien record their own absence only; an Administrateur anyone's", async () => {
    const fields = { startsOn: "2026-12-21", endsOn: "2026-12-24", note: "Congés" };
    as(v.tech);
    const own = await absencesAction(post(`${PATH}/absences`, { userId: techId, ...fields }));
    expect((own as Response).status).toBe(303);
    as(v.tech);
    const other = answer(
      await absencesAction(post(`${PATH}/absences`, { userId: memberId, ...fields })),
    );
    expect(other.status).toBe(403);
    as(v.admin);
    const byAdmin = await absencesAction(post(`${PATH}/absences`, { userId: memberId, ...fields }));
    expect((byAdmin as Response).status).toBe(303);
    as(v.tech);
    const backwards = answer(
      await absencesAction(
        post(`${PATH}/absences`, { userId: techId, startsOn: "2026-12-24", endsOn: "2026-12-21" }),
      ),
    );
    expect(backwards).toMatchObject({ status: 400, fieldErrors: { endsOn: teamErrors.dates } });
    // The Technicien may not remove the Membre's absence the Administrateur recorded.
    const rows = await inTenant(t0.db, org, (tx) =>
      tx.select().from(teamAbsence).where(eq(teamAbsence.userId, memberId)),
    );
    as(v.tech);
    const remove = answer(
      await absencesAction(post(`${PATH}/absences`, { intent: "remove", id: rows[0]!.id })),
    );
    expect(remove.status).toBe(403);
  });
});

describe("the workspace export", { timeout: 30_000 }, () => {
  it("holds the teams with their members and rules, and the absences", async () => {
    const exported = await readWorkspaceExport(t0.db, org, undefined, 1);
    const teams = exported.teams as { name: string; members: { userId: string }[] }[];
    expect(teams.map((x) => x.name)).toEqual(["Support N1"]);
    expect(teams[0]!.members.map((m) => m.userId)).toEqual([techId]);
    const absences = exported.teamAbsences as { userId: string; note: string }[];
    expect(absences.map((x) => x.userId).sort()).toEqual([techId, memberId].sort());
  });
});

describe("another workspace's ids", { timeout: 30_000 }, () => {
  it("answer 404 on the team's page, its save and its deletion", async () => {
    as(v.owner);
    expect(await status(teamFormLoader(g(`${PATH}/${foreignTeam}`), foreignTeam))).toBe(404);
    as(v.owner);
    const save = answer(
      await teamFormAction(
        post(`${PATH}/${foreignTeam}`, { name: "Pris", version: "1" }),
        foreignTeam,
      ),
    );
    expect(save).toMatchObject({ status: 404, formError: teamErrors.notFound });
    as(v.owner);
    const del = answer(
      await teamFormAction(post(`${PATH}/${foreignTeam}`, { intent: "delete" }), foreignTeam),
    );
    expect(del.status).toBe(404);
    as(v.owner);
    expect(await status(teamFormLoader(g(`${PATH}/pas-un-id`), "pas-un-id"))).toBe(404);
  });

  it("answer 404 for an absence, and route nothing to a foreign team", async () => {
    as(v.owner);
    const remove = answer(
      await absencesAction(post(`${PATH}/absences`, { intent: "remove", id: foreignAbsence })),
    );
    expect(remove.status).toBe(404);
    as(v.owner);
    await rulesAction(
      post(`${PATH}/regles`, { "channel:portal": foreignTeam, "channel:email": team }),
    );
    const rules = await inTenant(t0.db, org, (tx) => tx.select().from(teamRule));
    expect(rules.map((r) => [r.key, r.teamId])).toEqual([["email", team]]);
  });
});
