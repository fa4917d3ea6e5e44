import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPageTexts, type ProjectListView } from "~/content/project-pages";
import { findProjectTemplate } from "~/content/project-templates";
import type { Viewer } from "~/server/auth/viewer.server";
import { openTestDb } from "~/server/db/test-db.server";
import { answer, get, post, rejection, type Person } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { projectCodeTaken } from "./project-commands.server";
import { projectFigures } from "./project-figures.server";
import { formatMoney, projectListLoader } from "./project-list-page.server";
import { newProjectAction, newProjectLoader } from "./project-new-page.server";
import { exportWorkspace } from "~/server/workspaces/workspace-settings-routes.server";
import { addDays } from "./project-template.server";
import { project, projectColumn, projectMember, task, taskCheck } from "./schema.server";

// 'Nouveau projet' and the projects list on a test database (both engines): a template's tasks
// with dates counted from the start, a taken code and a Membre refused in French with the input
// kept, a members-only project hidden from a Membre outside it, progress and budget from the
// tasks in one grouped query.

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, get: getAs, post: postAs } = tenantRequests(() => t.db, { get, post });
const PATH = "/dashboard/project-management";
const e = projectPageTexts.errors;
/** The lists' today: the projects' dates below are fixed around it. */
const NOW = new Date("2026-11-30T09:00:00Z");

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let tech: Person;
let member: Person;
let org: string;

const viewer = (p: Person, o = org): Promise<Viewer> => viewerOf(t.db, p, o);

const FIELDS = {
  name: "",
  code: "",
  description: "",
  kind: "internal",
  clientName: "",
  ownerId: "",
  startOn: "",
  dueOn: "",
  status: "planned",
  visibility: "workspace",
  budgetAmount: "",
  hourlyRate: "",
  currency: "",
  templateId: "",
};

async function create(who: Person, fields: Record<string, string | string[]>) {
  as(await viewer(who));
  return newProjectAction(postAs(`${PATH}/nouveau`, { ...FIELDS, ...fields }));
}
const idOf = (response: unknown) =>
  (response as Response).headers.get("Location")!.split("/").at(-1)!;

async function list(who: Person, search = "") {
  as(await viewer(who));
  const result = (await projectListLoader(getAs(`${PATH}${search}`), NOW)) as unknown as {
    data: { view: ProjectListView };
  };
  return result.data.view;
}

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  tech = await addUser(t.db, "Ibrahima Sow");
  member = await addUser(t.db, "Kadiatou Bah");
  org = owner.organizationId;
  await addMember(t.db, org, tech.id, "technician");
  await addMember(t.db, org, member.id, "member");
}, 120_000);
afterAll(() => t.cleanup());

describe("the projects list and 'Nouveau projet'", { timeout: 60_000 }, () => {
  it("shows the first-use empty state, and the catalogue's placeholder to visitors", async () => {
    const empty = await list(tech);
    expect(empty).toMatchObject({ noProjectYet: true, canCreate: true, rows: [] });
    expect((await list(member)).canCreate).toBe(false);
    as(null);
    expect(await projectListLoader(getAs(PATH))).toBeNull();
  });

  it("creates a project from a template, its tasks dated from the start", async () => {
    const template = findProjectTemplate("audit-securite")!;
    const created = await create(tech, {
      name: "Audit de sécurité de la mairie",
      kind: "client",
      clientName: "Mairie de Kaloum",
      startOn: "2026-12-07",
      templateId: template.id,
      proposedCode: "PRJ-001",
      code: "PRJ-001",
      ownerId: tech.id,
    });
    expect((created as Response).status).toBe(303);
    const id = idOf(created);
    const rows = await inTenant(t.db, org, async (tx) => ({
      project: (await tx.select().from(project).where(eq(project.id, id)))[0]!,
      tasks: await tx.select().from(task).where(eq(task.projectId, id)).orderBy(asc(task.number)),
      checks: await tx.select().from(taskCheck),
      members: await tx.select().from(projectMember).where(eq(projectMember.projectId, id)),
    }));
    expect(rows.project).toMatchObject({
      code: "PRJ-001",
      templateId: template.id,
      dueOn: addDays("2026-12-07", template.durationDays),
    });
    expect(rows.tasks).toHaveLength(template.tasks.length);
    template.tasks.forEach((item, i) => {
      expect(rows.tasks[i]).toMatchObject({
        title: item.title,
        startOn: addDays("2026-12-07", item.startOffset),
        dueOn: addDays("2026-12-07", item.dueOffset),
        milestone: item.milestone ?? false,
      });
    });
    expect(rows.tasks[0]!.dueOn).toBe("2026-12-08");
    const checklist = template.tasks.flatMap((item) => item.checklist ?? []);
    expect(rows.checks.map((c) => c.label).sort()).toEqual([...checklist].sort());
    expect(rows.members.map((m) => m.userId)).toEqual([tech.id]);
  });

  it("refuses a taken code (409) and a Membre (403) in French, keeping what was typed", async () => {
    const taken = answer(
      await create(tech, { name: "Migration", code: "prj-001", proposedCode: "PRJ-002" }),
    );
    expect(taken).toMatchObject({ status: 409, fieldErrors: { code: projectCodeTaken } });
    expect(taken.values).toMatchObject({ name: "Migration", code: "prj-001" });
    const refused = answer(await create(member, { name: "Projet pirate" }));
    expect(refused).toMatchObject({ status: 403, formError: e.createForbidden });
    expect(refused.values?.name).toBe("Projet pirate");
    as(await viewer(member));
    expect((await rejection(newProjectLoader(getAs(`${PATH}/nouveau`)))).init?.status).toBe(403);
    const bad = answer(
      await create(tech, {
        name: "Client sans nom",
        kind: "client",
        dueOn: "2026-01-01",
        startOn: "2026-02-01",
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toEqual({ clientName: e.clientRequired, dueOn: e.dueBeforeStart });
  });

  it("hides a members-only project from a Membre outside it; 'Mes projets' and search filter", async () => {
    idOf(await create(owner, { name: "Refonte de la paie", visibility: "members", code: "RH-1" }));
    const shared = idOf(
      await create(owner, {
        name: "Wi-Fi du siège",
        visibility: "members",
        code: "NET-1",
        memberIds: [member.id],
      }),
    );
    const seen = (await list(member)).rows.map((r) => r.code).sort();
    expect(seen).toEqual(["NET-1", "PRJ-001"]);
    expect((await list(owner)).rows.map((r) => r.code).sort()).toEqual([
      "NET-1",
      "PRJ-001",
      "RH-1",
    ]);
    expect((await list(member, "?mes=1")).rows.map((r) => r.id)).toEqual([shared]);
    expect((await list(owner, "?q=kaloum")).rows.map((r) => r.code)).toEqual(["PRJ-001"]);
    const none = await list(owner, "?q=introuvable");
    expect(none).toMatchObject({ noProjectYet: false, rows: [] });
  });

  it("shows progress from the finished tasks and the budget spent from the logged time", async () => {
    const id = idOf(
      await create(owner, {
        name: "Déploiement Kankan",
        code: "BUD-1",
        templateId: "reseau-agence",
        startOn: "2026-11-02",
        budgetAmount: "1 000 000",
        hourlyRate: "100000",
        currency: "GNF",
      }),
    );
    await inTenant(t.db, org, async (tx) => {
      const [done] = await tx
        .select()
        .from(projectColumn)
        .where(and(eq(projectColumn.projectId, id), eq(projectColumn.kind, "done")));
      const [first, second] = await tx
        .select()
        .from(task)
        .where(eq(task.projectId, id))
        .orderBy(asc(task.number));
      await tx
        .update(task)
        .set({ columnId: done!.id, completedAt: new Date(), loggedMinutes: 300 })
        .where(eq(task.id, first!.id));
      await tx.update(task).set({ loggedMinutes: 360 }).where(eq(task.id, second!.id));
    });
    const row = (await list(owner, "?q=BUD-1")).rows[0]!;
    expect(row).toMatchObject({
      done: 1,
      total: findProjectTemplate("reseau-agence")!.tasks.length,
    });
    // 11 h × 100 000 GNF = 1 100 000 GNF: over the budget.
    expect(row.budget).toEqual({
      spent: formatMoney(1_100_000, "GNF"),
      amount: formatMoney(1_000_000, "GNF"),
      short: expect.stringMatching(/^1,1\sM\sGNF\u00a0\/ 1\sM\sGNF$/u),
      over: true,
    });
    expect(row.budget!.spent).toMatch(/^1\s100\s000\sGNF$/u);
    expect(row.due).not.toBeNull();
  });

  it("counts late projects for the dashboard and the list's 'En retard' filter alike", async () => {
    const late = idOf(
      await create(owner, {
        name: "Câblage en retard",
        code: "LATE-1",
        status: "active",
        startOn: "2026-01-05",
        dueOn: "2026-02-01",
      }),
    );
    const figures = await inTenant(t.db, org, (tx) => projectFigures(tx, NOW));
    const rows = (await list(owner, "?retard=1")).rows;
    expect(rows.map((r) => r.id)).toEqual([late]);
    expect(figures[0]).toMatchObject({ id: "projects-late", count: 1, href: `${PATH}?retard=1` });
    expect(rows[0]!.overdue).toBe(true);
  });

  it("exports projects, columns, tasks and checklists, people by e-mail, no user id", async () => {
    as(await viewer(owner));
    const text = await (await exportWorkspace(getAs("/dashboard/parametres/espace/export"))).text();
    const part = (JSON.parse(text) as { projects: Record<string, Record<string, unknown>[]> })
      .projects;
    expect(Object.keys(part)).toEqual(["projects", "columns", "tasks", "checklist", "timeEntries"]);
    const audit = part.projects!.find((p) => p.code === "PRJ-001")!;
    expect(audit).toMatchObject({
      clientName: "Mairie de Kaloum",
      owner: tech.email,
      members: [tech.email],
    });
    expect(part.tasks!.filter((x) => String(x.key).startsWith("PRJ-001-"))).toHaveLength(
      findProjectTemplate("audit-securite")!.tasks.length,
    );
    expect(part.checklist!.length).toBeGreaterThan(0);
    expect(part.columns!.filter((c) => c.project === "PRJ-001")).toHaveLength(4);
    for (const id of [owner.id, tech.id, member.id]) expect(text).not.toContain(id);
  });
});
