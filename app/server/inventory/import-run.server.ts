import { inArray } from "drizzle-orm";
import { assetTagOf } from "~/content/inventory";
import type { ImportMode, ImportRowStatus } from "~/content/inventory-import";
import { asset, assetEvent, inventorySettings } from "~/server/db/inventory-schema.server";
import { journal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { columnsOf } from "./asset-commands.server";
import { describeAsset, diffDescriptions } from "./asset-history.server";
import type { AssetRefs } from "./asset-refs.server";
import { assetSearchVector } from "./asset-search.server";
import type { RowCheck } from "./import-check.server";
import type { InventoryContext } from "./inventory-context.server";
import { ensureInventory } from "./inventory-setup.server";

// The import itself, in the caller's transaction: the rows checked valid inserted 500 at a time
// (tags for the rows without one allocated in bulk, the counter updated once), each with its
// search vector and one 'imported' history event, then one journal entry with the counts.

export interface ImportReportRow {
  line: number;
  status: ImportRowStatus;
  tag: string;
  message: string;
}

export interface ImportReport {
  mode: ImportMode;
  imported: number;
  skipped: number;
  rows: ImportReportRow[];
}

const BATCH = 500;

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

export async function importRows(
  ctx: InventoryContext,
  checks: readonly RowCheck[],
  refs: AssetRefs,
  mode: ImportMode,
  fileName: string,
): Promise<ImportReport> {
  const valid = checks.filter((check) => check.values !== null);
  const inFile = new Set(valid.map((check) => check.values!.tag).filter((t) => t !== null));
  const fresh = await allocateTags(
    ctx.tx,
    valid.filter((check) => check.values!.tag === null).length,
    inFile,
  );
  const tagOfLine = new Map<number, string>();
  let nextFresh = 0;
  for (let at = 0; at < valid.length; at += BATCH) {
    const batch = valid.slice(at, at + BATCH).map((check) => {
      const tag = check.values!.tag ?? fresh[nextFresh++]!;
      tagOfLine.set(check.line, tag);
      return columnsOf(check.values!, tag);
    });
    const inserted = await ctx.tx
      .insert(asset)
      .values(
        batch.map((columns) => ({
          ...columns,
          search: assetSearchVector(columns),
          source: "import",
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      .returning({ id: asset.id });
    await ctx.tx.insert(assetEvent).values(
      inserted.map((row, i) => ({
        assetId: row.id,
        kind: "imported",
        actorId: ctx.actor.id,
        actorName: ctx.actor.name,
        changes: diffDescriptions({}, describeAsset(batch[i]!, refs)),
        note: fileName,
        createdAt: ctx.now,
      })),
    );
  }
  const rows: ImportReportRow[] = checks.map((check) => ({
    line: check.line,
    status: check.values ? "imported" : "skipped",
    tag: tagOfLine.get(check.line) ?? "",
    message: check.errors.join(" "),
  }));
  const skipped = checks.length - valid.length;
  await journal(ctx.tx, ctx.actor, "asset.imported", fileName, {
    imported: String(valid.length),
    skipped: String(skipped),
  });
  return { mode, imported: valid.length, skipped, rows };
}
