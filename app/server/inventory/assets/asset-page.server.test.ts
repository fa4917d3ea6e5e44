import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assetPath, inventoryErrors } from "~/content/inventory";
import { ASSET_SOFTWARE_MAX } from "~/content/inventory-asset";
import { workspaceErrors } from "~/content/workspaces";
import type { AssetPageView } from "~/contracts/asset-page-view";
import { openTestDb } from "~/server/db/test-db.server";
import {
  asset,
  assetEvent,
  assetLocation,
  installedSoftware,
} from "~/server/db/inventory-schema.server";
import * as testRequests from "~/server/platform/test-kit.server";
import { answer } from "~/server/platform/test-kit.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
  viewerOf as viewerIn,
} from "~/server/workspaces/workspace-test-data.server";
import { newAssetAction, newAssetLoader } from "./asset-new.server";
import { assetPageAction } from "./asset-page-action.server";
import { loadAssetPage } from "./asset-page.server";

// The asset's form and page on a real test database: creating (values kept on a refusal, the
// duplicate named), reading (history newest first, another workspace's or a malformed id → 404),
// editing with the version (409 when stale), check-out and check-in, roles and read-only trials.

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});
const NEW = "/dashboard/inventory-management/nouveau";

type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let member: Awaited<ReturnType<typeof addUser>>;
let a: string;
let site: string;
let laptop: string;

/** What a thrown route answer (the 404 page) says. */
async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (error as { init: { status: number } | null }).init?.status;
  }
  throw new Error("expected a thrown answer");
}

async function created(fields: Record<string, string>) {
  const response = (await newAssetAction(post(NEW, fields))) as Response;
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  return location.split("/").at(-1)!.split("?")[0]!;
}

async function page(id: string, query = "") {
  const result = (await loadAssetPage(get(`${assetPath(id)}${query}`), id)) as unknown as {
    data: { view: AssetPageView; notice: string | null };
  };
  return result.data;
}

const rowOf = (id: string) =>
  inTenant(t0.db, a, async (tx) => (await tx.select().from(asset).where(eq(asset.id, id)))[0]!);

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  other = await addOwner(t0.db, "Mamadou Barry");
  member = await addUser(t0.db, "Kadiatou Bah");
  a = owner.organizationId;
  await addMember(t0.db, a, member.id, "member");
  site = await inTenant(t0.db, a, async (tx) => {
    const [row] = await tx.insert(assetLocation).values({ name: "Siège Kaloum" }).returning();
    return row!.id;
  });
  as(await viewerIn(t0.db, owner, a));
  const form = await newAssetLoader(get(NEW));
  laptop = (
    form as unknown as { data: { options: { types: { id: string; label: string }[] } } }
  ).data.options.types.find((type) => type.label === "Portable")!.id;
}, 120_000);
afterAll(() => t0.cleanup());
beforeEach(async () => as(await viewerIn(t0.db, owner, a)));

describe("'Ajouter un équipement'", { timeout: 30_000 }, () => {
  it("offers the types, locations, members and the next tag", async () => {
    const view = answer(await newAssetLoader(get(NEW))) as unknown as {
      options: { nextTag: string; locations: unknown[]; members: { email: string }[] };
      values: Record<string, string>;
    };
    expect(view.options.nextTag).toBe("ACT-00001");
    expect(view.options.locations).toEqual([{ id: site, label: "Siège Kaloum" }]);
    expect(view.options.members.map((m) => m.email)).toContain(member.email);
    expect(view.values).toMatchObject({ status: "in_stock", currency: "GNF" });
  });

  it("creates the asset and goes to its page, with the history started", async () => {
    const id = await created({
      name: "Portable de Fatou",
      type: laptop,
      serial: "SN-100",
      status: "in_stock",
      location: site,
      purchasePrice: "1 250 000",
      currency: "GNF",
      purchaseDate: "2026-01-15",
      warrantyEnd: "2026-12-24",
    });
    const { view, notice } = await page(id, "?avis=created");
    expect(notice).toBe("Équipement ajouté.");
    expect(view).toMatchObject({ tag: "ACT-00001", name: "Portable de Fatou", status: "in_stock" });
    expect(view.details).toContainEqual({
      label: "Prix d'achat",
      value: "1\u202f250\u202f000\u00a0GNF",
    });
    expect(view.details).toContainEqual({ label: "Emplacement", value: "Siège Kaloum" });
    expect(view.warranty).toMatchObject({ kind: "soon" });
    expect(view.history.map((e) => e.kind)).toEqual(["created"]);
  });

  it("keeps every value and names the fields at fault", async () => {
    const fields = { name: "", type: laptop, purchasePrice: "douze", model: "Latitude 5440" };
    const refused = answer(await newAssetAction(post(NEW, fields)));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toMatchObject({
      name: inventoryErrors.nameRequired,
      purchasePrice: inventoryErrors.priceInvalid,
    });
    expect(refused.values).toMatchObject(fields);
  });

  it("refuses a purchase in the future and a warranty ending before it (issue 31)", async () => {
    const fields = {
      name: "Portable daté",
      type: laptop,
      purchaseDate: "12/05/2099",
      warrantyEnd: "01/01/2020",
    };
    const refused = answer(await newAssetAction(post(NEW, fields)));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({
      purchaseDate: inventoryErrors.purchaseInFuture,
      warrantyEnd: inventoryErrors.warrantyBeforePurchase,
    });
    expect(refused.values).toMatchObject(fields);
    const earlier = { ...fields, purchaseDate: "15/03/2024", warrantyEnd: "14/03/2024" };
    const again = answer(await newAssetAction(post(NEW, earlier)));
    expect(again.fieldErrors).toEqual({ warrantyEnd: inventoryErrors.warrantyBeforePurchase });
  });

  it("names the asset that already has the serial, values kept", async () => {
    const fields = { name: "Autre portable", type: laptop, serial: "SN-100" };
    const refused = answer(await newAssetAction(post(NEW, fields)));
    expect(refused.status).toBe(409);
    expect(refused.fieldErrors?.serial).toBe(
      inventoryErrors.duplicateSerial("SN-100", "ACT-00001", "Portable de Fatou"),
    );
    expect(refused.values).toMatchObject(fields);
  });

  it("is refused to a member (asset.read only) and in a read-only trial", async () => {
    as(await viewerIn(t0.db, member, a));
    expect(answer(await newAssetAction(post(NEW, { name: "X", type: laptop }))).status).toBe(403);
    expect(await thrownStatus(newAssetLoader(get(NEW)))).toBe(403);
    const late = await addOwner(t0.db, "Fanta Condé");
    await endTrial(t0.db, late.organizationId);
    as(await viewerIn(t0.db, late, late.organizationId));
    const refused = answer(await newAssetAction(post(NEW, { name: "X", type: laptop })));
    expect(refused).toMatchObject({ status: 403, formError: workspaceErrors.readOnly });
  });
});

describe("an asset's page", { timeout: 30_000 }, () => {
  let id: string;
  beforeAll(async () => {
    as(await viewerIn(t0.db, owner, a));
    id = await created({ name: "Serveur de fichiers", type: laptop, serial: "SRV-1" });
  });

  it("is the 404 page for another workspace's asset or a malformed id", async () => {
    as(await viewerIn(t0.db, other, other.organizationId));
    expect(await thrownStatus(loadAssetPage(get(assetPath(id)), id))).toBe(404);
    const intents: Record<string, string>[] = [
      { intent: "update", version: "1", name: "Volé", type: laptop },
      { intent: "check-out", assignee: other.email },
      { intent: "check-in" },
    ];
    for (const form of intents) {
      expect(await thrownStatus(assetPageAction(post(assetPath(id), form), id))).toBe(404);
    }
    as(await viewerIn(t0.db, owner, a));
    expect(await thrownStatus(loadAssetPage(get(assetPath("nope")), "nope"))).toBe(404);
    expect((await rowOf(id)).name).toBe("Serveur de fichiers");
  });

  it("shows members the asset without the forms", async () => {
    as(await viewerIn(t0.db, member, a));
    const { view } = await page(id, "?modifier=1");
    expect(view.name).toBe("Serveur de fichiers");
    expect(view.manage).toBeNull();
    expect(view.canOpenTicket).toBe(true);
    const refused = answer(await assetPageAction(post(assetPath(id), { intent: "check-in" }), id));
    expect(refused.status).toBe(403);
  });

  it("lists the installed software, the first 100 by name with the total", async () => {
    const before = await page(id);
    expect(before.view.software).toEqual({ rows: [], total: 0, inventoriedAt: null });
    expect(before.view.canSetUpAgent).toBe(true);
    await inTenant(t0.db, a, (tx) =>
      tx.insert(installedSoftware).values(
        Array.from({ length: 105 }, (_, i) => ({
          assetId: id,
          name: `Logiciel ${String(104 - i).padStart(3, "0")}`,
          matchName: `logiciel ${String(104 - i).padStart(3, "0")}`,
        })),
      ),
    );
    as(await viewerIn(t0.db, member, a));
    const { view } = await page(id);
    expect(view.canSetUpAgent).toBe(false);
    expect(view.software.total).toBe(105);
    expect(view.software.rows).toHaveLength(ASSET_SOFTWARE_MAX);
    expect(view.software.rows.slice(0, 2).map((r) => r.name)).toEqual([
      "Logiciel 000",
      "Logiciel 001",
    ]);
    expect(view.software.rows[0]).toMatchObject({ version: null, publisher: null, licence: null });
    await inTenant(t0.db, a, (tx) =>
      tx.delete(installedSoftware).where(eq(installedSoftware.assetId, id)),
    );
  });

  it("saves an edit and records 'field : old → new'; a stale version is a 409, values kept", async () => {
    const { view } = await page(id, "?modifier=1");
    expect(view.manage?.editValues).toMatchObject({ name: "Serveur de fichiers", serial: "SRV-1" });
    const form = { ...view.manage!.editValues!, name: "Serveur de fichiers (Kaloum)" };
    const saved = (await assetPageAction(
      post(assetPath(id), { ...form, intent: "update", version: String(view.version) }),
      id,
    )) as Response;
    expect(saved.headers.get("Location")).toBe(`${assetPath(id)}?avis=updated`);
    const after = await page(id);
    expect(after.view.history[0]!.changes).toContainEqual({
      field: "Nom",
      from: "Serveur de fichiers",
      to: "Serveur de fichiers (Kaloum)",
    });
    const stale = answer(
      await assetPageAction(
        post(assetPath(id), { ...form, name: "Trop tard", intent: "update", version: "1" }),
        id,
      ),
    );
    expect(stale).toMatchObject({ status: 409, formError: inventoryErrors.staleVersion });
    expect(stale.values?.name).toBe("Trop tard");
    expect((await rowOf(id)).name).toBe("Serveur de fichiers (Kaloum)");
  });

  it("checks out to a member with a note, then back in at a location", async () => {
    let { view } = await page(id);
    const out = (await assetPageAction(
      post(assetPath(id), {
        intent: "check-out",
        version: String(view.version),
        assignee: member.email,
        note: "Prêt pour la mission à Kindia",
      }),
      id,
    )) as Response;
    expect(out.headers.get("Location")).toBe(`${assetPath(id)}?avis=checkedOut`);
    ({ view } = await page(id));
    expect(view).toMatchObject({ status: "in_service", assignee: "Kadiatou Bah" });
    expect(view.manage).toMatchObject({ canCheckIn: true, canCheckOut: false });
    expect(view.history[0]).toMatchObject({
      kind: "checked_out",
      note: "Prêt pour la mission à Kindia",
    });
    const again = answer(
      await assetPageAction(
        post(assetPath(id), { intent: "check-out", version: String(view.version), location: site }),
        id,
      ),
    );
    expect(again).toMatchObject({ status: 409, formError: inventoryErrors.alreadyCheckedOut });
    await assetPageAction(
      post(assetPath(id), { intent: "check-in", version: String(view.version), location: site }),
      id,
    );
    ({ view } = await page(id));
    expect(view).toMatchObject({ status: "in_stock", assignee: null });
    expect(view.details).toContainEqual({ label: "Emplacement", value: "Siège Kaloum" });
    expect(view.history.map((e) => e.kind).slice(0, 2)).toEqual(["checked_in", "checked_out"]);
  });

  it("refuses an unknown person, the value kept", async () => {
    const { view } = await page(id);
    const refused = answer(
      await assetPageAction(
        post(assetPath(id), {
          intent: "check-out",
          version: String(view.version),
          assignee: "inconnu@exemple.gn",
        }),
        id,
      ),
    );
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.fieldErrors?.assignee).toBe(inventoryErrors.assigneeUnknown);
    expect(refused.values?.assignee).toBe("inconnu@exemple.gn");
  });

  it("shows the history 20 events at a time, newest first", async () => {
    for (let i = 0; i < 22; i += 1) {
      const { view } = await page(id, "?modifier=1");
      await assetPageAction(
        post(assetPath(id), {
          ...view.manage!.editValues!,
          model: `Modèle ${i}`,
          intent: "update",
          version: String(view.version),
        }),
        id,
      );
    }
    const first = await page(id);
    expect(first.view.history).toHaveLength(20);
    expect(first.view.history[0]!.changes[0]).toMatchObject({ to: "Modèle 21" });
    expect(first.view.moreHistoryHref).toBe(`${assetPath(id)}?historique=40#historique`);
    const more = await page(id, "?historique=40");
    const events = await inTenant(t0.db, a, (tx) =>
      tx.select().from(assetEvent).where(eq(assetEvent.assetId, id)),
    );
    expect(more.view.history).toHaveLength(events.length);
    expect(more.view.moreHistoryHref).toBeNull();
  });
});
