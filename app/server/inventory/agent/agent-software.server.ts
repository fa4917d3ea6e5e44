import { createHash } from "node:crypto";
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { AGENT_LIMITS } from "~/content/inventory-agent";
import type { AgentInventory } from "~/contracts/inventory-agent-schema";
import { installedSoftware } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { foldName } from "../assets/asset-refs.server";
import { foldPublisher } from "../assets/licence-match.server";

// The installed software of an agent's inventory, written as a difference: the asset keeps the
// hash of the list last written (`asset.software_hash`), so an inventory listing the same software
// writes none of it; otherwise only what changed is written, in at most three statements: the
// programs gone are deleted, those whose version or publisher changed are updated in place (same
// name; the folded publisher, which licences match, with it), the new ones are inserted. The
// lists travel as one JSON parameter each, whatever their length (5,000 programs at most). The
// stored list is read by the statement that finds the asset, only when its hash differs
// (agent-inventory), and the asset's own write goes with the last of them.
//
// Not one statement of three data-modifying CTEs: the licences' usage triggers (0122) run after
// each statement and read the table as it then is, so a program gone and its twin come back in
// the same statement ('OFFICE' → 'Office') would be counted once more (licence-usage test).

export interface SoftwareItem {
  name: string;
  publisher: string | null;
  version: string | null;
}

/** Control characters dropped, trimmed, cut; null when nothing is left. */
export const cleanText = (value: string | undefined, max: number = AGENT_LIMITS.text) =>
  value
    ?.replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, max) || null;

/**
 * The programs a document lists (named, one per name and version, at most the limit); null when it
 * lists none: a partial inventory keeps the asset's software as it is.
 */
export function agentSoftware(doc: AgentInventory): SoftwareItem[] | null {
  if (!doc.content.softwares) return null;
  const seen = new Set<string>();
  const items: SoftwareItem[] = [];
  for (const item of doc.content.softwares) {
    const name = cleanText(item.name);
    if (!name) continue;
    const version = cleanText(item.version);
    const key = `${name}\u0000${version ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ name, publisher: cleanText(item.publisher), version });
    if (items.length >= AGENT_LIMITS.softwares) break;
  }
  return items;
}

// Cleaned text holds no control character: these separate fields and items unambiguously.
const itemKey = (item: SoftwareItem) =>
  `${item.name}\u0000${item.publisher ?? "\u0002"}\u0000${item.version ?? "\u0002"}`;

/** The hash of a list, whatever its order. */
export function softwareHash(items: SoftwareItem[]): string {
  const hash = createHash("sha256");
  for (const key of items.map(itemKey).sort()) hash.update(key).update("\u0001");
  return hash.digest("hex");
}

export interface StoredItem extends SoftwareItem {
  id: string;
}

/** What to write to turn `stored` into `next`. */
function softwareChanges(stored: StoredItem[], next: SoftwareItem[]) {
  const unmatched = new Map<string, StoredItem>();
  for (const row of stored) {
    const key = itemKey(row);
    if (unmatched.has(key)) continue; // a duplicate: left unmatched below, so deleted
    unmatched.set(key, row);
  }
  const kept = new Set<string>();
  const fresh: SoftwareItem[] = [];
  for (const item of next) {
    const row = unmatched.get(itemKey(item));
    if (row) {
      unmatched.delete(itemKey(item));
      kept.add(row.id);
    } else fresh.push(item);
  }
  // The stored rows left, by name: a program whose version or publisher changed keeps its row.
  const byName = new Map<string, StoredItem[]>();
  for (const row of stored) {
    if (kept.has(row.id)) continue;
    const rows = byName.get(row.name);
    if (rows) rows.push(row);
    else byName.set(row.name, [row]);
  }
  const updated: StoredItem[] = [];
  const added: SoftwareItem[] = [];
  for (const item of fresh) {
    const row = byName.get(item.name)?.shift();
    if (row) updated.push({ ...item, id: row.id });
    else added.push(item);
  }
  const deleted = [...byName.values()].flat().map((row) => row.id);
  return { deleted, updated, added };
}

/** The rows to insert, as one JSON parameter: `softwareRecords` reads it in SQL. */
export const softwareJson = (items: SoftwareItem[]) =>
  JSON.stringify(
    items.map((item) => ({
      ...item,
      match: foldName(item.name),
      matchPublisher: foldPublisher(item.publisher),
    })),
  );

/** The rows of `softwareJson` in SQL, as `r` (name, publisher, version, match, "matchPublisher"). */
export const softwareRecords = (json: string) =>
  sql`jsonb_to_recordset(${json}::jsonb)
    as r(name text, publisher text, version text, match text, "matchPublisher" text)`;

/** The asset's stored software, for `syncSoftware` (when the statement that found it did not). */
export async function storedSoftware(tx: TenantTx, assetId: string): Promise<StoredItem[]> {
  return tx
    .select({
      id: installedSoftware.id,
      name: installedSoftware.name,
      publisher: installedSoftware.publisher,
      version: installedSoftware.version,
    })
    .from(installedSoftware)
    .where(eq(installedSoftware.assetId, assetId));
}

/**
 * Turns the asset's stored software (`stored`) into `items`, writing only the difference;
 * `alongside`, a write of the asset itself (its `last_inventory_at`), goes with the last statement
 * (a write of another table, which the usage triggers do not read). Nothing to write: only it.
 */
export async function syncSoftware(
  tx: TenantTx,
  assetId: string,
  items: SoftwareItem[],
  stored: StoredItem[],
  alongside?: SQLWrapper,
) {
  const { deleted, updated, added } = softwareChanges(stored, items);
  // Each statement names the asset too: its index finds its rows (by id alone, the planner may
  // read every row of the workspace and join them with the list).
  const statements: SQL[] = [];
  if (deleted.length > 0) {
    statements.push(sql`
      delete from ${installedSoftware} as s where s.asset_id = ${assetId}
        and s.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(deleted)}::jsonb))`);
  }
  if (updated.length > 0) {
    const rows = JSON.stringify(
      updated.map((item) => ({ ...item, matchPublisher: foldPublisher(item.publisher) })),
    );
    statements.push(sql`
      update ${installedSoftware} as s
      set publisher = r.publisher, version = r.version, match_publisher = r."matchPublisher"
      from jsonb_to_recordset(${rows}::jsonb)
        as r(id uuid, publisher text, version text, "matchPublisher" text)
      where s.asset_id = ${assetId} and s.id = r.id`);
  }
  if (added.length > 0) {
    statements.push(sql`
      insert into ${installedSoftware} (asset_id, name, publisher, version, match_name, match_publisher)
      select ${assetId}::uuid, r.name, r.publisher, r.version, r.match, r."matchPublisher"
      from ${softwareRecords(softwareJson(added))}`);
  }
  const last = statements.pop();
  for (const statement of statements) await tx.execute(statement);
  if (last) {
    await tx.execute(alongside ? sql`with asset_written as ${alongside} ${last}` : last);
  } else if (alongside) {
    await tx.execute(sql`with asset_written as ${alongside} select 1`);
  }
}
