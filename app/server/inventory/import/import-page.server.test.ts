import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import iconv from "iconv-lite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inventoryErrors } from "~/content/inventory";
import { importErrors, importPath } from "~/content/inventory-import";
import { workspaceErrors } from "~/content/workspaces";
import type { ImportPageView, ImportPreviewView } from "~/contracts/inventory-import";
import { openTestDb } from "~/server/db/test-db.server";
import { asset, assetEvent, assetImport } from "~/server/db/inventory-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import * as testRequests from "~/server/platform/test-kit.server";
import { answer } from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { importPageAction, importPageLoader } from "./import-page.server";
import { importReportLoader } from "./import-report.server";
import { importUploadAction } from "./import-upload.server";
import { addAsset } from "../inventory-test-kit.server";

// The CSV import on a real test database: upload, preview (every row checked, line numbers,
// duplicates in the file and in the workspace), all or nothing vs skipping the bad rows, the
// report, the remembered mapping, another workspace's upload (404), roles and read-only.

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post, serve } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});
const SITE = "http://localhost:3000";
const UPLOAD = "/dashboard/inventory-management/import";

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let member: { id: string; name: string; email: string };

/** Excel in French: `;` and Windows-1252. */
const HEADER = "Nom;Type;Numéro de série;Statut;Date d'achat;Prix;Devise;Couleur";
const WITH_ERRORS = [
  HEADER,
  "Portable de Fatou;Portable;SN-1;En service;15/03/2026;1 250 000;GNF;gris",
  ";Portable;SN-2;En stock;;;;noir",
  "Serveur;Serveur;SN-3;En stock;31/02/2026;;;",
  "Copie;Portable;SN-1;En stock;;;;",
  "Ancien;Portable;SN-EXIST;En stock;;;;",
  "Court;Portable",
  '"Imprimante\ndu 2e";Imprimante;SN-4;;;;;',
].join("\r\n");

const excel = (text: string) => iconv.encode(text, "win1252");

async function upload(text: string, name = "parc.csv") {
  const form = new FormData();
  form.set("fichier", new File([new Uint8Array(excel(text))], name, { type: "text/csv" }));
  return importUploadAction(serve(new Request(`${SITE}${UPLOAD}`, { method: "POST", body: form })));
}

async function uploaded(text: string, name?: string) {
  const response = (await upload(text, name)) as Response;
  expect(response.status).toBe(303);
  return response.headers.get("Location")!.split("/").pop()!;
}

async function preview(id: string): Promise<ImportPreviewView> {
  const view: ImportPageView = await importPageLoader(get(importPath(id)), id);
  if (view.kind !== "preview") throw new Error("expected a preview");
  return view.preview;
}

const send = (id: string, fields: Record<string, string>) =>
  importPageAction(post(importPath(id), fields), id, new Date("2026-11-24T10:00:00Z"));

const assetsOf = (org: string) =>
  inTenant(t0.db, org, (tx) => tx.select().from(asset).orderBy(asset.tag));

async function status(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (
      (error as { init?: { status?: number }; status?: number }).init?.status ??
      (error as Response).status
    );
  }
  throw new Error("expected a refusal");
}

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  other = await addOwner(t0.db, "Mamadou Barry");
  member = await addUser(t0.db, "Kadiatou Bah");
  await addMember(t0.db, owner.organizationId, member.id, "member");
  await addAsset(
    t0.db,
    owner.organizationId,
    { ...owner, sessionId: "test" },
    {
      name: "Vieux portable",
      serial: "SN-EXIST",
      tag: "ACT-00002",
    },
  );
}, 120_000);
afterAll(() => t0.cleanup());
beforeEach(async () => as(await viewerOf(t0.db, owner, owner.organizationId)));

describe("the preview", { timeout: 60_000 }, () => {
  it("reads Excel's file, maps the headers and checks every row with its line", async () => {
    const id = await uploaded(WITH_ERRORS);
    const view = await preview(id);
    expect(view).toMatchObject({
      fileName: "parc.csv",
      encoding: "windows-1252",
      separator: ";",
      rowCount: 7,
      unknownColumns: ["Couleur"],
      mappingProblem: null,
      validCount: 2,
      errorCount: 5,
    });
    expect(view.columns.map((c) => c.target)).toEqual([
      "name",
      "type",
      "serial",
      "status",
      "purchaseDate",
      "purchasePrice",
      "currency",
      "note",
    ]);
    expect(view.columns[2]).toMatchObject({ header: "Numéro de série", example: "SN-1" });
    expect(view.errors).toEqual([
      { line: 3, messages: [`Nom\u00a0: ${inventoryErrors.nameRequired}`] },
      {
        line: 4,
        messages: [
          "Date d'achat\u00a0: «\u202f31/02/2026\u202f» — ce n'est pas une date valide (attendu\u00a0: jj/mm/aaaa ou aaaa-mm-jj).",
        ],
      },
      { line: 5, messages: [importErrors.duplicateSerialInFile("SN-1", 2)] },
      {
        line: 6,
        messages: [inventoryErrors.duplicateSerial("SN-EXIST", "ACT-00002", "Vieux portable")],
      },
      { line: 7, messages: [importErrors.cellCount(2, 8)] },
    ]);
  });

  it("keeps the file gzipped, and still reads one stored as it came", async () => {
    const id = await uploaded(WITH_ERRORS);
    const stored = () =>
      inTenant(t0.db, owner.organizationId, async (tx) => {
        const [row] = await tx
          .select({ content: assetImport.content })
          .from(assetImport)
          .where(eq(assetImport.id, id));
        return row!.content;
      });
    const kept = await stored();
    expect([kept[0], kept[1]]).toEqual([0x1f, 0x8b]);
    expect(gunzipSync(kept).equals(excel(WITH_ERRORS))).toBe(true);
    // An upload stored before the files were gzipped (a preview kept for a day over a release).
    await inTenant(t0.db, owner.organizationId, (tx) =>
      tx
        .update(assetImport)
        .set({ content: excel(WITH_ERRORS) })
        .where(eq(assetImport.id, id)),
    );
    expect((await stored())[0]).toBe("N".charCodeAt(0));
    expect(await preview(id)).toMatchObject({ rowCount: 7, validCount: 2, errorCount: 5 });
  });

  it("refuses a file without a name column, a malformed one, and no file", async () => {
    const id = await uploaded("Libellé;Type\nPortable;Portable");
    expect((await preview(id)).mappingProblem).toBe(importErrors.nameUnmapped);
    expect(answer(await upload('Nom;Type\n"A;B'))).toMatchObject({ status: 400 });
    expect(answer(await upload(""))).toMatchObject({ status: 400, formError: importErrors.noFile });
  });
});

describe("the import", { timeout: 60_000 }, () => {
  it("refuses all-or-nothing while rows are in error, nothing written", async () => {
    const id = await uploaded(WITH_ERRORS);
    const before = (await assetsOf(owner.organizationId)).length;
    const refused = answer(await send(id, { intent: "import", mode: "all" }));
    expect(refused).toMatchObject({ status: 409, formError: importErrors.stillErrors(5) });
    expect(await assetsOf(owner.organizationId)).toHaveLength(before);
  });

  it("skips the bad rows when asked: tags, history, journal, report", async () => {
    const id = await uploaded(WITH_ERRORS);
    const response = (await send(id, { intent: "import", mode: "skip" })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(importPath(id));
    const rows = await assetsOf(owner.organizationId);
    const fatou = rows.find((r) => r.name === "Portable de Fatou")!;
    expect(fatou).toMatchObject({
      tag: "ACT-00001",
      serial: "SN-1",
      status: "in_service",
      purchaseDate: "2026-03-15",
      purchasePrice: "1250000.00",
      currency: "GNF",
      source: "import",
    });
    // ACT-00002 was taken by hand: the next free one.
    expect(rows.find((r) => r.name === "Imprimante\ndu 2e")!.tag).toBe("ACT-00003");
    const found = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.execute(
        `select count(*)::int as n from asset where search @@ to_tsquery('simple', 'fatou')`,
      ),
    );
    expect((found as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const events = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select().from(assetEvent).where(eq(assetEvent.assetId, fatou.id)),
    );
    expect(events.map((e) => [e.kind, e.note])).toEqual([["imported", "parc.csv"]]);
    const journal = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "asset.imported")),
    );
    expect(journal.map((j) => j.details)).toEqual([{ imported: "2", skipped: "5" }]);
    expect(await importPageLoader(get(importPath(id)), id)).toEqual({
      kind: "result",
      result: { id, fileName: "parc.csv", imported: 2, skipped: 5 },
    });
    const report = await (await importReportLoader(get(`${importPath(id)}/rapport`), id)).text();
    expect(report).toContain('"2";"Importé";"ACT-00001";""');
    expect(report).toContain(`"3";"Ignoré";"";"Nom\u00a0: ${inventoryErrors.nameRequired}"`);
    expect(answer(await send(id, { intent: "import", mode: "skip" }))).toMatchObject({
      status: 409,
      formError: importErrors.alreadyImported,
    });
  });

  it("imports the corrected file all at once, and remembers the mapping confirmed", async () => {
    const fixed = "Libellé;Type;Serial\nRouteur;Équipement réseau;SN-10\nSwitch;Autre;SN-11";
    const id = await uploaded(fixed);
    expect((await preview(id)).mappingProblem).toBe(importErrors.nameUnmapped);
    const kept = answer(
      await send(id, { intent: "import", mode: "all", "colonne-0": "", "colonne-1": "type" }),
    );
    expect(kept).toMatchObject({ status: 400, formError: importErrors.nameUnmapped });
    const checked = (await send(id, {
      intent: "check",
      "colonne-0": "name",
      "colonne-1": "type",
      "colonne-2": "serial",
    })) as Response;
    expect(checked.status).toBe(303);
    expect(await preview(id)).toMatchObject({ validCount: 2, errorCount: 0 });
    const done = (await send(id, {
      intent: "import",
      mode: "all",
      "colonne-0": "name",
      "colonne-1": "type",
      "colonne-2": "serial",
    })) as Response;
    expect(done.status).toBe(303);
    expect((await assetsOf(owner.organizationId)).map((r) => r.name)).toContain("Routeur");
    const again = await preview(await uploaded("Libellé;Type;Serial\nBorne;Autre;SN-12"));
    expect(again.columns.map((c) => c.target)).toEqual(["name", "type", "serial"]);
  });

  it("names a serial the workspace and the file share, and a duplicate tag in the file", async () => {
    const id = await uploaded("Nom;Type;N° d'inventaire;Serial\nA;Autre;X-1;SN-10\nB;Autre;x-1;");
    expect((await preview(id)).errors).toEqual([
      { line: 2, messages: [inventoryErrors.duplicateSerial("SN-10", "ACT-00004", "Routeur")] },
      { line: 3, messages: [importErrors.duplicateTagInFile("X-1", 2)] },
    ]);
  });
});

describe("a file longer than a batch", { timeout: 60_000 }, () => {
  // 250 rows: the import reads them by batches of 100, yet checks each against the whole file.
  const rows = Array.from({ length: 250 }, (_, i) => {
    const n = i + 1;
    const serial = n === 200 ? "SN-L-3" : `SN-L-${n}`; // line 201 repeats line 4's serial
    const tag = n === 250 ? "ACT-00005" : ""; // the last row takes a tag the counter would give
    return `Poste ${n};Autre;${serial};${tag}`;
  });
  const file = ["Nom;Type;Numéro de série;N° d'inventaire", ...rows].join("\r\n");

  it("names a duplicate two batches apart, refuses all-or-nothing, then skips it", async () => {
    const fresh = await addOwner(t0.db, "Mariama Camara");
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    const id = await uploaded(file, "long.csv");
    expect(await preview(id)).toMatchObject({
      rowCount: 250,
      validCount: 249,
      errorCount: 1,
      errors: [{ line: 201, messages: [importErrors.duplicateSerialInFile("SN-L-3", 4)] }],
    });
    const refused = answer(await send(id, { intent: "import", mode: "all" }));
    expect(refused).toMatchObject({ status: 409, formError: importErrors.stillErrors(1) });
    expect(await assetsOf(fresh.organizationId)).toHaveLength(0);

    expect(((await send(id, { intent: "import", mode: "skip" })) as Response).status).toBe(303);
    const assets = await assetsOf(fresh.organizationId);
    expect(assets).toHaveLength(249);
    const tagOf = (name: string) => assets.find((a) => a.name === name)?.tag;
    // The counter skips the tag the file gives further down: ACT-00005 is the last row's.
    expect(["Poste 4", "Poste 5", "Poste 250"].map(tagOf)).toEqual([
      "ACT-00004",
      "ACT-00006",
      "ACT-00005",
    ]);
    expect(tagOf("Poste 249")).toBe("ACT-00249");
    expect(tagOf("Poste 200")).toBeUndefined();
    const report = await (await importReportLoader(get(`${importPath(id)}/rapport`), id)).text();
    expect(report.trim().split("\n")).toHaveLength(251);
    expect(report).toContain(
      `"201";"Ignoré";"";"${importErrors.duplicateSerialInFile("SN-L-3", 4)}"`,
    );
    expect(report).toContain('"251";"Importé";"ACT-00005";""');
  });
});

describe("who may import", { timeout: 60_000 }, () => {
  it("answers 404 for another workspace's upload, and for a malformed id", async () => {
    const id = await uploaded(WITH_ERRORS);
    as(await viewerOf(t0.db, other, other.organizationId));
    expect(await status(importPageLoader(get(importPath(id)), id))).toBe(404);
    expect(await status(importReportLoader(get(`${importPath(id)}/rapport`), id))).toBe(404);
    expect(await status(send(id, { intent: "import", mode: "skip" }))).toBe(404);
    expect(await status(importPageLoader(get(importPath("abc")), "abc"))).toBe(404);
    const stored = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select({ status: assetImport.status }).from(assetImport).where(eq(assetImport.id, id)),
    );
    expect(stored).toEqual([{ status: "preview" }]);
  });

  it("refuses members (no 'asset.manage') and read-only workspaces", async () => {
    as(await viewerOf(t0.db, member, owner.organizationId));
    expect(answer(await upload(WITH_ERRORS))).toMatchObject({
      status: 403,
      formError: workspaceErrors.forbidden,
    });
    const late = await addOwner(t0.db, "Ousmane Sylla");
    await endTrial(t0.db, late.organizationId);
    as(await viewerOf(t0.db, late, late.organizationId));
    expect(answer(await upload(WITH_ERRORS))).toMatchObject({
      status: 403,
      formError: workspaceErrors.readOnly,
    });
  });
});

describe("old previews", { timeout: 60_000 }, () => {
  it("are deleted when a new file comes in a day later; imported ones stay", async () => {
    const kept = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select({ id: assetImport.id, status: assetImport.status }).from(assetImport),
    );
    expect(kept.some((row) => row.status === "preview")).toBe(true);
    const form = new FormData();
    form.set("fichier", new File([new Uint8Array(excel(WITH_ERRORS))], "demain.csv"));
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    const response = (await importUploadAction(
      serve(new Request(`${SITE}${UPLOAD}`, { method: "POST", body: form })),
      tomorrow,
    )) as Response;
    expect(response.status).toBe(303);
    const left = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select({ name: assetImport.filename, status: assetImport.status }).from(assetImport),
    );
    expect(left.filter((row) => row.status === "preview")).toEqual([
      { name: "demain.csv", status: "preview" },
    ]);
    expect(left.filter((row) => row.status === "imported").length).toBe(
      kept.filter((row) => row.status === "imported").length,
    );
  });
});
