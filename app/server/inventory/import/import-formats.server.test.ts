import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import iconv from "iconv-lite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inventoryErrors } from "~/content/inventory";
import { importPath } from "~/content/inventory-import";
import type { ImportPageView, ImportPreviewView } from "~/contracts/inventory-import";
import { openTestDb } from "~/server/db/test-db.server";
import { helpdeskContact } from "~/server/db/helpdesk-schema.server";
import { asset, assetLocation, assetType } from "~/server/db/inventory-schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import * as testRequests from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addOwner, viewerOf } from "~/server/workspaces/workspace-test-data.server";
import { importPageAction, importPageLoader } from "./import-page.server";
import { importUploadAction } from "./import-upload.server";

// Issue 31, section 3: the files of the tools customers leave (tests/fixtures/csv-imports): the
// value mapping (unknown types, statuses, locations and people mapped or created), the dates'
// order, the columns kept in the notes, errors naming the row, the value and what is accepted.

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post, serve } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});
const SITE = "http://localhost:3000";
const fixture = (name: string) => readFileSync(`tests/fixtures/csv-imports/${name}`);
const NOW = new Date("2026-11-24T10:00:00Z");

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;

async function uploaded(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set("fichier", new File([new Uint8Array(bytes)], name, { type: "text/csv" }));
  const request = serve(
    new Request(`${SITE}/dashboard/inventory-management/import`, { method: "POST", body: form }),
  );
  const response = (await importUploadAction(request, NOW)) as Response;
  expect(response.status).toBe(303);
  return response.headers.get("Location")!.split("/").pop()!;
}

async function preview(id: string): Promise<ImportPreviewView> {
  const view: ImportPageView = await importPageLoader(get(importPath(id)), id);
  if (view.kind !== "preview") throw new Error("expected a preview");
  return view.preview;
}

const send = (id: string, fields: Record<string, string>) =>
  importPageAction(post(importPath(id), fields), id, NOW);

async function imported(id: string, fields: Record<string, string>) {
  const response = (await send(id, { intent: "import", mode: "all", ...fields })) as Response;
  expect(response.status).toBe(303);
}

const org = () => owner.organizationId;
const rows = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(t0.db, org(), fn);
const assetByTag = (tag: string) =>
  rows(async (tx) => (await tx.select().from(asset).where(eq(asset.tag, tag)))[0]!);
const typeNamed = (name: string) =>
  rows(async (tx) => (await tx.select().from(assetType).where(eq(assetType.name, name)))[0]);

/** Each value of a group of the preview → its choice. */
const choices = (view: ImportPreviewView, field: string) =>
  Object.fromEntries(
    view.values.find((g) => g.field === field)?.values.map((v) => [v.value, v.choice]) ?? [],
  );

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
}, 120_000);
afterAll(() => t0.cleanup());
beforeEach(async () => as(await viewerOf(t0.db, owner, owner.organizationId)));

describe("a file in Snipe-IT's import layout", { timeout: 90_000 }, () => {
  it("reads US dates, keeps every column, creates the categories, locations and people", async () => {
    const id = await uploaded(fixture("snipe-it-assets-sample.csv"), "assets-sample.csv");
    const view = await preview(id);
    expect(view).toMatchObject({ encoding: "utf-8-bom", separator: ",", rowCount: 10 });
    expect(view.reading).toMatchObject({ dateOrder: "mdy", detected: true, needsCurrency: true });
    const target = Object.fromEntries(view.columns.map((c) => [c.header, c.target]));
    expect(target).toMatchObject({
      Name: "name",
      "Asset Tag": "tag",
      Category: "type",
      Location: "location",
      "Model Notes": "note",
      "Asset Notes": "notes",
      "Purchase Date": "purchaseDate",
      "Purchase Cost": "purchasePrice",
      "Checked Out To: Email": "assignee",
      "Asset EOL Date": "note",
    });
    expect(choices(view, "type")["Matériel de direction"]).toBe("creer");
    expect(choices(view, "location")["Kaloum, immeuble Sabou"]).toBe("creer");
    expect(choices(view, "assignee")["mdiallo7b@exemple.gn"]).toBe("creer");
    // Prices without a currency: named, with where to choose it.
    expect(view.errors[0]!.messages).toEqual([
      expect.stringContaining("«\u202fDevise des prix\u202f»"),
    ]);

    const checked = await send(id, { intent: "check", devise: "EUR", "ordre-des-dates": "mdy" });
    expect((checked as Response).status).toBe(303);
    expect(await preview(id)).toMatchObject({ validCount: 10, errorCount: 0 });
    await imported(id, { devise: "EUR", "ordre-des-dates": "mdy" });

    const first = await assetByTag("KTR-2065556");
    expect(first).toMatchObject({
      name: "Portable direction",
      purchaseDate: "2023-01-23",
      purchasePrice: "2266.13",
      currency: "EUR",
      status: "in_stock",
    });
    expect(first.notes).toContain("Company\u00a0: Kaloum Transit");
    expect(first.notes).toContain("Asset EOL Date\u00a0: 10/27/28");
    expect(first.notes).toContain("station d'accueil");
    expect(first.typeId).toBe((await typeNamed("Matériel de direction"))!.id);
    const second = await assetByTag("BDF-2841795");
    const contact = await rows(async (tx) =>
      tx.select().from(helpdeskContact).where(eq(helpdeskContact.email, "mdiallo7b@exemple.gn")),
    );
    expect(second.assigneeContactId).toBe(contact[0]!.id);
    const locations = await rows((tx) => tx.select().from(assetLocation));
    expect(locations.map((l) => l.name)).toContain("Kaloum, immeuble Sabou");
    const [entry] = await rows((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "asset.imported")),
    );
    expect(entry!.details).toMatchObject({ imported: "10", types: "8", contacts: "4" });

    // Run again: the values are known now, the tags are taken (all or nothing: refused).
    const again = await uploaded(fixture("snipe-it-assets-sample.csv"), "assets-sample.csv");
    const second_ = await preview(again);
    expect(second_.values).toEqual([]);
    expect(second_.errorCount).toBe(10);
  });
});

describe("Snipe-IT's custom asset report", { timeout: 90_000 }, () => {
  it("proposes the built-in types and statuses, and applies the values mapped by hand", async () => {
    const site = await rows(async (tx) => {
      const [row] = await tx.insert(assetLocation).values({ name: "Siège Kaloum" }).returning();
      return row!.id;
    });
    const id = await uploaded(fixture("snipe-it-custom-report.csv"), "custom-assets-report.csv");
    const view = await preview(id);
    const builtIn = (name: string) => typeNamed(name).then((t) => t!.id);
    expect(choices(view, "type")).toEqual({
      Desktops: await builtIn("Poste de travail"),
      Laptops: await builtIn("Portable"),
      Servers: await builtIn("Serveur"),
      Printers: await builtIn("Imprimante"),
      "Mobile Phones": await builtIn("Téléphone"),
    });
    expect(choices(view, "status")).toEqual({
      "Ready to Deploy (deployed)": "in_service",
      "Ready to Deploy (deployable)": "in_stock",
      "Out for Repair (undeployable)": "in_repair",
      "Archived (archived)": "retired",
      "Lost/Stolen (undeployable)": "lost",
    });
    expect(choices(view, "assignee")).toEqual({
      "Fatoumata Camara": "notes",
      "Mamadou Sow": "notes",
    });
    expect(view.columns.find((c) => c.header === "Warranty")!.target).toBe("note");
    expect(view.columns.find((c) => c.header === "Warranty Expires")!.target).toBe("warrantyEnd");

    // The plain form post (no JavaScript): a location mapped to an existing one, one left empty.
    await imported(id, {
      devise: "GNF",
      "valeur:location:conakry hq": site,
      "valeur:location:kaloum datacenter": "vide",
    });
    expect(await assetByTag("SC-0001")).toMatchObject({
      status: "in_service",
      purchaseDate: "2023-01-23",
      purchasePrice: "1234.56",
      currency: "GNF",
      warrantyEnd: "2026-01-23",
      locationId: site,
    });
    expect((await assetByTag("SC-0001")).notes).toContain("Attribué à\u00a0: Fatoumata Camara");
    expect((await assetByTag("SC-0001")).notes).toContain("Model No.\u00a0: D17M");
    expect(await assetByTag("SC-0003")).toMatchObject({ status: "in_repair", locationId: null });
    expect(await assetByTag("SC-0005")).toMatchObject({ status: "lost" });
    expect(await typeNamed("Desktops")).toBeUndefined();
  });
});

describe("GLPI's computer list", { timeout: 90_000 }, () => {
  const glpi = fixture("glpi-computers-fr.csv");

  it("imports the French export: types, states, locations' paths, the OS in the notes", async () => {
    const id = await uploaded(glpi, "glpi.csv");
    const view = await preview(id);
    expect(view).toMatchObject({ encoding: "utf-8", separator: ";", rowCount: 5, errorCount: 0 });
    expect(view.unknownColumns).toEqual([
      "Entité",
      "Système d'exploitation - Nom",
      "Dernière modification",
      "Composants - Processeur",
    ]);
    expect(Object.values(choices(view, "status"))).toEqual(["in_service", "retired"]);
    expect(Object.keys(choices(view, "location"))).toEqual([
      "Siège > Accueil",
      "Siège > Direction",
      "Salle serveur",
      "Magasin",
    ]);
    await imported(id, {});
    const pc = await assetByTag("INV-2024-001");
    expect(pc).toMatchObject({ name: "PC-ACCUEIL-01", serial: "7HX2KQ3", status: "in_service" });
    expect(pc.typeId).toBe((await typeNamed("Poste de travail"))!.id);
    expect(pc.notes).toContain(
      "Système d'exploitation - Nom\u00a0: Microsoft Windows 11 Professionnel",
    );
    expect(pc.notes).toContain("Attribué à\u00a0: Camara Fatoumata");
    expect((await assetByTag("INV-2019-031")).typeId).toBe((await typeNamed("Portable"))!.id);
  });

  it("reads it saved in Windows-1252 the same way", async () => {
    const other = await addOwner(t0.db, "Mamadou Barry");
    as(await viewerOf(t0.db, other, other.organizationId));
    const latin = iconv.encode(glpi.toString("utf-8"), "win1252");
    const view = await preview(await uploaded(latin, "glpi.csv"));
    expect(view).toMatchObject({ encoding: "windows-1252", errorCount: 0, validCount: 5 });
    expect(view.columns[1]!.header).toBe("Entité");
    expect(Object.keys(choices(view, "location"))[0]).toBe("Siège > Accueil");
  });
});

describe("a row in error", { timeout: 60_000 }, () => {
  it("names the value and what is accepted; refuses impossible dates (issue 31, point 4)", async () => {
    const fresh = await addOwner(t0.db, "Fatou Sylla");
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    const file = [
      "Nom;Type;Date d'achat;Fin de garantie",
      "A;Portable;31/02/2026;",
      "B;;15/03/2024;",
      "C;Portable;12/05/2099;",
      "D;Portable;15/03/2024;01/01/2020",
    ].join("\r\n");
    const view = await preview(await uploaded(Buffer.from(file), "parc.csv"));
    const types =
      "Autre, Imprimante, Portable, Poste de travail, Serveur, Téléphone, Équipement réseau";
    expect(view.errors).toEqual([
      {
        line: 2,
        messages: [
          "Date d'achat\u00a0: «\u202f31/02/2026\u202f» — ce n'est pas une date valide (attendu\u00a0: jj/mm/aaaa ou aaaa-mm-jj).",
        ],
      },
      { line: 3, messages: [`Type\u00a0: indiquez un type (types du parc\u00a0: ${types}).`] },
      {
        line: 4,
        messages: [
          `Date d'achat\u00a0: «\u202f12/05/2099\u202f» — ${inventoryErrors.purchaseInFuture}`,
        ],
      },
      {
        line: 5,
        messages: [
          `Fin de garantie\u00a0: «\u202f01/01/2020\u202f» — ${inventoryErrors.warrantyBeforePurchase}`,
        ],
      },
    ]);
  });
});
