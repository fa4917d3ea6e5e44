import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_ASSET_QUERY, type AssetListQuery } from "~/contracts/inventory-list";
import { asset, assetLocation, assetSearchWord } from "~/server/db/inventory-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { updateAsset } from "./asset-commands.server";
import {
  ASSET_PAGE_SIZE,
  countAssets,
  listAssetPage,
  listAssets,
  parseAssetQuery,
  warrantyStateOf,
} from "./asset-list.server";
import { loadAssetRefs } from "./asset-refs.server";
import { assetSearchVector } from "./asset-search.server";
import { inventoryFigures } from "../inventory-figures.server";
import { addAsset, runInventory, valuesOf } from "../inventory-test-kit.server";

// The asset list's query (URL → filters), its filters, search, sorts and keyset pages on a real
// database, the dashboard's figures, and another workspace's assets (never listed nor counted).

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let owner: TestPerson;
let outsider: TestPerson;
let siteId: string;
const NOW = new Date("2026-11-24T10:00:00Z");

const query = (q: Partial<AssetListQuery> = {}): AssetListQuery => ({ ...EMPTY_ASSET_QUERY, ...q });
const list = (q: Partial<AssetListQuery> = {}, org = a) =>
  inTenant(t.db, org, (tx) => listAssets(tx, query(q), NOW));
const names = async (q: Partial<AssetListQuery> = {}) => (await list(q)).rows.map((r) => r.name);

/**
 * A page with its count as the loader reads it: `probeLimit` 0 makes every typed word common
 * (the list walks its index testing the vector, the count reads asset_search_word), the default
 * makes the fixtures' words rare (the list reads the probe's candidates).
 */
const page = (
  q: Partial<AssetListQuery>,
  options: Parameters<typeof listAssetPage>[3] = {},
  org = a,
) => inTenant(t.db, org, (tx) => listAssetPage(tx, query(q), NOW, options));

/** What a search lists and counts: the same whichever way it is read (each is checked). */
async function search(q: Partial<AssetListQuery>, org = a, options: { cap?: number } = {}) {
  const plain = await list(q, org);
  const rare = await page(q, options, org);
  const common = await page(q, { ...options, probeLimit: 0 }, org);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  expect(ids(rare.rows)).toEqual(ids(plain.rows));
  expect(ids(common.rows)).toEqual(ids(plain.rows));
  expect(common.total).toBe(rare.total);
  return { names: rare.rows.map((r) => r.name), total: rare.total, next: rare.next };
}
const found = async (q: string, org = a) => (await search({ q }, org)).names;

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  outsider = await testPerson(t.db, "Mamadou Barry");
  a = await createFirstWorkspace(t.db, owner, "premium");
  b = await createFirstWorkspace(t.db, outsider, "standard");
  siteId = await inTenant(t.db, a, async (tx) => {
    const [row] = await tx.insert(assetLocation).values({ name: "Siège Kaloum" }).returning();
    return row!.id;
  });
  const add = (draft: Parameters<typeof addAsset>[3]) => addAsset(t.db, a, owner, draft);
  await add({
    name: "Portable de Fatou",
    serial: "5CD1234XYZ",
    model: "EliteBook 840",
    manufacturer: "HP",
    status: "in_service",
    assignee: owner.email,
    location: "Siège Kaloum",
    warrantyEnd: "2026-12-10",
  });
  await add({ name: "Serveur de fichiers", type: "Serveur", warrantyEnd: "2027-02-01" });
  await add({ name: "Imprimante du 2e", type: "Imprimante", warrantyEnd: "2026-10-01" });
  await add({ name: "Routeur", type: "Équipement réseau", status: "in_repair" });
  await add({ name: "Écran Dell", warrantyEnd: "2028-01-01", status: "in_service" });
  await addAsset(t.db, b, outsider, { name: "Portable secret de Barry", serial: "SECRET-1" });
}, 120_000);
afterAll(() => t.cleanup());

describe("parseAssetQuery", () => {
  it("reads every filter and leaves out what it does not know", () => {
    const parsed = parseAssetQuery(
      new URLSearchParams(
        "statut=in_service&statut=bogus&statut=in_service&type=x&emplacement=none&attribue=abc123&garantie=30&q=%20act-0004%20&tri=name",
      ),
    );
    expect(parsed).toEqual({
      ...EMPTY_ASSET_QUERY,
      status: ["in_service"],
      locationId: "none",
      assigneeId: "abc123",
      warranty: "30",
      q: "act-0004",
      sort: "name",
    });
  });

  it("falls back to the defaults on bad values, never throws", () => {
    const parsed = parseAssetQuery(
      new URLSearchParams("tri=prix&garantie=7&attribue=%3Cscript%3E&apres=%%%&avant=bm9uZQ"),
    );
    expect(parsed).toEqual(EMPTY_ASSET_QUERY);
  });
});

describe("the list", { timeout: 30_000 }, () => {
  it("shows this workspace's assets only, with their type, location and assignee", async () => {
    const page = await list();
    expect(page.rows).toHaveLength(5);
    expect(page.rows.map((r) => r.name)).not.toContain("Portable secret de Barry");
    const fatou = page.rows.find((r) => r.name === "Portable de Fatou")!;
    expect(fatou).toMatchObject({
      typeName: "Portable",
      locationName: "Siège Kaloum",
      assigneeName: owner.name,
      status: "in_service",
      warrantyState: "soon",
    });
    expect(await names({ q: "secret" })).toEqual([]);
    expect(await names({ q: "SECRET-1" })).toEqual([]);
    expect((await list({}, b)).rows.map((r) => r.name)).toEqual(["Portable secret de Barry"]);
  });

  it("filters by status, type, location, assignee and warranty", async () => {
    expect((await names({ status: ["in_service"] })).sort()).toEqual([
      "Portable de Fatou",
      "Écran Dell",
    ]);
    expect(await names({ status: ["in_repair", "lost"] })).toEqual(["Routeur"]);
    const server = (await list()).rows.find((r) => r.name === "Serveur de fichiers")!;
    const refs = await inTenant(t.db, a, (tx) => loadAssetRefs(tx));
    const serverType = refs.types.find((x) => x.name === "Serveur")!.id;
    expect(server.typeName).toBe("Serveur");
    expect(await names({ typeId: serverType })).toEqual(["Serveur de fichiers"]);
    expect(await names({ locationId: siteId })).toEqual(["Portable de Fatou"]);
    expect(await names({ locationId: "none" })).not.toContain("Portable de Fatou");
    expect(await names({ assigneeId: owner.id })).toEqual(["Portable de Fatou"]);
    expect(await names({ assigneeId: "none" })).toHaveLength(4);
    expect(await names({ warranty: "30" })).toEqual(["Portable de Fatou"]);
    expect((await names({ warranty: "90" })).sort()).toEqual([
      "Portable de Fatou",
      "Serveur de fichiers",
    ]);
    expect(await names({ warranty: "expiree" })).toEqual(["Imprimante du 2e"]);
  });

  it("finds by tag, serial, name, model or person, accents and case ignored", async () => {
    expect(await found("ACT-00003")).toEqual(["Imprimante du 2e"]);
    expect(await found("act-00003")).toEqual(["Imprimante du 2e"]);
    expect(await found("5CD1234XYZ")).toEqual(["Portable de Fatou"]);
    expect(await found("5cd12")).toEqual(["Portable de Fatou"]);
    expect(await found("elitebook")).toEqual(["Portable de Fatou"]);
    expect(await found("HP elite")).toEqual(["Portable de Fatou"]);
    expect(await found("hp dell")).toEqual([]);
    expect(await found("ecran")).toEqual(["Écran Dell"]);
    expect(await found("aissatou")).toEqual(["Portable de Fatou"]);
    expect(await found("***")).toEqual([]);
    expect(await found("inconnu")).toEqual([]);
    expect((await found("act")).sort()).toHaveLength(5);
    expect(await search({ q: "portable", status: ["in_service"] })).toMatchObject({ total: 1 });
    expect(await search({ q: "portable", status: ["lost"] })).toMatchObject({ total: 0 });
  });

  it("never finds another workspace's assets", async () => {
    expect(await found("secret")).toEqual([]);
    expect(await found("SECRET-1")).toEqual([]);
    expect(await found("portable")).toEqual(["Portable de Fatou"]);
    expect(await found("secret", b)).toEqual(["Portable secret de Barry"]);
  });

  it("keeps the search's words in step with the assets", async () => {
    const wordsOf = (id: string) =>
      inTenant(t.db, a, async (tx) =>
        (await tx.select().from(assetSearchWord).where(eq(assetSearchWord.assetId, id)))
          .map((w) => w.word)
          .sort(),
      );
    const added = await addAsset(t.db, a, owner, { name: "Tablette Zébrée", serial: "TAB-77" });
    // The vector's lexemes (the parser's: 'ACT-00006' gives 'act' and '-00006').
    expect(await wordsOf(added.id)).toEqual(["-00006", "-77", "act", "tab", "tablette", "zebree"]);
    expect(await found("zebree")).toEqual(["Tablette Zébrée"]);
    await runInventory(t.db, a, owner, async (ctx, refs) =>
      updateAsset(
        ctx,
        added.id,
        added.version,
        await valuesOf(ctx, refs, { name: "Liseuse", type: "Portable", serial: "TAB-77" }),
        refs,
      ),
    );
    expect(await found("zebree")).toEqual([]);
    expect(await found("liseuse")).toEqual(["Liseuse"]);
    expect(await wordsOf(added.id)).not.toContain("tablette");
    // Several rows in one statement (an import's batch), then deleted.
    const typeId = (await inTenant(t.db, a, (tx) => loadAssetRefs(tx))).types[0]!.id;
    const batch = ["Lot Alpha", "Lot Bravo"].map((name, i) => ({
      tag: `LOT-${i}`,
      name,
      typeId,
      search: assetSearchVector({
        tag: `LOT-${i}`,
        name,
        serial: null,
        manufacturer: null,
        model: null,
        assigneeName: null,
      }),
    }));
    const rows = await inTenant(t.db, a, (tx) => tx.insert(asset).values(batch).returning());
    expect((await found("lot")).sort()).toEqual(["Lot Alpha", "Lot Bravo"]);
    await inTenant(t.db, a, (tx) => tx.delete(asset).where(sql`${asset.tag} like 'LOT-%'`));
    expect(await found("lot")).toEqual([]);
    for (const row of rows) expect(await wordsOf(row.id)).toEqual([]);
    // Leaves the fixtures as they were.
    await inTenant(t.db, a, (tx) => tx.delete(asset).where(eq(asset.id, added.id)));
    expect(await wordsOf(added.id)).toEqual([]);
  });

  it("sorts by tag, name and warranty end (none last)", async () => {
    expect(await names({ sort: "tag" })).toEqual([
      "Portable de Fatou",
      "Serveur de fichiers",
      "Imprimante du 2e",
      "Routeur",
      "Écran Dell",
    ]);
    const byName = await names({ sort: "name" });
    expect(byName.slice(0, 4)).toEqual([
      "Imprimante du 2e",
      "Portable de Fatou",
      "Routeur",
      "Serveur de fichiers",
    ]);
    expect(await names({ sort: "warranty" })).toEqual([
      "Imprimante du 2e",
      "Portable de Fatou",
      "Serveur de fichiers",
      "Écran Dell",
      "Routeur",
    ]);
  });

  it("counts what the filters keep, never another workspace's", async () => {
    const count = (q: Partial<AssetListQuery>, org = a) =>
      inTenant(t.db, org, (tx) => countAssets(tx, query(q), NOW));
    expect(await count({})).toBe(5);
    expect(await count({ status: ["in_service"] })).toBe(2);
    expect(await count({ q: "portable" })).toBe(1);
    expect(await count({}, b)).toBe(1);
  });

  it("plans its count with the values at every run, never from a generic plan", async () => {
    // A generic plan, kept after five runs of a prepared statement, read every asset for a
    // common word's count on PostgreSQL (decision 0144): the count is never kept prepared.
    // One transaction: one connection, whose prepared statements the view lists.
    const kept = await inTenant(t.db, a, async (tx) => {
      for (let i = 0; i < 7; i++) {
        expect(await countAssets(tx, query({ q: "portable" }), NOW)).toBe(1);
        expect(await countAssets(tx, query({ status: ["lost"] }), NOW)).toBe(0);
      }
      return tx.execute(
        sql`select count(*)::int as n from pg_prepared_statements
            where statement like ${'%select count(*)::int as n from (select 1 from "asset"%'}`,
      );
    });
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
  });

  it("gives the dashboard's figures: in service, warranties within 30 days", async () => {
    const figures = await inTenant(t.db, a, (tx) => inventoryFigures(tx, NOW));
    expect(figures.map((f) => [f.id, f.count])).toEqual([
      ["assets-in-service", 2],
      ["warranties", 1],
    ]);
    expect(figures[0]!.href).toBe("/dashboard/inventory-management?statut=in_service");
    expect(figures[1]!.href).toBe("/dashboard/inventory-management?garantie=30&tri=warranty");
    const other = await inTenant(t.db, b, (tx) => inventoryFigures(tx, NOW));
    expect(other.map((f) => f.count)).toEqual([0, 0]);
  });
});

describe("pages", { timeout: 120_000 }, () => {
  /** More than four pages, the last one short; numbers 100 to 107 for the searches. */
  const ASSETS = 107;
  const fullPages = Math.floor(ASSETS / ASSET_PAGE_SIZE);
  let org: string;
  beforeAll(async () => {
    const person = await testPerson(t.db, "Ibrahima Sow");
    org = await createFirstWorkspace(t.db, person, "premium");
    for (let i = 1; i <= ASSETS; i++) {
      await addAsset(t.db, org, person, { name: `Poste ${String(i).padStart(3, "0")}` });
    }
  });

  for (const sort of ["updated", "tag", "name", "warranty"] as const) {
    it(`walks every asset once, forwards and back (${sort})`, async () => {
      const seen: string[] = [];
      const pages: string[][] = [];
      let after: string | null = null;
      do {
        const page = await list({ sort, after }, org);
        pages.push(page.rows.map((r) => r.id));
        seen.push(...page.rows.map((r) => r.id));
        expect(page.previous !== null).toBe(after !== null);
        after = page.next;
      } while (after);
      expect(pages.map((p) => p.length)).toEqual([
        ...Array<number>(fullPages).fill(ASSET_PAGE_SIZE),
        ASSETS - fullPages * ASSET_PAGE_SIZE,
      ]);
      expect(new Set(seen).size).toBe(ASSETS);
      // Back from the last page: the second, then the first (full, without 'previous').
      const last = await list({ sort, after: (await list({ sort }, org)).next }, org);
      const third = await list({ sort, after: last.next }, org);
      const second = await list({ sort, before: third.previous }, org);
      expect(second.rows.map((r) => r.id)).toEqual(pages[1]);
      const first = await list({ sort, before: second.previous }, org);
      expect(first.rows.map((r) => r.id)).toEqual(pages[0]);
      expect(first.previous).toBeNull();
    });
  }

  it("counts the header's total once the page does not hold every match, up to the cap", async () => {
    const first = await page({}, {}, org);
    expect(first.rows).toHaveLength(ASSET_PAGE_SIZE);
    expect(first.total).toBe(ASSETS);
    expect((await page({}, { cap: 60 }, org)).total).toBe(61);
    const second = await page({ after: first.next }, {}, org);
    expect(second.total).toBe(ASSETS);
    // Searches: the probe's candidates, every word common, the same with another filter.
    expect(await search({ q: "poste" }, org)).toMatchObject({ total: ASSETS });
    expect(await search({ q: "poste" }, org, { cap: 60 })).toMatchObject({ total: 61 });
    const inStock = await search({ q: "poste", status: ["in_stock"] }, org, { cap: 60 });
    expect(inStock.total).toBe(61);
    expect(await search({ q: "poste", status: ["lost"] }, org)).toMatchObject({ total: 0 });
    expect(await search({ q: "poste 10" }, org)).toMatchObject({ total: 8, next: null });
    expect(await search({ q: "poste 0" }, org)).toMatchObject({ total: 99 });
    expect((await search({ q: "poste", after: first.next }, org)).total).toBe(107);
  });

  it("orders by name as the sort says", async () => {
    const page = await list({ sort: "name" }, org);
    expect(page.rows[0]!.name).toBe("Poste 001");
    expect(page.rows[ASSET_PAGE_SIZE - 1]!.name).toBe(
      `Poste ${String(ASSET_PAGE_SIZE).padStart(3, "0")}`,
    );
  });
});

describe("warranty states", () => {
  it("says soon within 30 days, expired before today, nothing otherwise", () => {
    expect(warrantyStateOf(null, "2026-11-24")).toBeNull();
    expect(warrantyStateOf("2026-11-24", "2026-11-24")).toBe("soon");
    expect(warrantyStateOf("2026-12-24", "2026-11-24")).toBe("soon");
    expect(warrantyStateOf("2026-12-25", "2026-11-24")).toBeNull();
    expect(warrantyStateOf("2026-11-23", "2026-11-24")).toBe("expired");
  });
});

describe("the header's count", () => {
  it("stops counting past the cap", async () => {
    const count = (cap?: number) => inTenant(t.db, a, (tx) => countAssets(tx, query(), NOW, cap));
    expect(await count()).toBe(5);
    expect(await count(10)).toBe(5);
    expect(await count(3)).toBe(4);
  });
});
