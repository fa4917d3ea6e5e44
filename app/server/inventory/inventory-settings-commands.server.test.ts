import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventorySettingsTexts } from "~/content/inventory-settings";
import { asset, assetLocation, assetType } from "~/server/db/inventory-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson, type TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import {
  addCustomField,
  createLocation,
  createType,
  deleteLocation,
  deleteType,
  removeCustomField,
  renameType,
} from "./inventory-settings-commands.server";
import { addAsset, runInventory } from "./inventory-test-kit.server";

// The settings commands: types (built-in ones kept, a type in use not deleted, the count named),
// custom fields, locations (deleting one leaves its assets without a location), each journaled.

const e = inventorySettingsTexts.errors;
let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let owner: TestPerson;

const run = <T>(fn: Parameters<typeof runInventory<T>>[3]) => runInventory(t.db, a, owner, fn);
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a refusal");
}
const typeNamed = async (name: string) =>
  (
    await inTenant(t.db, a, (tx) => tx.select().from(assetType).where(eq(assetType.name, name)))
  )[0]!;

beforeAll(async () => {
  t = await openTestDb();
  owner = await testPerson(t.db, "Aïssatou Diallo");
  a = await createFirstWorkspace(t.db, owner, "premium");
}, 120_000);
afterAll(() => t.cleanup());

describe("asset types", () => {
  it("adds, renames and refuses a duplicate name (accents and case ignored)", async () => {
    await run((ctx) => createType(ctx, "Onduleur"));
    const type = await typeNamed("Onduleur");
    await run((ctx) => renameType(ctx, type.id, "Onduleur (UPS)"));
    expect((await typeNamed("Onduleur (UPS)")).id).toBe(type.id);
    const clash = await refusal(run((ctx) => createType(ctx, "onduleur (ups)")));
    expect(clash).toMatchObject({ status: 409, message: e.typeNameTaken("onduleur (ups)") });
    const builtin = await typeNamed("Portable");
    expect(await refusal(run((ctx) => renameType(ctx, builtin.id, "Laptop")))).toMatchObject({
      status: 409,
      message: e.typeBuiltin,
    });
  });

  it("refuses to delete a type in use, naming how many assets use it", async () => {
    await run((ctx) => createType(ctx, "Tablette"));
    await addAsset(t.db, a, owner, { name: "Tablette 1", type: "Tablette" });
    await addAsset(t.db, a, owner, { name: "Tablette 2", type: "Tablette" });
    const type = await typeNamed("Tablette");
    const refused = await refusal(run((ctx) => deleteType(ctx, type.id)));
    expect(refused).toMatchObject({ status: 409, message: e.typeInUse("Tablette", 2) });
    expect(refused.message).toContain("2\u00a0équipements");
    await run((ctx) => createType(ctx, "Vide"));
    const empty = await typeNamed("Vide");
    await run((ctx) => deleteType(ctx, empty.id));
    expect(
      await inTenant(t.db, a, (tx) =>
        tx.select().from(assetType).where(eq(assetType.id, empty.id)),
      ),
    ).toEqual([]);
  });

  it("adds and removes custom fields", async () => {
    const type = await typeNamed("Portable");
    await run((ctx) => addCustomField(ctx, type.id, { label: "Taille d'écran", kind: "number" }));
    const dup = await refusal(
      run((ctx) => addCustomField(ctx, type.id, { label: "taille d'ecran", kind: "text" })),
    );
    expect(dup.status).toBe(409);
    const [field] = (await typeNamed("Portable")).fields;
    expect(field).toMatchObject({ label: "Taille d'écran", kind: "number" });
    await run((ctx) => removeCustomField(ctx, type.id, field!.id));
    expect((await typeNamed("Portable")).fields).toEqual([]);
  });
});

describe("locations", () => {
  it("deletes a location, its assets keep everything but it, and the journal says so", async () => {
    await run((ctx) => createLocation(ctx, "Agence de Kindia"));
    const [site] = await inTenant(t.db, a, (tx) =>
      tx.select().from(assetLocation).where(eq(assetLocation.name, "Agence de Kindia")),
    );
    const placed = await addAsset(t.db, a, owner, {
      name: "Imprimante Kindia",
      location: "Agence de Kindia",
    });
    expect(placed.locationId).toBe(site!.id);
    const notice = await run((ctx) => deleteLocation(ctx, site!.id));
    expect(notice).toBe(inventorySettingsTexts.notices.locationDeleted("Agence de Kindia", 1));
    const [after] = await inTenant(t.db, a, (tx) =>
      tx.select().from(asset).where(eq(asset.id, placed.id)),
    );
    expect(after).toMatchObject({
      locationId: null,
      name: "Imprimante Kindia",
      version: placed.version + 1,
    });
    const journal = await inTenant(t.db, a, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.action, "inventory.settings_changed")),
    );
    expect(journal.map((j) => j.target)).toContain("Agence de Kindia");
  });
});

describe("another workspace's ids", () => {
  it("answer 404 and change nothing", async () => {
    const intruder = await testPerson(t.db, "Mamadou Barry");
    const b = await createFirstWorkspace(t.db, intruder, "standard");
    await run((ctx) => createType(ctx, "Caméra"));
    await run((ctx) => createLocation(ctx, "Siège Kaloum"));
    const type = await typeNamed("Caméra");
    const [site] = await inTenant(t.db, a, (tx) =>
      tx.select().from(assetLocation).where(eq(assetLocation.name, "Siège Kaloum")),
    );
    const asB = <T>(fn: Parameters<typeof runInventory<T>>[3]) =>
      runInventory(t.db, b, intruder, fn);
    // One after the other: each attempt starts only when the previous refusal is awaited.
    for (const attempt of [
      () => asB((ctx) => renameType(ctx, type.id, "Volé")),
      () => asB((ctx) => deleteType(ctx, type.id)),
      () => asB((ctx) => addCustomField(ctx, type.id, { label: "Volé", kind: "text" })),
      () => asB((ctx) => deleteLocation(ctx, site!.id)),
      () => asB((ctx) => deleteType(ctx, "pas-un-uuid")),
    ]) {
      expect(await refusal(attempt())).toMatchObject({ status: 404 });
    }
    expect((await typeNamed("Caméra")).fields).toEqual([]);
    expect(
      await inTenant(t.db, a, (tx) =>
        tx.select().from(assetLocation).where(eq(assetLocation.id, site!.id)),
      ),
    ).toHaveLength(1);
  });
});
