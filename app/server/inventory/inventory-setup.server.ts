import { eq, sql } from "drizzle-orm";
import { assetTagOf, BUILTIN_ASSET_TYPES } from "~/content/inventory";
import { asset, assetType, inventorySettings } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// A workspace's inventory comes into being on first use: its settings row (the tag counter) and
// the seven built-in types. Idempotent and safe under concurrency (ON CONFLICT DO NOTHING).

export async function ensureInventory(tx: TenantTx): Promise<void> {
  const created = await tx
    .insert(inventorySettings)
    .values({})
    .onConflictDoNothing()
    .returning({ id: inventorySettings.organizationId });
  if (created.length === 0) return;
  await tx
    .insert(assetType)
    .values(BUILTIN_ASSET_TYPES.map((type) => ({ key: type.key, name: type.name })))
    .onConflictDoNothing();
}

/**
 * The next free tag (ACT-00042). The counter row is locked by the update, so two creations never
 * get the same number; tags are editable, so one taken by hand is skipped.
 */
export async function nextTag(tx: TenantTx): Promise<string> {
  await ensureInventory(tx);
  return claimTag(tx);
}

/** `nextTag` in a workspace whose inventory is known to exist (the agent's: its token is there). */
export async function claimTag(tx: TenantTx): Promise<string> {
  for (;;) {
    const [row] = await tx
      .update(inventorySettings)
      .set({ lastTag: sql`${inventorySettings.lastTag} + 1` })
      .returning({ lastTag: inventorySettings.lastTag });
    const tag = assetTagOf(row!.lastTag);
    const [taken] = await tx.select({ id: asset.id }).from(asset).where(eq(asset.tag, tag));
    if (!taken) return tag;
  }
}
