import { eq, sql, type SQL } from "drizzle-orm";
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

/** `assetTagOf` in SQL: ACT-00042, more digits past 99,999 (lpad alone would cut them). */
export const assetTagSql = (n: SQL) =>
  sql`('ACT-' || lpad(${n}::text, greatest(5, length(${n}::text)), '0'))`;

/**
 * The number of the next free tag after the counter `last` (a tag typed by hand is skipped), as
 * a subquery of the counter's own update: the agent's creation takes its tag in the statement
 * that writes the asset. Null past 1,000 taken tags in a row (the update then fails).
 * The candidates' tags are made in a subquery kept apart (`offset 0`): compared there as a plain
 * column, the tag is probed in the (workspace, tag) index; written inline, its lpad() is not
 * leakproof, so row-level security kept it out of the index and the search read every tag of the
 * workspace under the counter's lock (decision 0078).
 */
export const nextFreeTagNumber = (last: SQL) =>
  sql`select c.n from (select n, ${assetTagSql(sql`n`)} as tag
      from generate_series(${last} + 1, ${last} + 1000) n offset 0) c
    where not exists (select 1 from ${asset} a where a.tag = c.tag) limit 1`;

/** What a new asset's history shows for its tag until the statement that takes it puts it in. */
export const TAG_PLACEHOLDER = "ACT-?";

/** `nextTag`'s claim: the counter's update, then the tag skipped if one was typed by hand. */
async function claimTag(tx: TenantTx): Promise<string> {
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
