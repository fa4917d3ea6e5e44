import { inArray } from "drizzle-orm";
import { ASSET_BULK_MAX, inventoryErrors, type AssetStatus } from "~/content/inventory";
import { workspaceErrors } from "~/content/workspaces";
import { asset } from "~/server/db/inventory-schema.server";
import { journal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { checkAssetVersion, lockAsset, saveAsset } from "./asset-commands.server";
import type { AssigneeValue } from "./asset-draft.server";
import type { AssetRefs } from "./asset-refs.server";
import type { InventoryContext } from "../inventory-context.server";

// Check-out (to a person and/or a location: 'En service') and check-in (back 'En stock'), and the
// list's bulk status or location change. Each writes the history and the journal.

export interface CheckOutTarget {
  assignee: AssigneeValue | null;
  locationId: string | null;
}

export async function checkOut(
  ctx: InventoryContext,
  id: string,
  version: number | undefined,
  target: CheckOutTarget,
  refs: AssetRefs,
  note: string | null,
) {
  const row = await lockAsset(ctx.tx, id);
  checkAssetVersion(row, version);
  if (!target.assignee && !target.locationId) {
    throw new WorkspaceError(400, inventoryErrors.checkoutTargetRequired);
  }
  if (row.status === "in_service" || row.assigneeName) {
    throw new WorkspaceError(409, inventoryErrors.alreadyCheckedOut);
  }
  if (row.status === "retired" || row.status === "lost") {
    throw new WorkspaceError(409, inventoryErrors.notAvailable);
  }
  const saved = await saveAsset(
    ctx,
    row,
    {
      status: "in_service",
      assigneeUserId: target.assignee?.userId ?? null,
      assigneeContactId: target.assignee?.contactId ?? null,
      assigneeName: target.assignee?.name ?? null,
      locationId: target.locationId ?? row.locationId,
    },
    refs,
    "checked_out",
    note,
  );
  const to = target.assignee?.name ?? refs.locations.find((l) => l.id === target.locationId)?.name;
  await journal(ctx.tx, ctx.actor, "asset.checked_out", `${row.tag} · ${row.name}`, {
    to: to ?? "",
  });
  return saved!.row;
}

export async function checkIn(
  ctx: InventoryContext,
  id: string,
  version: number | undefined,
  locationId: string | null,
  refs: AssetRefs,
  note: string | null,
) {
  const row = await lockAsset(ctx.tx, id);
  checkAssetVersion(row, version);
  if (row.status !== "in_service" && !row.assigneeName) {
    throw new WorkspaceError(409, inventoryErrors.notCheckedOut);
  }
  const saved = await saveAsset(
    ctx,
    row,
    {
      status: "in_stock",
      assigneeUserId: null,
      assigneeContactId: null,
      assigneeName: null,
      locationId: locationId ?? row.locationId,
    },
    refs,
    "checked_in",
    note,
  );
  await journal(ctx.tx, ctx.actor, "asset.checked_in", `${row.tag} · ${row.name}`);
  return saved!.row;
}

export interface BulkChange {
  status?: AssetStatus;
  /** A location id, or null to clear it; undefined: unchanged. */
  locationId?: string | null;
}

/** The same change on several assets (each with its history event); 404 if one is not here. */
export async function bulkUpdateAssets(
  ctx: InventoryContext,
  ids: readonly string[],
  change: BulkChange,
  refs: AssetRefs,
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new WorkspaceError(400, inventoryErrors.bulkEmpty);
  if (unique.length > ASSET_BULK_MAX) {
    throw new WorkspaceError(400, inventoryErrors.bulkTooMany(ASSET_BULK_MAX));
  }
  if (change.status === undefined && change.locationId === undefined) {
    throw new WorkspaceError(400, inventoryErrors.bulkNothing);
  }
  for (const id of unique) await lockAsset(ctx.tx, id);
  const rows = await ctx.tx.select().from(asset).where(inArray(asset.id, unique));
  let changed = 0;
  for (const row of rows) {
    const saved = await saveAsset(ctx, row, change, refs);
    if (saved) changed += 1;
  }
  if (changed > 0) {
    await journal(ctx.tx, ctx.actor, "asset.bulk_updated", `${changed} équipement(s)`);
  }
  if (rows.length !== unique.length) throw new WorkspaceError(404, workspaceErrors.notFound);
  return changed;
}
