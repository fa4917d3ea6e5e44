import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_LIMITS } from "~/content/project-management";
import { projectPageTexts, type ProjectSettingsView } from "~/content/project-pages";
import { workspaceErrors } from "~/content/workspaces";
import type { Viewer } from "~/server/auth/viewer.server";
import { openTestDb } from "~/server/db/test-db.server";
import { addAsset } from "~/server/inventory/inventory-test-kit.server";
import { answer, get, post, rejection, type Person } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { listJournal } from "~/server/workspaces/journal-list.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { createProject, type ProjectValues } from "./project-commands.server";
import { projectSettingsAction, projectSettingsLoader } from "./project-settings-page.server";
import { projectForViewer } from "./project-access.server";
import { project, projectColumn, projectMember, task } from "./schema.server";
import { createTask } from "./task-commands.server";

// A project's settings on a test database (both engines): a stale form is a 409 keeping the
// text, the column rules (a 'done' column stays, a column's tasks move before it goes, at most
// PROJECT_LIMITS.columns), a member removed (the owner stays), assets linked from this workspace
// only, and who may open the page at all.

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, get: getAs, post: postAs } = tenantRequests(() => t.db, { get, post });
const e = projectPageTexts.errors;

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let tech: Person;
let member: Person;
let org: string;
let id: string;

const viewer = (p: Person, o = org): Promise<Viewer> => viewerOf(t.db, p, o);
const path = () => `/dashboard/project-management/${id}/parametres`;

async function send(who: Person, fields: Record<string, string | string[]>, o = org) {
  as(await viewer(who, o));
  return answer(await projectSettingsAction(postAs(path(), fields), id));
}
async function load(who: Person, search = "") {
  as(await viewer(who));
  const r = (await projectSettingsLoader(getAs(`${path()}${search}`), id)) as unknown as {
    data: { view: ProjectSettingsView };
  };
  return r.data.view;
}
const ctxOf = (tx: Parameters<Parameters<typeof inTenant>[2]>[0], who: Person) => ({
  tx,
  actor: who,
  role: "owner" as const,
  canWrite: true,
  canManage: true,
  now: new Date(),
});

const values: ProjectValues = {
  name: "Réseau de l’agence de Boké",
  code: "NET-7",
  description: "",
  kind: "client",
  clientName: "Banque de Kaloum",
  ownerId: null,
  startOn: "2026-12-01",
  dueOn: "2027-01-15",
  status: "active",
  visibility: "workspace",
  budgetAmount: null,
  hourlyRate: null,
  currency: null,
  memberIds: [],
};

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  tech = await addUser(t.db, "Ibrahima Sow");
  member = await addUser(t.db, "Kadiatou Bah");
  org = owner.organizationId;
  await addMember(t.db, org, tech.id, "technician");
  await addMember(t.db, org, member.id, "member");
  id = await inTenant(t.db, org, async (tx) => {
    const ctx = ctxOf(tx, tech);
    const made = await createProject(ctx, { ...values, ownerId: tech.id, memberIds: [member.id] });
    const row = await projectForViewer(ctx, made);
    for (const title of ["Câblage", "Baie"]) {
      await createTask(ctx, row, {
        title,
        description: "",
        assigneeId: null,
        priority: "normal",
        startOn: null,
        dueOn: null,
        milestone: false,
        estimateMinutes: null,
        columnId: null,
      });
    }
    return made;
  });
}, 120_000);
afterAll(() => t.cleanup());

const edit = (over: Record<string, string>) => ({
  intent: "edit",
  ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? "" : String(v)])),
  memberIds: [],
  ownerId: tech.id,
  ...over,
});

describe("a project's settings", { timeout: 60_000 }, () => {
  it("opens to its owner and the administrators only; a hidden or foreign id is a 404", async () => {
    expect((await load(tech)).columns.map((c) => c.name)).toEqual([
      "À faire",
      "En cours",
      "En revue",
      "Terminé",
    ]);
    as(await viewer(member));
    const refused = await rejection(projectSettingsLoader(getAs(path()), id));
    expect(refused.init?.status).toBe(403);
    expect(refused.data?.message).toBe(e.manageForbidden);
    as(await viewer(other, other.organizationId));
    expect((await rejection(projectSettingsLoader(getAs(path()), id))).init?.status).toBe(404);
    expect((await send(other, { intent: "archive" }, other.organizationId)).status).toBe(404);
    expect((await send(member, { intent: "archive" })).status).toBe(403);
  });

  it("saves the fields once, then refuses the stale form (409) keeping the text", async () => {
    const saved = await send(owner, edit({ version: "1", name: "Réseau de Boké (phase 1)" }));
    expect(saved).toMatchObject({ ok: true, notice: projectPageTexts.notices.saved });
    const stale = await send(tech, edit({ version: "1", name: "Réseau de Boké — ma version" }));
    expect(stale).toMatchObject({ status: 409, formError: e.stale });
    expect(stale.values?.name).toBe("Réseau de Boké — ma version");
    const [row] = await inTenant(t.db, org, (tx) =>
      tx.select().from(project).where(eq(project.id, id)),
    );
    expect(row).toMatchObject({ name: "Réseau de Boké (phase 1)", version: 2 });
    const bad = await send(
      owner,
      edit({ version: "2", budgetAmount: "beaucoup", currency: "GNF" }),
    );
    expect(bad).toMatchObject({ status: 400, fieldErrors: { budgetAmount: e.amountInvalid } });
  });

  it("keeps a 'done' column, moves a column's tasks before deleting it, bounds the count", async () => {
    const columns = (await load(tech)).columns;
    const [todo, doing, , done] = columns;
    expect(await send(tech, { intent: "column-delete", id: done!.id })).toMatchObject({
      status: 409,
      formError: e.lastDoneColumn,
    });
    expect(await send(tech, { intent: "column-delete", id: todo!.id })).toMatchObject({
      status: 409,
      formError: e.columnNotEmpty,
    });
    expect((await send(tech, { intent: "column-delete", id: todo!.id, target: done!.id })).ok).toBe(
      true,
    );
    const tasks = await inTenant(t.db, org, (tx) =>
      tx.select().from(task).where(eq(task.projectId, id)).orderBy(asc(task.position)),
    );
    expect(tasks.map((x) => [x.title, x.columnId, x.completedAt !== null])).toEqual([
      ["Câblage", done!.id, true],
      ["Baie", done!.id, true],
    ]);
    expect((await send(tech, { intent: "column-rename", id: doing!.id, name: "  " })).status).toBe(
      400,
    );
    expect(
      (await send(tech, { intent: "column-rename", id: doing!.id, name: "Sur le terrain" })).ok,
    ).toBe(true);
    expect(
      (await send(tech, { intent: "column-move", id: doing!.id, direction: "droite" })).ok,
    ).toBe(true);
    for (let n = 3; n < PROJECT_LIMITS.columns; n++) {
      expect(
        (await send(tech, { intent: "column-add", name: `Étape ${n}`, kind: "doing" })).ok,
      ).toBe(true);
    }
    expect(await send(tech, { intent: "column-add", name: "De trop", kind: "todo" })).toMatchObject(
      {
        status: 409,
        formError: e.columnsFull(PROJECT_LIMITS.columns),
      },
    );
    const after = (await load(tech)).columns;
    expect(after).toHaveLength(PROJECT_LIMITS.columns);
    expect(after.slice(0, 3).map((c) => c.name)).toEqual(["En revue", "Sur le terrain", "Terminé"]);
    // A column of another project (or no column at all) is a 404.
    const foreign = await inTenant(t.db, other.organizationId, async (tx) => {
      const ctx = ctxOf(tx, other);
      const p = await createProject(ctx, values);
      return (await tx.select().from(projectColumn).where(eq(projectColumn.projectId, p)))[0]!.id;
    });
    expect((await send(tech, { intent: "column-rename", id: foreign, name: "X" })).status).toBe(
      404,
    );
  });

  it("removes a member, the owner staying one, journaled", async () => {
    expect((await load(tech)).memberIds.sort()).toEqual([member.id, tech.id].sort());
    expect((await send(tech, { intent: "members", memberIds: [] })).ok).toBe(true);
    const rows = await inTenant(t.db, org, (tx) =>
      tx.select().from(projectMember).where(eq(projectMember.projectId, id)),
    );
    expect(rows.map((r) => r.userId)).toEqual([tech.id]);
    expect((await send(tech, { intent: "members", memberIds: ["inconnu"] })).status).toBe(400);
    const journal = await inTenant(t.db, org, (tx) =>
      listJournal(tx, { category: "all", before: null, after: null }),
    );
    expect(journal.entries.map((x) => x.actionLabel)).toEqual(
      expect.arrayContaining([
        "Membres du projet modifiés",
        "Colonnes du projet modifiées",
        "Projet modifié",
      ]),
    );
  });

  it("links this workspace's assets only, and archives the project", async () => {
    const mine = await addAsset(
      t.db,
      org,
      { ...owner, sessionId: "" },
      { name: "Routeur de l’agence de Boké" },
    );
    const foreign = await addAsset(
      t.db,
      other.organizationId,
      { ...other, sessionId: "" },
      { name: "Routeur étranger" },
    );
    const found = await load(tech, "?equipement=routeur");
    expect(found.assetResults.map((a) => a.id)).toEqual([mine.id]);
    expect((await send(tech, { intent: "asset-link", assetId: mine.id })).ok).toBe(true);
    expect(await send(tech, { intent: "asset-link", assetId: foreign.id })).toMatchObject({
      status: 404,
      formError: workspaceErrors.notFound,
    });
    expect(await send(tech, { intent: "asset-link", assetId: "pas-un-id" })).toMatchObject({
      status: 404,
    });
    const linked = await load(tech, "?equipement=routeur");
    expect(linked.assets.map((a) => [a.tag, a.href])).toEqual([
      [mine.tag, `/dashboard/inventory-management/${mine.id}`],
    ]);
    expect(linked.assetResults).toEqual([]);
    expect((await send(tech, { intent: "asset-unlink", assetId: mine.id })).ok).toBe(true);
    expect((await load(tech)).assets).toEqual([]);
    expect((await send(tech, { intent: "archive" })).ok).toBe(true);
    expect((await load(tech)).archived).toBe(true);
  });

  it("shows the page read-only when the trial is over, and refuses its posts", async () => {
    await endTrial(t.db, org);
    expect((await load(tech)).readOnly).toBe(true);
    expect(await send(tech, { intent: "unarchive" })).toMatchObject({
      status: 403,
      formError: workspaceErrors.readOnly,
    });
  });
});
