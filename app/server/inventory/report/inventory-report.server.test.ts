import { and, asc, eq, lte, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetPath } from "~/content/inventory";
import { TYPE_FILTER_KEY } from "~/content/inventory-report";
import { assetListHref, EMPTY_ASSET_QUERY, type AssetListQuery } from "~/contracts/inventory-list";
import type { ReportSection } from "~/contracts/report";
import { openTestDb } from "~/server/db/test-db.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { reportMonth } from "~/server/platform/report-period.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { asset, assetType } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { assetCondition, countAssets } from "../assets/asset-list.server";
import { assetTally } from "../schema.server";
import { createAsset } from "../assets/asset-commands.server";
import { addAsset, runInventory, valuesOf } from "../inventory-test-kit.server";
import { inventoryFigures, inventoryReportSection } from "./inventory-report.server";

// The inventory's report section against a hand-counted fixture (both databases): today is
// 24 November 2026; five assets made in November, one in October, one in another workspace.
//   Portable de Fatou   Portable           En service     garantie 10/12/2026 (16 jours)
//   Serveur de fichiers Serveur            En stock       garantie 15/01/2027 (52 jours)
//   Imprimante du 2e    Imprimante         Retiré         garantie 01/10/2026 (expirée)
//   Routeur             Équipement réseau  En réparation  sans garantie
//   Poste d'accueil     Poste de travail   En service     garantie 10/02/2027 (78 jours)
//   Portable d'octobre  Portable           En service     garantie 2028, créé le 15/10/2026

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let owner: TestPerson;
const NOW = new Date("2026-11-24T10:00:00Z");
// The platform's own period, as the page asks for it.
const NOVEMBER = reportMonth(2026, 11);

const section = (filters: Record<string, string> = {}, org = a) =>
  inTenant(t.db, org, (tx) =>
    inventoryReportSection(tx, {
      period: NOVEMBER,
      filters,
      role: "owner",
      viewerId: owner.id,
      now: NOW,
    }),
  );

/** The three statements the section read before decision 0136 (types, tally, warranties). */
async function before(tx: TenantTx, chosen: string | undefined) {
  const types = await tx
    .select({ id: assetType.id, name: assetType.name })
    .from(assetType)
    .orderBy(asc(assetType.name));
  const typeId = types.some((type) => type.id === chosen) ? chosen! : null;
  const day = (instant: string) => sql`asset_tally_day(${instant}::timestamptz)`;
  const addedWithin = (span: { start: string; end: string }) =>
    sql<number>`(coalesce(sum(${assetTally.n}) filter (where ${assetTally.createdOn} >= ${day(span.start)}
      and ${assetTally.createdOn} < ${day(span.end)}), 0))::int`.mapWith(Number);
  const counts = await tx
    .select({
      status: assetTally.status,
      typeId: assetTally.typeId,
      n: sql<number>`sum(${assetTally.n})::int`.mapWith(Number),
      added: addedWithin(NOVEMBER),
      addedBefore: addedWithin(NOVEMBER.previous),
    })
    .from(assetTally)
    .where(typeId ? eq(assetTally.typeId, typeId) : undefined)
    .groupBy(assetTally.status, assetTally.typeId);
  const base = { ...EMPTY_ASSET_QUERY, typeId };
  const view = (warranty: AssetListQuery["warranty"]) =>
    assetCondition({ ...EMPTY_ASSET_QUERY, warranty }, NOW);
  const count = (condition: SQL | undefined) =>
    sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);
  const [dated] = await tx
    .select({
      expired: count(view("expiree")),
      within30: count(view("30")),
      within60: count(view("60")),
      within90: count(view("90")),
    })
    .from(asset)
    .where(and(assetCondition(base, NOW), lte(asset.warrantyEnd, "2027-02-22")));
  return { types, counts, dated };
}

const metric = (s: ReportSection, id: string) => s.metrics.find((m) => m.id === id)!;
const chart = (s: ReportSection, id: string) => {
  const found = s.charts.find((c) => c.id === id)!;
  return Object.fromEntries(found.categories.map((c, i) => [c, found.series[0]!.values[i]]));
};

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  const outsider = await testPerson(t.db, "Mamadou Barry");
  a = await createFirstWorkspace(t.db, owner, "premium");
  b = await createFirstWorkspace(t.db, outsider, "standard");
  const add = (draft: Parameters<typeof addAsset>[3]) => addAsset(t.db, a, owner, draft);
  await add({ name: "Portable de Fatou", status: "in_service", warrantyEnd: "2026-12-10" });
  await add({
    name: "Serveur de fichiers",
    type: "Serveur",
    status: "in_stock",
    warrantyEnd: "2027-01-15",
  });
  await add({
    name: "Imprimante du 2e",
    type: "Imprimante",
    status: "retired",
    warrantyEnd: "2026-10-01",
  });
  await add({ name: "Routeur", type: "Équipement réseau", status: "in_repair" });
  await add({
    name: "Poste d'accueil",
    type: "Poste de travail",
    status: "in_service",
    warrantyEnd: "2027-02-10",
  });
  await runInventory(
    t.db,
    a,
    owner,
    async (ctx, refs) =>
      createAsset(
        ctx,
        await valuesOf(ctx, refs, {
          type: "Portable",
          name: "Portable d'octobre",
          status: "in_service",
          warrantyEnd: "2028-01-01",
        }),
        refs,
      ),
    new Date("2026-10-15T12:00:00Z"),
  );
  await addAsset(t.db, b, outsider, {
    name: "Portable de Barry",
    status: "in_service",
    warrantyEnd: "2026-12-01",
  });
}, 120_000);
afterAll(() => t.cleanup());

describe("the inventory's report section", { timeout: 30_000 }, () => {
  it("counts the assets by status and type, today's, this workspace's only", async () => {
    const s = await section();
    expect(chart(s, "assets-by-status")).toEqual({
      "En stock": 1,
      "En service": 3,
      "En réparation": 1,
      Retiré: 1,
      Perdu: 0,
    });
    expect(chart(s, "assets-by-type")).toEqual({
      Portable: 2,
      Serveur: 1,
      Imprimante: 1,
      "Équipement réseau": 1,
      "Poste de travail": 1,
    });
    expect(s.charts[1]!.categories[0]).toBe("Portable");
    expect(metric(s, "assets-in-service")).toMatchObject({
      value: 3,
      previous: null,
      href: assetListHref({ status: ["in_service"] }),
    });
  });

  it("counts the warranties ending within 30, 60 and 90 days, as the list filters them", async () => {
    const s = await section();
    expect(chart(s, "warranties-ending")).toEqual({
      "Sous 30\u00a0jours": 1,
      "Sous 60\u00a0jours": 2,
      "Sous 90\u00a0jours": 3,
    });
    expect(metric(s, "warranties-30").value).toBe(1);
    expect(metric(s, "warranties-expired").value).toBe(1);
    for (const warranty of ["30", "60", "90", "expiree"] as const) {
      const listed = await inTenant(t.db, a, (tx) =>
        countAssets(tx, { ...EMPTY_ASSET_QUERY, warranty }, NOW),
      );
      const shown = warranty === "expiree" ? 1 : { "30": 1, "60": 2, "90": 3 }[warranty];
      expect(listed).toBe(shown);
    }
    const renewals = s.notable.find((x) => x.id === "warranties-to-renew")!;
    expect(renewals.rows.map((r) => [r.name, r.end, r.daysLeft])).toEqual([
      ["Portable de Fatou", "10/12/2026", 16],
      ["Serveur de fichiers", "15/01/2027", 52],
      ["Poste d'accueil", "10/02/2027", 78],
    ]);
    expect(renewals.hrefs?.every((href) => href?.startsWith(assetPath("")))).toBe(true);
  });

  it("counts the assets added over the period and the one before", async () => {
    expect(metric(await section(), "assets-added")).toMatchObject({ value: 5, previous: 1 });
  });

  it("applies its type filter and ignores an unknown one", async () => {
    const s = await section();
    const portable = s.filters[0]!.options.find((o) => o.label === "Portable")!.value;
    const filtered = await section({ [TYPE_FILTER_KEY]: portable });
    expect(metric(filtered, "assets-in-service").value).toBe(2);
    expect(metric(filtered, "assets-added")).toMatchObject({ value: 1, previous: 1 });
    expect(chart(filtered, "warranties-ending")["Sous 90\u00a0jours"]).toBe(1);
    expect(metric(filtered, "assets-in-service").href).toBe(
      assetListHref({ typeId: portable, status: ["in_service"] }),
    );
    const unknown = await section({ [TYPE_FILTER_KEY]: "00000000-0000-4000-8000-000000000000" });
    expect(metric(unknown, "assets-in-service").value).toBe(3);
  });

  it("reads in one statement what its three statements read (0136)", async () => {
    const types = await inTenant(t.db, a, (tx) => before(tx, undefined)).then((r) => r.types);
    const chosen = [
      undefined,
      ...types.map((type) => type.id),
      types[0]!.id.toUpperCase(),
      "00000000-0000-4000-8000-000000000000",
      "pas-un-id",
    ];
    for (const org of [a, b]) {
      for (const value of chosen) {
        await inTenant(t.db, org, async (tx) => {
          const old = await before(tx, value);
          const input = { period: NOVEMBER, filters: {}, role: "owner" as const, now: NOW };
          const now = await inventoryFigures(tx, value, { ...input, viewerId: owner.id });
          const sorted = (rows: { status: string; typeId: string | null }[]) =>
            [...rows].sort((x, y) =>
              `${x.status}${x.typeId}`.localeCompare(`${y.status}${y.typeId}`),
            );
          expect(now.types).toEqual(old.types);
          expect(sorted(now.counts)).toEqual(sorted(old.counts));
          expect(now.dated).toEqual(old.dated);
        });
      }
    }
  });

  it("shows the other workspace its own asset only", async () => {
    const s = await section({}, b);
    expect(metric(s, "assets-in-service").value).toBe(1);
    expect(s.notable[0]!.rows.map((r) => r.name)).toEqual(["Portable de Barry"]);
  });
});
