import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventoryErrors } from "~/content/inventory";
import { assetCsvHeaders } from "~/content/inventory-list";
import { workspaceErrors } from "~/content/workspaces";
import { helpdeskContact } from "~/server/db/helpdesk-schema.server";
import {
  asset,
  assetEvent,
  assetType,
  installedSoftware,
} from "~/server/db/inventory-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import * as testRequests from "~/server/platform/test-kit.server";
import { answer, rejection } from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { readWorkspaceExport } from "~/server/workspaces/workspace-test-fixtures.server";
import { dashboardFigures } from "~/server/workspaces/dashboard-figures.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { exportAssetList } from "./asset-export.server";
import { inventoryListAction, inventoryListLoader } from "./inventory-page.server";
import { loadAssetRefs } from "./asset-refs.server";
import { proposeMapping } from "../import/import-mapping.server";
import { addCustomField } from "../inventory-settings-commands.server";
import { addAsset, runInventory } from "../inventory-test-kit.server";

// The list's loader, bulk action and CSV export, the dashboard's figures and the workspace's JSON
// export on a real test database: who may do what, all-or-nothing bulk changes, another
// workspace's ids (404, nothing changed), formulas neutralised in the CSV.

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});
const PATH = "/dashboard/inventory-management";

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let reader: Owner;
let ids: Record<string, string>;
let otherId: string;
const person = (o: Owner) => ({ ...o, sessionId: "s" });

const statusOf = (organizationId: string, id: string) =>
  inTenant(t0.db, organizationId, async (tx) => {
    const [row] = await tx.select().from(asset).where(eq(asset.id, id));
    return row?.status;
  });

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  other = await addOwner(t0.db, "Mamadou Barry");
  const memberUser = await addUser(t0.db, "Kadiatou Bah");
  await addMember(t0.db, owner.organizationId, memberUser.id, "member");
  reader = { ...memberUser, organizationId: owner.organizationId };
  const add = (name: string, extra = {}) =>
    addAsset(t0.db, owner.organizationId, person(owner), { name, ...extra });
  ids = {
    laptop: (await add("Portable de Fatou", { status: "in_service", warrantyEnd: "2099-01-01" }))
      .id,
    hostile: (await add('=HYPERLINK("http://evil.example","clic")', { notes: "+33 6 12" })).id,
    printer: (await add("Imprimante", { type: "Imprimante" })).id,
  };
  otherId = (await addAsset(t0.db, other.organizationId, person(other), { name: "Secret" })).id;
}, 120_000);
afterAll(() => t0.cleanup());

describe("the page", { timeout: 30_000 }, () => {
  it("is the placeholder for anonymous visitors", async () => {
    as(null);
    expect(await inventoryListLoader(get(PATH))).toBeNull();
  });

  it("lists the workspace's assets with the count and what the role may do", async () => {
    as(await viewerOf(t0.db, owner, owner.organizationId));
    const { view } = (await inventoryListLoader(get(PATH)))!;
    expect(view!.total).toBe(3);
    expect(view!.rows.map((r) => r.name)).not.toContain("Secret");
    expect(view).toMatchObject({ canManage: true, canConfigure: true, noAssetYet: false });
    as(await viewerOf(t0.db, reader, owner.organizationId));
    const forReader = (await inventoryListLoader(get(`${PATH}?q=portable`)))!.view!;
    expect(forReader).toMatchObject({ canManage: false, canConfigure: false, total: 1 });
  });

  it("says when the workspace has no asset yet", async () => {
    as(await viewerOf(t0.db, other, other.organizationId));
    const filtered = (await inventoryListLoader(get(`${PATH}?q=rien`)))!.view!;
    expect(filtered).toMatchObject({ total: 0, noAssetYet: false });
    const fresh = await addOwner(t0.db, "Nouvel Espace");
    as(await viewerOf(t0.db, fresh, fresh.organizationId));
    expect((await inventoryListLoader(get(PATH)))!.view).toMatchObject({
      total: 0,
      noAssetYet: true,
    });
  });
});

describe("the 'Attribué à' filter", { timeout: 30_000 }, () => {
  it("offers the contacts who hold an asset and filters by one", async () => {
    const team = await addOwner(t0.db, "Espace Contacts");
    await inTenant(t0.db, team.organizationId, (tx) =>
      tx.insert(helpdeskContact).values([
        { email: "mariama@exemple.gn", name: "Mariama Sow" },
        { email: "sans-materiel@exemple.gn", name: "Sans Matériel" },
      ]),
    );
    const add = (name: string, extra = {}) =>
      addAsset(t0.db, team.organizationId, person(team), { name, ...extra });
    await add("Écran de Mariama", { assignee: "mariama@exemple.gn" });
    await add("Portable de l'équipe", { assignee: team.email });
    await add("Imprimante libre");
    as(await viewerOf(t0.db, team, team.organizationId));
    const { view } = (await inventoryListLoader(get(PATH)))!;
    expect(view!.holders.map((h) => h.label)).toEqual(["Mariama Sow"]);
    const holder = view!.holders[0]!.id;
    expect(holder).toMatch(/^contact:/);
    const held = (await inventoryListLoader(get(`${PATH}?attribue=${holder}`)))!.view!;
    expect(held.rows.map((r) => r.name)).toEqual(["Écran de Mariama"]);
    expect(held.query.assigneeId).toBe(holder);
    const byMember = (await inventoryListLoader(get(`${PATH}?attribue=${team.id}`)))!.view!;
    expect(byMember.rows.map((r) => r.name)).toEqual(["Portable de l'équipe"]);
    // Another workspace's contact, or a malformed value, filters nothing out of this one.
    const stranger = `contact:00000000-0000-4000-8000-000000000000`;
    expect((await inventoryListLoader(get(`${PATH}?attribue=${stranger}`)))!.view!.total).toBe(0);
    const malformed = (await inventoryListLoader(get(`${PATH}?attribue=contact:x`)))!.view!;
    expect(malformed).toMatchObject({ total: 3, query: { assigneeId: null } });
  });
});

describe("the bulk action", { timeout: 30_000 }, () => {
  const bulk = (fields: Record<string, string | string[]>) =>
    inventoryListAction(post(PATH, { intent: "bulk", ...fields }));

  it("changes the status of the selection, with history", async () => {
    as(await viewerOf(t0.db, owner, owner.organizationId));
    const done = answer(
      await bulk({ asset: [ids.printer!, ids.hostile!], operation: "status:in_repair" }),
    );
    expect(done).toMatchObject({ status: 200, ok: true });
    expect(done.notice).toContain("2\u00a0équipements");
    expect(await statusOf(owner.organizationId, ids.printer!)).toBe("in_repair");
    const events = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select().from(assetEvent).where(eq(assetEvent.assetId, ids.printer!)),
    );
    expect(events.map((e) => e.kind)).toEqual(["created", "changed"]);
  });

  it("answers 404 for another workspace's asset, nothing changed", async () => {
    as(await viewerOf(t0.db, owner, owner.organizationId));
    const refused = answer(await bulk({ asset: [ids.laptop!, otherId], operation: "status:lost" }));
    expect(refused).toMatchObject({ status: 404, formError: workspaceErrors.notFound });
    expect(await statusOf(owner.organizationId, ids.laptop!)).toBe("in_service");
    expect(await statusOf(other.organizationId, otherId)).toBe("in_stock");
    const malformed = answer(await bulk({ asset: "not-an-id", operation: "status:lost" }));
    expect(malformed.status).toBe(404);
  });

  it("refuses a bad request in French (400), a reader and a read-only trial (403)", async () => {
    as(await viewerOf(t0.db, owner, owner.organizationId));
    expect(answer(await bulk({ operation: "status:lost" }))).toMatchObject({
      status: 400,
      formError: inventoryErrors.bulkEmpty,
    });
    expect(answer(await bulk({ asset: ids.laptop!, operation: "status:volé" })).status).toBe(400);
    const location = answer(
      await bulk({
        asset: ids.laptop!,
        operation: "location:00000000-0000-4000-8000-000000000000",
      }),
    );
    expect(location).toMatchObject({ status: 400, formError: inventoryErrors.locationUnknown });
    as(await viewerOf(t0.db, reader, owner.organizationId));
    expect(answer(await bulk({ asset: ids.laptop!, operation: "status:lost" })).status).toBe(403);
    const trial = await addOwner(t0.db, "Essai Fini");
    const theirs = await addAsset(t0.db, trial.organizationId, person(trial), { name: "Vieux" });
    await endTrial(t0.db, trial.organizationId);
    as(await viewerOf(t0.db, trial, trial.organizationId));
    expect(answer(await bulk({ asset: theirs.id, operation: "status:lost" })).status).toBe(403);
    expect(await statusOf(owner.organizationId, ids.laptop!)).toBe("in_service");
  });
});

describe("the CSV export", { timeout: 30_000 }, () => {
  it("is the filtered list in French, with BOM and ;, formulas neutralised", async () => {
    as(await viewerOf(t0.db, owner, owner.organizationId));
    const response = await exportAssetList(get(`${PATH}/export`));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/equipements-\d{4}-\d\d-\d\d\.csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(assetCsvHeaders.map((h) => `"${h.replace(/"/g, '""')}"`).join(";"));
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
    expect(text).toContain(`"'+33 6 12"`);
    expect(text).toContain('"Portable de Fatou";"Portable"');
    expect(text).toContain('"En service"');
    expect(text).toContain('"01/01/2099"');
    expect(text).not.toContain("Secret");
    const filtered = await (await exportAssetList(get(`${PATH}/export?statut=in_service`))).text();
    expect(filtered.trim().split("\r\n")).toHaveLength(2);
  });

  it("exports every asset of the view, batch after batch, in the list's order", async () => {
    as(await viewerOf(t0.db, owner, owner.organizationId));
    const response = await exportAssetList(get(`${PATH}/export?tri=tag`), new Date(), 2);
    const tags = (await response.text())
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.slice(1, line.indexOf('"', 1)));
    const stored = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select({ tag: asset.tag }).from(asset).orderBy(asc(asset.tag), asc(asset.id)),
    );
    expect(stored.length).toBeGreaterThan(2);
    expect(tags).toEqual(stored.map((row) => row.tag));
  });

  it("adds the custom fields after the built-in columns, as the import reads them back", async () => {
    const fields = await runInventory(
      t0.db,
      owner.organizationId,
      person(owner),
      async (ctx, refs) => {
        const typeId = (name: string) => refs.types.find((type) => type.name === name)!.id;
        await addCustomField(ctx, typeId("Portable"), { label: "RAM", kind: "number" });
        await addCustomField(ctx, typeId("Portable"), { label: "Mise en service", kind: "date" });
        await addCustomField(ctx, typeId("Serveur"), { label: "RAM", kind: "text" });
        const [portable] = await ctx.tx
          .select()
          .from(assetType)
          .where(eq(assetType.id, typeId("Portable")));
        await ctx.tx
          .update(asset)
          .set({
            custom: { [portable!.fields[0]!.id]: "16.5", [portable!.fields[1]!.id]: "2026-03-01" },
          })
          .where(eq(asset.id, ids.laptop!));
        return (await loadAssetRefs(ctx.tx)).types;
      },
    );
    as(await viewerOf(t0.db, owner, owner.organizationId));
    const text = await (await exportAssetList(get(`${PATH}/export?statut=in_service`))).text();
    const [headers, laptop] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(headers).toBe(
      [...assetCsvHeaders, "RAM (Portable)", "Mise en service", "RAM (Serveur)"]
        .map((h) => `"${h.replace(/"/g, '""')}"`)
        .join(";"),
    );
    expect(laptop).toMatch(/;"16,5";"01\/03\/2026";""$/);
    // The import proposes the same fields for these headers.
    const proposed = proposeMapping(
      ["RAM (Portable)", "Mise en service", "RAM (Serveur)"],
      { types: fields, locations: [], members: [], holders: [] },
      null,
    );
    const portable = fields.find((type) => type.name === "Portable")!;
    const server = fields.find((type) => type.name === "Serveur")!;
    expect(proposed).toEqual([
      `custom.${portable.fields[0]!.id}`,
      `custom.${portable.fields[1]!.id}`,
      `custom.${server.fields[0]!.id}`,
    ]);
  });

  it("answers a reader too (asset.read), and refuses without a workspace", async () => {
    as(await viewerOf(t0.db, reader, owner.organizationId));
    expect((await exportAssetList(get(`${PATH}/export`))).status).toBe(200);
    const loner = await addUser(t0.db, "Sans Espace");
    as(await viewerOf(t0.db, loner, "none"));
    expect((await rejection(exportAssetList(get(`${PATH}/export`)))).status).toBe(404);
  });
});

describe("the dashboard and the workspace export", { timeout: 30_000 }, () => {
  it("counts assets in service, warranties ending and over-allocated licences", async () => {
    as(null);
    expect(await dashboardFigures(get("/dashboard"))).toBeNull();
    as(await viewerOf(t0.db, owner, owner.organizationId));
    const { figures } = (await dashboardFigures(get("/dashboard")))!;
    expect(figures.map((f) => [f.id, f.count])).toEqual([
      ["assets-in-service", 1],
      ["warranties", 0],
      ["licences-over", 0],
      ["projects-late", 0],
    ]);
  });

  it("holds this workspace's assets and history, never another's", async () => {
    const file = await readWorkspaceExport(t0.db, owner.organizationId);
    const inventory = file.inventory as { assets: { name: string }[]; history: unknown[] };
    expect(inventory.assets.map((x) => x.name)).toContain("Portable de Fatou");
    expect(inventory.history.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(inventory)).not.toContain("Secret");
    expect(JSON.stringify(file)).not.toMatch(/agentTokenHash|agent_token_hash/);
  });

  it("holds the software agents found, asset by asset, the same in batches of one asset", async () => {
    await runInventory(t0.db, owner.organizationId, person(owner), async (ctx) => {
      const [laptop] = await ctx.tx.select().from(asset).where(eq(asset.id, ids.laptop!));
      await ctx.tx.insert(installedSoftware).values(
        ["Mozilla Firefox", "LibreOffice"].map((name) => ({
          assetId: laptop!.id,
          name,
          publisher: "Éditeur",
          version: "1.0",
          matchName: name.toLowerCase(),
        })),
      );
    });
    const now = new Date("2026-11-27T10:00:00Z");
    const whole = await readWorkspaceExport(t0.db, owner.organizationId, now);
    const software = (whole.inventory as { software: Record<string, unknown>[] }).software;
    const [laptopTag] = await inTenant(t0.db, owner.organizationId, (tx) =>
      tx.select({ tag: asset.tag }).from(asset).where(eq(asset.id, ids.laptop!)),
    );
    expect(software).toEqual([
      { asset: laptopTag!.tag, name: "LibreOffice", publisher: "Éditeur", version: "1.0" },
      { asset: laptopTag!.tag, name: "Mozilla Firefox", publisher: "Éditeur", version: "1.0" },
    ]);
    expect((await readWorkspaceExport(t0.db, owner.organizationId, now, 1)).inventory).toEqual(
      whole.inventory,
    );
  });

  it("reads the same assets and history in batches of one asset, by tag", async () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const whole = await readWorkspaceExport(t0.db, owner.organizationId, now);
    const inventory = whole.inventory as {
      assets: { tag: string }[];
      history: { asset: string }[];
    };
    expect(inventory.assets.length).toBeGreaterThan(1);
    expect((await readWorkspaceExport(t0.db, owner.organizationId, now, 1)).inventory).toEqual(
      inventory,
    );
    const tags = inventory.assets.map((a) => a.tag);
    expect(tags).toEqual([...tags].sort());
    // The history follows the assets' order, each asset's events together.
    const order = inventory.history.map((e) => e.asset).filter((tag, i, all) => all[i - 1] !== tag);
    expect(order).toEqual(tags.filter((tag) => order.includes(tag)));
  });
});
