import { inArray, sql } from "drizzle-orm";
import { assetTagOf } from "~/content/inventory";
import type { ImportMode } from "~/content/import";
import type { ImportReport, ImportReportRow } from "~/server/platform/import/import-report.server";
import { nextTurn } from "~/server/platform/import/import-rows.server";
import { asset, inventorySettings } from "~/server/db/inventory-schema.server";
import { journal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { columnsOf } from "../assets/asset-commands.server";
import { describeAsset, diffDescriptions, type AssetChange } from "../assets/asset-history.server";
import type { AssetRefs } from "../assets/asset-refs.server";
import { assetSearchText } from "../assets/asset-search.server";
import type { RowCheck } from "./import-check.server";
import { isPlaceholder } from "./import-values.server";
import type { DryRun } from "./import-preview.server";
import type { InventoryContext } from "../inventory-context.server";
import { ensureInventory } from "../inventory-setup.server";

// The import itself, in the caller's transaction: the rows checked valid inserted a batch (100) at
// a time as the file is read again (tags for the rows without one allocated in bulk first, the
// counter updated once), each with its search vector and one 'imported' history event (same
// statement), then one journal entry; the event loop gets a turn between batches.

type BatchRow = ReturnType<typeof columnsOf> & { search: string; changes: AssetChange[] };

/**
 * One statement per batch: the rows travel as one JSON parameter (not 17 parameters a row), the
 * assets are inserted with their search vector, and their 'imported' events from what came back.
 */
async function insertBatch(ctx: InventoryContext, batch: BatchRow[], fileName: string) {
  await ctx.tx.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(
        tag text, name text, "typeId" uuid, manufacturer text, model text, serial text,
        status text, "locationId" uuid, "assigneeUserId" text, "assigneeContactId" uuid,
        "assigneeName" text, "purchaseDate" date, "purchasePrice" numeric, currency text,
        "warrantyEnd" date, notes text, custom jsonb, search text, changes jsonb)
    ), made as (
      insert into asset (tag, name, type_id, manufacturer, model, serial, status, location_id,
        assignee_user_id, assignee_contact_id, assignee_name, purchase_date, purchase_price,
        currency, warranty_end, notes, custom, source, created_at, updated_at, search)
      select tag, name, "typeId", manufacturer, model, serial, status, "locationId",
        "assigneeUserId", "assigneeContactId", "assigneeName", "purchaseDate", "purchasePrice",
        currency, "warrantyEnd", notes, custom, 'import', ${ctx.now}, ${ctx.now},
        to_tsvector('simple', search)
      from r
      returning id, tag
    )
    insert into asset_event (asset_id, kind, actor_id, actor_name, changes, note, created_at)
    select made.id, 'imported', ${ctx.actor.id}, ${ctx.actor.name}, r.changes, ${fileName}, ${ctx.now}
    from made join r on r.tag = made.tag`);
}

/** `count` free tags after the counter (tags typed by hand or in the file are skipped). */
async function allocateTags(tx: TenantTx, count: number, inFile: Set<string>): Promise<string[]> {
  await ensureInventory(tx);
  const [settings] = await tx
    .select({ lastTag: inventorySettings.lastTag })
    .from(inventorySettings)
    .for("update");
  let last = settings?.lastTag ?? 0;
  const tags: string[] = [];
  while (tags.length < count) {
    const wanted = Math.min(count - tags.length, 5_000);
    const candidates = Array.from({ length: wanted }, (_, i) => assetTagOf(last + 1 + i));
    const taken = await tx
      .select({ tag: asset.tag })
      .from(asset)
      .where(inArray(asset.tag, candidates));
    const takenTags = new Set(taken.map((row) => row.tag));
    for (const candidate of candidates) {
      last++;
      if (!takenTags.has(candidate) && !inFile.has(candidate)) tags.push(candidate);
    }
  }
  if (count > 0) await tx.update(inventorySettings).set({ lastTag: last });
  return tags;
}

/**
 * Imports the rows the dry run found valid (`run`): the file is checked again as it is read, and
 * each batch of valid rows inserted at once, so that the rows are never all held. The check is
 * the dry run's, in the same transaction under the same lock: it finds the same rows valid, or
 * the import fails (nothing written).
 */
export async function importRows(
  ctx: InventoryContext,
  run: Pick<DryRun, "validCount" | "tagsInFile" | "untagged">,
  batches: AsyncIterable<RowCheck[]>,
  refs: AssetRefs,
  mode: ImportMode,
  fileName: string,
  /** What the value mapping created (journaled with the counts). */
  created: Record<string, string> = {},
): Promise<ImportReport> {
  const fresh = await allocateTags(ctx.tx, run.untagged, run.tagsInFile);
  const rows: ImportReportRow[] = [];
  let imported = 0;
  let nextFresh = 0;
  for await (const checks of batches) {
    const batch: BatchRow[] = [];
    for (const check of checks) {
      let tag = "";
      if (check.values) {
        tag = check.values.tag ?? fresh[nextFresh++] ?? "";
        if (!tag) throw new Error("import: more rows without a tag than in the dry run");
        const { typeId, locationId, assignee } = check.values;
        if ([typeId, locationId ?? "", assignee.contactId ?? ""].some(isPlaceholder)) {
          throw new Error("import: a value to create was not created");
        }
        const columns = columnsOf(check.values, tag);
        batch.push({
          ...columns,
          search: assetSearchText(columns),
          changes: diffDescriptions({}, describeAsset(columns, refs)),
        });
      }
      rows.push({
        line: check.line,
        status: check.values ? "imported" : "skipped",
        tag,
        message: check.errors.join(" "),
      });
    }
    if (batch.length > 0) await insertBatch(ctx, batch, fileName);
    imported += batch.length;
    // The embedded database runs each statement on this thread: between batches, the other
    // requests get their turn (decision 0075). Still one transaction: all or nothing.
    await nextTurn();
  }
  if (imported !== run.validCount) {
    throw new Error(`import: ${imported} rows valid, ${run.validCount} in the dry run`);
  }
  const skipped = rows.length - imported;
  await journal(ctx.tx, ctx.actor, "asset.imported", fileName, {
    imported: String(imported),
    skipped: String(skipped),
    ...created,
  });
  return { mode, imported, skipped, rows };
}
