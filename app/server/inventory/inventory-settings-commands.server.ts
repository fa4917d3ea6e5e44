import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import {
  INVENTORY_SETTINGS_LIMITS as L,
  inventorySettingsTexts,
  type CustomFieldKind,
} from "~/content/inventory-settings";
import { asset, assetEvent, assetLocation, assetType } from "~/server/db/inventory-schema.server";
import { assetFieldLabels } from "~/content/inventory";
import { journal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { foldName } from "./assets/asset-refs.server";
import { FieldRefusal } from "~/server/platform/refusal.server";
import type { InventoryContext } from "./inventory-context.server";
import { ensureInventory } from "./inventory-setup.server";
import { UUID } from "~/lib/uuid";

// The inventory's settings commands (owners and administrators, `asset.configure`): the asset
// types an admin adds (built-in ones stay), their custom fields, and the locations. Each change is
// journaled 'inventory.settings_changed'; names are unique in the workspace, accents and case
// ignored; a refusal changes nothing.

const e = inventorySettingsTexts.errors;
const n = inventorySettingsTexts.notices;
const settingsChanged = (ctx: InventoryContext, target: string, change: string) =>
  journal(ctx.tx, ctx.actor, "inventory.settings_changed", target, { change });

async function lockType(tx: TenantTx, id: string) {
  await ensureInventory(tx);
  const [row] = UUID.test(id)
    ? await tx.select().from(assetType).where(eq(assetType.id, id)).for("update")
    : [];
  if (!row) throw new WorkspaceError(404, e.notFound);
  return row;
}

async function lockLocation(tx: TenantTx, id: string) {
  const [row] = UUID.test(id)
    ? await tx.select().from(assetLocation).where(eq(assetLocation.id, id)).for("update")
    : [];
  if (!row) throw new WorkspaceError(404, e.notFound);
  return row;
}

/** Refuses a name another row of `rows` has already (accents and case ignored). */
function assertFree(
  rows: { id: string; name: string }[],
  name: string,
  exceptId: string | null,
  taken: string,
) {
  const folded = foldName(name);
  if (rows.some((row) => row.id !== exceptId && foldName(row.name) === folded)) {
    throw new FieldRefusal(409, taken, { name: taken });
  }
}

const typeRows = (tx: TenantTx) =>
  tx.select({ id: assetType.id, name: assetType.name }).from(assetType);
const locationRows = (tx: TenantTx) =>
  tx.select({ id: assetLocation.id, name: assetLocation.name }).from(assetLocation);

export async function createType(ctx: InventoryContext, name: string): Promise<string> {
  await ensureInventory(ctx.tx);
  const rows = await typeRows(ctx.tx);
  if (rows.length >= L.types) throw new WorkspaceError(409, e.tooManyTypes);
  assertFree(rows, name, null, e.typeNameTaken(name));
  await ctx.tx.insert(assetType).values({ name });
  await settingsChanged(ctx, name, "type ajouté");
  return n.typeCreated(name);
}

export async function renameType(ctx: InventoryContext, id: string, name: string): Promise<string> {
  const row = await lockType(ctx.tx, id);
  if (row.key !== null) throw new WorkspaceError(409, e.typeBuiltin);
  assertFree(await typeRows(ctx.tx), name, row.id, e.typeNameTaken(name));
  await ctx.tx.update(assetType).set({ name }).where(eq(assetType.id, row.id));
  await settingsChanged(ctx, name, `type renommé (ancien nom : ${row.name})`);
  return n.typeRenamed(name);
}

/** Deletes a type an admin added; one that assets still use is refused, naming how many. */
export async function deleteType(ctx: InventoryContext, id: string): Promise<string> {
  const row = await lockType(ctx.tx, id);
  if (row.key !== null) throw new WorkspaceError(409, e.typeBuiltin);
  const [used] = await ctx.tx.select({ n: count() }).from(asset).where(eq(asset.typeId, row.id));
  if (used && used.n > 0) throw new WorkspaceError(409, e.typeInUse(row.name, used.n));
  await ctx.tx.delete(assetType).where(eq(assetType.id, row.id));
  await settingsChanged(ctx, row.name, "type supprimé");
  return n.typeDeleted(row.name);
}

export async function addCustomField(
  ctx: InventoryContext,
  typeId: string,
  field: { label: string; kind: CustomFieldKind },
): Promise<string> {
  const row = await lockType(ctx.tx, typeId);
  if (row.fields.length >= L.fieldsPerType) throw new WorkspaceError(409, e.tooManyFields);
  const folded = foldName(field.label);
  if (row.fields.some((f) => foldName(f.label) === folded)) {
    const taken = e.fieldLabelTaken(field.label);
    throw new FieldRefusal(409, taken, { label: taken });
  }
  const fields = [...row.fields, { id: randomUUID(), label: field.label, kind: field.kind }];
  await ctx.tx.update(assetType).set({ fields }).where(eq(assetType.id, row.id));
  await settingsChanged(ctx, `${row.name} · ${field.label}`, "champ personnalisé ajouté");
  return n.fieldAdded(field.label);
}

/** Removes a custom field (the values assets had for it stay in `custom`, no longer shown). */
export async function removeCustomField(
  ctx: InventoryContext,
  typeId: string,
  fieldId: string,
): Promise<string> {
  const row = await lockType(ctx.tx, typeId);
  const field = row.fields.find((f) => f.id === fieldId);
  if (!field) throw new WorkspaceError(404, e.notFound);
  const fields = row.fields.filter((f) => f.id !== fieldId);
  await ctx.tx.update(assetType).set({ fields }).where(eq(assetType.id, row.id));
  await settingsChanged(ctx, `${row.name} · ${field.label}`, "champ personnalisé retiré");
  return n.fieldRemoved(field.label);
}

export async function createLocation(ctx: InventoryContext, name: string): Promise<string> {
  const rows = await locationRows(ctx.tx);
  if (rows.length >= L.locations) throw new WorkspaceError(409, e.tooManyLocations);
  assertFree(rows, name, null, e.locationNameTaken(name));
  await ctx.tx.insert(assetLocation).values({ name });
  await settingsChanged(ctx, name, "emplacement ajouté");
  return n.locationCreated(name);
}

export async function renameLocation(
  ctx: InventoryContext,
  id: string,
  name: string,
): Promise<string> {
  const row = await lockLocation(ctx.tx, id);
  assertFree(await locationRows(ctx.tx), name, row.id, e.locationNameTaken(name));
  await ctx.tx.update(assetLocation).set({ name }).where(eq(assetLocation.id, row.id));
  await settingsChanged(ctx, name, `emplacement renommé (ancien nom : ${row.name})`);
  return n.locationRenamed(name);
}

/**
 * Deletes a location: its assets keep everything but their location (set null, a new version, a
 * history line each), and the notice counts them.
 */
export async function deleteLocation(ctx: InventoryContext, id: string): Promise<string> {
  const row = await lockLocation(ctx.tx, id);
  const moved = await ctx.tx
    .update(asset)
    .set({ locationId: null, version: sql`${asset.version} + 1`, updatedAt: ctx.now })
    .where(eq(asset.locationId, row.id))
    .returning({ id: asset.id });
  if (moved.length > 0) {
    const changes = [{ field: assetFieldLabels.location, from: row.name, to: null }];
    await ctx.tx.insert(assetEvent).values(
      moved.map((m) => ({
        assetId: m.id,
        kind: "changed",
        actorId: ctx.actor.id,
        actorName: ctx.actor.name,
        changes,
        note: null,
        createdAt: ctx.now,
      })),
    );
  }
  await ctx.tx.delete(assetLocation).where(eq(assetLocation.id, row.id));
  await settingsChanged(
    ctx,
    row.name,
    `emplacement supprimé (${moved.length} équipement(s) sans emplacement)`,
  );
  return n.locationDeleted(row.name, moved.length);
}
