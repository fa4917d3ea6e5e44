import { readFileSync } from "node:fs";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TaskImportResult } from "~/content/project-management-import";
import { openTestDb } from "~/server/db/test-db.server";
import { viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { get, type Person } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { projectColumn, task } from "../schema.server";
import { exportTasks } from "./task-csv-export.server";
import { importAction } from "./task-import.server";
import { projectWithTasks } from "./task-test-kit.server";

// The CSV import and export of tasks with real-world files (both engines): Excel in French
// (';', BOM, dd/mm/yyyy, decimal comma), Google Sheets (','), an Asana export; unknown values
// mapped by the user; a file with bad rows imports nothing; the export reads back the same.

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, get: getAs, serve } = tenantRequests(() => t.db, { get });
let owner: Awaited<ReturnType<typeof addOwner>>;
let tech: Person;
let org: string;

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  tech = await addUser(t.db, "Ibrahima Sow");
  org = owner.organizationId;
  await addMember(t.db, org, tech.id, "technician");
}, 120_000);
afterAll(() => t.cleanup());

const fixture = (name: string) =>
  readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), "utf8")
    .replaceAll("{TECH}", tech.email)
    .replaceAll("{OWNER}", owner.email);

function upload(projectId: string, fields: Record<string, string>, file?: [string, string]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("fichier", new File([file[1]], file[0], { type: "text/csv" }));
  const request = new Request(
    `http://localhost:3000/dashboard/project-management/${projectId}/import`,
    {
      method: "POST",
      body: form,
    },
  );
  return importAction(serve(request), projectId).then(
    (r) => r as unknown as { data: TaskImportResult; init: { status?: number } | null },
  );
}

/** Preview `name`, then import with the preview's choices plus `choose(preview)`. */
async function importFile(
  projectId: string,
  name: string,
  choose: (p: TaskImportResult["preview"] & object) => Record<string, string> = () => ({}),
) {
  as(await viewerIn(t.db, tech, org));
  const previewed = await upload(projectId, { intent: "preview" }, [name, fixture(name)]);
  const preview = previewed.data.preview!;
  const fields: Record<string, string> = {
    intent: "import",
    contenu: preview.file,
    nom: preview.fileName,
  };
  for (const c of preview.columns) fields[`colonne-${c.index}`] = c.target;
  for (const u of preview.unknown) fields[u.key] = u.choice;
  Object.assign(fields, choose(preview));
  return { preview, imported: await upload(projectId, fields) };
}

const tasksOf = (projectId: string) =>
  inTenant(t.db, org, (tx) =>
    tx
      .select({
        title: task.title,
        description: task.description,
        column: projectColumn.name,
        assigneeId: task.assigneeId,
        priority: task.priority,
        startOn: task.startOn,
        dueOn: task.dueOn,
        milestone: task.milestone,
        estimate: task.estimateMinutes,
      })
      .from(task)
      .innerJoin(projectColumn, eq(projectColumn.id, task.columnId))
      .where(eq(task.projectId, projectId))
      .orderBy(asc(task.number)),
  );

describe("the tasks' CSV import and export", { timeout: 30_000 }, () => {
  it("imports an Excel export in French as it is", async () => {
    const p = await projectWithTasks(t.db, owner, org, []);
    const { preview, imported } = await importFile(p.id, "excel-fr.csv");
    expect(preview.format).toContain("point-virgule");
    expect(preview.unknown).toEqual([]);
    expect(preview.columns.map((c) => c.target)).toEqual([
      "title",
      "description",
      "column",
      "assignee",
      "priority",
      "startOn",
      "dueOn",
      "milestone",
      "estimate",
    ]);
    expect(imported.data.imported).toBe(3);
    expect(imported.data.created?.map((c) => c.key)).toEqual(
      [1, 2, 3].map((n) => `${p.code}-${n}`),
    );
    expect(await tasksOf(p.id)).toEqual([
      {
        title: "Tirer le câble du 2e étage",
        description: "Passer par la gaine technique ; prévoir 2 rouleaux",
        column: "À faire",
        assigneeId: tech.id,
        priority: "high",
        startOn: "2026-12-01",
        dueOn: "2026-12-05",
        milestone: false,
        estimate: 90,
      },
      expect.objectContaining({
        title: "Installer les switchs",
        column: "En cours",
        assigneeId: null,
        estimate: 240,
      }),
      expect.objectContaining({
        title: "Recette client",
        column: "Terminé",
        assigneeId: owner.id,
        priority: "urgent",
        milestone: true,
        estimate: 30,
      }),
    ]);
  });

  it("maps a Google Sheets file's unknown column as the user chose", async () => {
    const p = await projectWithTasks(t.db, owner, org, []);
    const doing = (
      await inTenant(t.db, org, (tx) =>
        tx.select().from(projectColumn).where(eq(projectColumn.projectId, p.id)),
      )
    ).find((c) => c.name === "En cours")!;
    const { preview, imported } = await importFile(p.id, "google-sheets.csv", (pv) => ({
      [pv.unknown.find((u) => u.value === "Bloqué")!.key]: doing.id,
    }));
    expect(preview.format).toContain("virgule");
    expect(preview.unknown.map((u) => [u.fieldLabel, u.value])).toEqual([["Colonne", "Bloqué"]]);
    expect(imported.data.imported).toBe(2);
    const rows = await tasksOf(p.id);
    expect(rows.map((r) => [r.column, r.priority, r.estimate])).toEqual([
      ["À faire", "low", 120],
      ["En cours", "urgent", 45],
    ]);
  });

  it("reads an Asana export: its headers, an unknown assignee kept in the description", async () => {
    const p = await projectWithTasks(t.db, owner, org, []);
    const todo = (
      await inTenant(t.db, org, (tx) =>
        tx.select().from(projectColumn).where(eq(projectColumn.projectId, p.id)),
      )
    )[0]!;
    const { preview, imported } = await importFile(p.id, "asana.csv", (pv) =>
      Object.fromEntries(
        pv.unknown.filter((u) => u.field === "column").map((u) => [u.key, todo.id]),
      ),
    );
    expect(preview.columns.map((c) => c.target)).toEqual([
      "title",
      "assignee",
      "dueOn",
      "description",
      "column",
      "note",
    ]);
    expect(imported.data.imported).toBe(2);
    const rows = await tasksOf(p.id);
    expect(rows[0]).toMatchObject({
      title: "Set up VPN",
      assigneeId: tech.id,
      dueOn: "2026-12-18",
    });
    expect(rows[0]!.description).toBe("Use WireGuard\n\nTags\u00a0: infra");
    expect(rows[1]!.assigneeId).toBeNull();
    expect(rows[1]!.description).toContain("Multi-line\nnotes");
    expect(rows[1]!.description).toContain("Responsable\u00a0: someone@elsewhere.example");
  });

  it("refuses a file with bad rows in French, row by row, and imports nothing", async () => {
    const p = await projectWithTasks(t.db, owner, org, []);
    const { preview, imported } = await importFile(p.id, "bad-rows.csv");
    expect(preview.errorCount).toBe(3);
    expect(preview.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(preview.errors[1]!.messages[0]).toContain(
      "«\u202f31/02/2026\u202f» n\u2019est pas une date",
    );
    expect(imported.init?.status).toBe(400);
    expect(imported.data.formError).toContain("3\u00a0lignes sont en erreur");
    expect(await tasksOf(p.id)).toEqual([]);
  });

  it("exports the tasks in the columns the import reads back", async () => {
    const source = await projectWithTasks(t.db, owner, org, []);
    await importFile(source.id, "excel-fr.csv");
    as(await viewerIn(t.db, tech, org));
    const response = await exportTasks(
      getAs(`/dashboard/project-management/${source.id}/export.csv`),
      source.id,
    );
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString("utf8");
    expect(text.startsWith('\uFEFF"Clé";"Titre"')).toBe(true);
    expect(text).toContain(`"${source.code}-1";"Tirer le câble du 2e étage"`);
    expect(text).toContain('"01/12/2026";"05/12/2026";"non";"1,5";"0"');
    const copy = await projectWithTasks(t.db, owner, org, []);
    as(await viewerIn(t.db, tech, org));
    const previewed = await upload(copy.id, { intent: "preview" }, ["export.csv", text]);
    expect(previewed.data.preview!.columns.map((c) => c.target)).toEqual([
      "",
      "title",
      "description",
      "column",
      "assignee",
      "priority",
      "startOn",
      "dueOn",
      "milestone",
      "estimate",
      "",
    ]);
    const fields: Record<string, string> = {
      intent: "import",
      contenu: previewed.data.preview!.file,
      nom: "export.csv",
    };
    await upload(copy.id, fields);
    expect(await tasksOf(copy.id)).toEqual(await tasksOf(source.id));
  });

  it("answers 404 for another workspace's or a hidden project", async () => {
    const other = await addOwner(t.db, "Mamadou Barry");
    const hidden = await projectWithTasks(t.db, owner, org, [], { visibility: "members" });
    as(await viewerIn(t.db, tech, org));
    expect(
      (await upload(hidden.id, { intent: "preview" }, ["a.csv", "Titre\nX\n"])).init?.status,
    ).toBe(404);
    as(await viewerIn(t.db, other, other.organizationId));
    const p = await projectWithTasks(t.db, owner, org, []);
    expect((await upload(p.id, { intent: "preview" }, ["a.csv", "Titre\nX\n"])).init?.status).toBe(
      404,
    );
    await expect(exportTasks(getAs(`/x`), p.id)).rejects.toMatchObject({ status: 404 });
  });
});
