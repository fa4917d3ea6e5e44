import { and, eq, ne, or, type SQL } from "drizzle-orm";
import { inventoryErrors } from "~/content/inventory";
import { workspaceErrors } from "~/content/workspaces";
import { isUniqueViolation } from "~/server/db/client.server";
import { asset, type AssetRow } from "~/server/db/inventory-schema.server";
import { journal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { AssetValues, FieldErrors } from "./asset-draft.server";
import {
  describeAsset,
  diffDescriptions,
  recordAssetEvent,
  type AssetChange,
} from "./asset-history.server";
import type { AssetRefs } from "./asset-refs.server";
import { assetSearchVector } from "./asset-search.server";
import { AssetFieldsError, type InventoryContext } from "../inventory-context.server";
import { nextTag } from "../inventory-setup.server";
import { UUID } from "~/lib/uuid";

// Creating and editing an asset: unique tag and serial (the conflict named), optimistic version,
// one history event with every field changed (old → new) and one journal entry, in the caller's
// tenant transaction.

/** The asset of this workspace with that id, locked for the change; 404 otherwise. */
export async function lockAsset(tx: TenantTx, id: string): Promise<AssetRow> {
  if (!UUID.test(id)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const [row] = await tx.select().from(asset).where(eq(asset.id, id)).for("update");
  if (!row) throw new WorkspaceError(404, workspaceErrors.notFound);
  return row;
}

/** Refuses a change made from an older version of the asset (409, nothing written). */
export function checkAssetVersion(row: AssetRow, version: number | undefined) {
  if (version !== undefined && version !== row.version) {
    throw new WorkspaceError(409, inventoryErrors.staleVersion);
  }
}

/** The tag and serial must be free in this workspace; the conflict is named (409). */
async function assertUnique(
  tx: TenantTx,
  tag: string,
  serial: string | null,
  exceptId: string | null,
) {
  const clash: SQL[] = [eq(asset.tag, tag)];
  if (serial) clash.push(eq(asset.serial, serial));
  const rows = await tx
    .select({ tag: asset.tag, name: asset.name, serial: asset.serial })
    .from(asset)
    .where(and(or(...clash), exceptId ? ne(asset.id, exceptId) : undefined))
    .limit(2);
  const errors: FieldErrors = {};
  for (const row of rows) {
    if (row.tag === tag) errors.tag = inventoryErrors.duplicateTag(tag, row.name);
    if (serial && row.serial === serial) {
      errors.serial = inventoryErrors.duplicateSerial(serial, row.tag, row.name);
    }
  }
  const first = errors.tag ?? errors.serial;
  if (first) throw new AssetFieldsError(409, first, errors);
}

/**
 * Runs a write checked by `assertUnique` in a savepoint: a request that took the tag or serial
 * between the check and the write makes the unique index refuse it, which would abort the whole
 * transaction (a 503). Rolled back to the savepoint, the check runs again and now sees that
 * request's committed asset (READ COMMITTED): the conflict is named (409), as the check names it.
 */
async function writeUnique<T>(
  tx: TenantTx,
  tag: string,
  serial: string | null,
  exceptId: string | null,
  write: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertUnique(tx, tag, serial, exceptId);
    // Taken by a row no one sees yet: an import under way (decision 0105).
    throw new AssetFieldsError(409, inventoryErrors.takenByImport, {});
  }
}

/** The asset columns of checked values (the import writes them in bulk). */
export const columnsOf = (values: AssetValues, tag: string) => ({
  tag,
  name: values.name,
  typeId: values.typeId,
  manufacturer: values.manufacturer,
  model: values.model,
  serial: values.serial,
  status: values.status,
  locationId: values.locationId,
  assigneeUserId: values.assignee.userId,
  assigneeContactId: values.assignee.contactId,
  assigneeName: values.assignee.name,
  purchaseDate: values.purchaseDate,
  purchasePrice: values.purchasePrice,
  currency: values.currency,
  warrantyEnd: values.warrantyEnd,
  notes: values.notes,
  custom: values.custom,
});

export async function createAsset(
  ctx: InventoryContext,
  values: AssetValues,
  refs: AssetRefs,
): Promise<AssetRow> {
  const tag = values.tag ?? (await nextTag(ctx.tx));
  await assertUnique(ctx.tx, tag, values.serial, null);
  const columns = columnsOf(values, tag);
  const [row] = await writeUnique(ctx.tx, tag, values.serial, null, (tx) =>
    tx
      .insert(asset)
      .values({
        ...columns,
        search: assetSearchVector(columns),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning(),
  );
  const shown = describeAsset(row!, refs);
  const changes = diffDescriptions({}, shown);
  await recordAssetEvent(ctx, row!.id, "created", changes);
  await journal(ctx.tx, ctx.actor, "asset.created", `${tag} · ${row!.name}`);
  return row!;
}

/**
 * Writes `changes` with the next version, and its history event; returns the row and the fields
 * changed as shown (old → new), or null when nothing changed.
 */
export async function saveAsset(
  ctx: InventoryContext,
  row: AssetRow,
  changes: Partial<AssetRow>,
  refs: AssetRefs,
  kind: "changed" | "checked_out" | "checked_in" | "agent" = "changed",
  note: string | null = null,
): Promise<{ row: AssetRow; changes: AssetChange[] } | null> {
  const next = { ...row, ...changes };
  const diff = diffDescriptions(describeAsset(row, refs), describeAsset(next, refs));
  if (diff.length === 0 && !note && kind === "changed") return null;
  const [saved] = await ctx.tx
    .update(asset)
    .set({
      ...changes,
      search: assetSearchVector(next),
      version: row.version + 1,
      updatedAt: ctx.now,
    })
    .where(and(eq(asset.id, row.id), eq(asset.version, row.version)))
    .returning();
  if (!saved) throw new WorkspaceError(409, inventoryErrors.staleVersion);
  await recordAssetEvent(ctx, row.id, kind, diff, note);
  return { row: saved, changes: diff };
}

export async function updateAsset(
  ctx: InventoryContext,
  id: string,
  version: number | undefined,
  values: AssetValues,
  refs: AssetRefs,
): Promise<AssetRow> {
  const row = await lockAsset(ctx.tx, id);
  checkAssetVersion(row, version);
  const tag = values.tag ?? row.tag;
  if (tag !== row.tag || (values.serial && values.serial !== row.serial)) {
    await assertUnique(ctx.tx, tag, values.serial, row.id);
  }
  const saved = await writeUnique(ctx.tx, tag, values.serial, row.id, (tx) =>
    saveAsset({ ...ctx, tx }, row, columnsOf(values, tag), refs),
  );
  if (!saved) return row;
  // The journal says what changed too, as the history does (values bounded: notes may be long).
  const shown = (value: string | null) => (value ?? "—").slice(0, 80);
  await journal(
    ctx.tx,
    ctx.actor,
    "asset.updated",
    `${saved.row.tag} · ${saved.row.name}`,
    Object.fromEntries(
      saved.changes.map((c) => [c.field, `${shown(c.from)} → ${shown(c.to)}`] as const),
    ),
  );
  return saved.row;
}
