import { asc, ilike, inArray, or } from "drizzle-orm";
import { assetPath, ASSET_STATUSES, type AssetStatus } from "~/content/inventory";
import { asset } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { LinkedAsset } from "./ticket-asset.server";

// The assets other modules list or search by hand (the projects' 'Équipements concernés'): by id,
// or by a part of their tag or name, in the caller's tenant transaction (row-level security keeps
// them to its workspace).

const columns = { id: asset.id, tag: asset.tag, name: asset.name, status: asset.status };

const linked = (row: { id: string; tag: string; name: string; status: string }): LinkedAsset => ({
  ...row,
  status: (ASSET_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as AssetStatus)
    : "in_stock",
  href: assetPath(row.id),
});

/** The assets with these ids (the workspace's only), by tag. */
export async function assetsByIds(tx: TenantTx, ids: readonly string[]): Promise<LinkedAsset[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(columns)
    .from(asset)
    .where(inArray(asset.id, [...ids]))
    .orderBy(asc(asset.tag));
  return rows.map(linked);
}

/** Up to `limit` assets whose tag or name contains `typed` (any case), by tag. */
export async function searchAssets(
  tx: TenantTx,
  typed: string,
  limit = 10,
): Promise<LinkedAsset[]> {
  const text = typed.trim().slice(0, 100);
  if (!text) return [];
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await tx
    .select(columns)
    .from(asset)
    .where(or(ilike(asset.tag, like), ilike(asset.name, like)))
    .orderBy(asc(asset.tag))
    .limit(limit);
  return rows.map(linked);
}
