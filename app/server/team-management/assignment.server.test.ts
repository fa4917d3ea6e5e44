import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { portalPost } from "~/server/helpdesk/portal/portal-test-fixtures.server";
import { viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { absencesAction, rulesAction } from "./other-pages.server";
import { teamMember } from "./schema.server";
import { teamKit } from "./team-test-kit.server";
import { workloadOf } from "./workload.server";
import { ticketPanels } from "~/server/module-contributions.server";

// The assignment rules on a test database (both engines), with fixed instants in Conakry (UTC+0):
// a category's or the portal's rule routes a ticket to a team; inside it, the least loaded or the
// next in turn among the members present and inside their hours; nobody available leaves it in
// the team, unassigned; many tickets at once stay even (the team's row is locked). The module
// list installs the routing (module-contributions imports it), as at the server's start.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const kit = teamKit(() => t0.db);
type Person = Awaited<ReturnType<typeof addUser>>;
let org: string;
let admin: Awaited<ReturnType<typeof viewerIn>>;
const people: Record<string, Person> = {};

// Wednesday 2 December 2026, 10:00 and 15:00; Saturday the 5th; Thursday the 10th.
const WED_10 = new Date("2026-12-02T10:00:00Z");
const WED_15 = new Date("2026-12-02T15:00:00Z");
const SAT_10 = new Date("2026-12-05T10:00:00Z");
const THU_9 = new Date("2026-12-10T09:00:00Z");

const countBy = (ids: (string | null)[]) =>
  ids.reduce<Record<string, number>>(
    (acc, id) => ({ ...acc, [id ?? "—"]: (acc[id ?? "—"] ?? 0) + 1 }),
    {},
  );

beforeAll(async () => {
  t0 = await openTestDb();
  const owner = await addOwner(t0.db, "Aïssatou Diallo");
  org = owner.organizationId;
  for (const name of ["Awa", "Binta", "Coumba", "Djibril", "Elhadj", "Fodé", "Lamine"]) {
    people[name] = await addUser(t0.db, `${name} Camara`);
    await addMember(t0.db, org, people[name].id, "technician");
  }
  admin = await viewerIn(t0.db, owner, org);
}, 120_000);
afterAll(() => t0.cleanup());

/**
 * `n` calls, 50 at a time (five times the pool's connections: they wait on each other for the
 * team's row), so that the pool's 5 s wait for a connection is never reached on PostgreSQL.
 */
async function inWaves<T>(n: number, fn: () => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let done = 0; done < n; done += 50) {
    all.push(...(await Promise.all(Array.from({ length: Math.min(50, n - done) }, fn))));
  }
  return all;
}

const ids = (...names: string[]) => names.map((n) => people[n]!.id);

describe("routing a new ticket to a team", { timeout: 60_000 }, () => {
  it("gives a category's ticket to the least loaded member, in the thread and the journal", async () => {
    const team = await kit.makeTeam(admin, {
      name: "Support N1",
      leadId: people.Lamine!.id,
      member: ids("Awa", "Binta", "Coumba"),
      rotation: "least_loaded",
    });
    const network = await kit.category(org, "Réseau");
    kit.as(admin);
    await rulesAction(
      kit.post("/dashboard/team-management/regles", { [`category:${network}`]: team }),
    );
    // Awa already holds two open tickets.
    for (let i = 0; i < 2; i++) {
      const row = await kit.portalTicket(org, WED_10);
      await inTenant(t0.db, org, (tx) =>
        tx.update(ticket).set({ assigneeId: people.Awa!.id }).where(eq(ticket.id, row.id)),
      );
    }
    const routed: Awaited<ReturnType<typeof kit.portalTicket>>[] = [];
    for (let i = 0; i < 4; i++)
      routed.push(await kit.portalTicket(org, WED_10, { categoryId: network }));
    expect(routed.every((r) => r.teamId === team)).toBe(true);
    // Each routed ticket e-mails its assignee once (not once by the rule and once by the ticket).
    for (const r of routed) {
      expect(r.notices.filter((n) => n.kind === "assigned")).toEqual([
        { kind: "assigned", ticketId: r.id, assigneeId: r.assigneeId },
      ]);
    }
    expect(countBy(routed.map((r) => r.assigneeId))).toEqual({
      [people.Binta!.id]: 2,
      [people.Coumba!.id]: 2,
    });
    const [event] = await inTenant(t0.db, org, (tx) =>
      tx
        .select()
        .from(ticketEntry)
        .where(and(eq(ticketEntry.ticketId, routed[0]!.id), eq(ticketEntry.kind, "event")))
        .orderBy(ticketEntry.seq),
    ).then((rows) => rows.filter((r) => (r.event as { field?: string }).field === "assignee"));
    expect(event?.authorName).toBe("Support N1 · Au moins chargé");
    // The ticket page's 'Équipe' panel, contributed through the module list.
    const panels = await inTenant(t0.db, org, (tx) =>
      ticketPanels({
        tx,
        role: "technician",
        viewerId: people.Lamine!.id,
        ticketId: routed[0]!.id,
        ticketNumber: routed[0]!.number,
        returnTo: "/dashboard/helpdesk/1",
      }),
    );
    expect(panels.find((p) => p.id === "equipe")?.links).toEqual([
      expect.objectContaining({
        label: "Support N1",
        meta: "Responsable\u00a0: Lamine Camara · Au moins chargé",
      }),
    ]);
    const journal = await inTenant(t0.db, org, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "ticket.assigned")),
    );
    expect(journal.some((j) => (j.details as Record<string, string>).équipe === "Support N1")).toBe(
      true,
    );
  });

  it("skips an absent member and one outside their hours, and keeps the ticket in the team when nobody is there", async () => {
    const team = await kit.makeTeam(admin, {
      name: "Réseau & Télécoms",
      member: ids("Awa", "Binta", "Coumba"),
      rotation: "round_robin",
    });
    kit.as(admin);
    await rulesAction(kit.post("/dashboard/team-management/regles", { "channel:portal": team }));
    kit.as(admin);
    const absent = await absencesAction(
      kit.post("/dashboard/team-management/absences", {
        userId: people.Coumba!.id,
        startsOn: "2026-12-01",
        endsOn: "2026-12-03",
        note: "Congés",
      }),
    );
    expect((absent as Response).status).toBe(303);
    // Binta works afternoons only in this team.
    await inTenant(t0.db, org, (tx) =>
      tx
        .update(teamMember)
        .set({ hours: { workDays: [1, 2, 3, 4, 5], start: "14:00", end: "18:00" } })
        .where(and(eq(teamMember.teamId, team), eq(teamMember.userId, people.Binta!.id))),
    );
    const morning: (string | null)[] = [];
    for (let i = 0; i < 3; i++) morning.push((await kit.portalTicket(org, WED_10)).assigneeId);
    expect(morning).toEqual(ids("Awa", "Awa", "Awa"));
    const afternoon: (string | null)[] = [];
    for (let i = 0; i < 2; i++) afternoon.push((await kit.portalTicket(org, WED_15)).assigneeId);
    expect(afternoon).toEqual(ids("Binta", "Awa"));
    const weekend = await kit.portalTicket(org, SAT_10);
    expect(weekend.teamId).toBe(team);
    expect(weekend.assigneeId).toBeNull();

    // Another module's columns (the projects' tasks, through `memberWorkload`) are shown as given.
    const tasks = async (_tx: unknown, userIds: readonly string[]) => [
      {
        columns: [{ key: "tasks", label: "Tâches" }],
        values: Object.fromEntries(userIds.map((id) => [id, { tasks: "3" }])),
      },
    ];
    const view = await inTenant(t0.db, org, (tx) => workloadOf(tx, WED_10, tasks));
    expect(view.columns).toEqual([{ key: "tasks", label: "Tâches" }]);
    const members = view.teams.find((x) => x.id === team)!.members;
    expect(members.find((m) => m.id === people.Coumba!.id)?.absent).toBe(true);
    expect(members.every((m) => m.extra.tasks === "3")).toBe(true);
    expect(members.find((m) => m.id === people.Binta!.id)?.outOfHours).toBe(true);
    expect(members.find((m) => m.id === people.Awa!.id)).toMatchObject({
      absent: false,
      outOfHours: false,
    });
    // Awa: two tickets of the first test and four here; normal priority, 24 business hours. Those
    // of Wednesday 10:00 are due on Friday (this week), that of 15:00 on Monday.
    expect(members.find((m) => m.id === people.Awa!.id)).toMatchObject({
      open: 6,
      dueWeek: 5,
      overdue: 0,
    });
    const later = await inTenant(t0.db, org, (tx) =>
      workloadOf(tx, new Date("2026-12-09T10:00:00Z"), async () => []),
    );
    const awa = later.teams
      .find((x) => x.id === team)!
      .members.find((m) => m.id === people.Awa!.id);
    expect(awa).toMatchObject({ open: 6, dueWeek: 0, overdue: 6 });
  });

  it("routes a portal post by its channel's rule, read with the post's key", async () => {
    const team = await kit.makeTeam(admin, {
      name: "Accueil du portail",
      member: ids("Fodé"),
      rotation: "round_robin",
    });
    kit.as(admin);
    await rulesAction(kit.post("/dashboard/team-management/regles", { "channel:portal": team }));
    const number = await portalPost(t0.db, org, "regle-du-portail");
    const [row] = await inTenant(t0.db, org, (tx) =>
      tx.select({ teamId: ticket.teamId }).from(ticket).where(eq(ticket.number, number)),
    );
    expect(row!.teamId).toBe(team);
  });

  it("keeps 202 tickets sent at once within one of even, in turn", async () => {
    const team = await kit.makeTeam(admin, {
      name: "Masse",
      member: ids("Awa", "Binta", "Coumba", "Djibril"),
      rotation: "round_robin",
    });
    const mass = await kit.category(org, "Masse");
    kit.as(admin);
    await rulesAction(
      kit.post("/dashboard/team-management/regles", { [`category:${mass}`]: team }),
    );
    // 202 (not a multiple of 4): one of even is 50 or 51 each. The bench sends 1,000 over HTTP.
    const rows = await inWaves(202, () => kit.portalTicket(org, THU_9, { categoryId: mass }));
    const counts = Object.values(countBy(rows.map((r) => r.assigneeId)));
    expect(counts).toHaveLength(4);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it("keeps 300 tickets sent at once within one of even, to the least loaded", async () => {
    const team = await kit.makeTeam(admin, {
      name: "Charge",
      member: ids("Elhadj", "Fodé", "Lamine"),
      rotation: "least_loaded",
    });
    const load = await kit.category(org, "Charge");
    kit.as(admin);
    await rulesAction(
      kit.post("/dashboard/team-management/regles", { [`category:${load}`]: team }),
    );
    const rows = await inWaves(300, () => kit.portalTicket(org, THU_9, { categoryId: load }));
    const open = await inTenant(t0.db, org, (tx) =>
      tx
        .select({ a: ticket.assigneeId })
        .from(ticket)
        .where(inArray(ticket.assigneeId, ids("Elhadj", "Fodé", "Lamine"))),
    );
    const counts = Object.values(countBy(open.map((r) => r.a)));
    expect(rows).toHaveLength(300);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });
});
