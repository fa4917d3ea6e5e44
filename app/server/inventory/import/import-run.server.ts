import { eq, inArray, sql } from "drizzle-orm";
import { assetTagOf } from "~/content/inventory";
import type { ImportMode } from "~/content/import";
import { importErrors } from "~/content/inventory-import";
import { isUniqueViolation } from "~/server/db/client.server";
import { asset, inventorySettings } from "~/server/db/inventory-schema.server";
import type { InWorkspace } from "~/server/platform/import/import-definition.server";
import type { ImportReport, ImportReportRow } from "~/server/platform/import/import-report.server";
import { nextTurn } from "~/server/platform/import/import-rows.server";
import { journal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { columnsOf } from "../assets/asset-commands.server";
import { describeAsset, diffDescriptions } from "../assets/asset-history.server";
import type { AssetRefs } from "../assets/asset-refs.server";
import { assetSearchText } from "../assets/asset-search.server";
import type { InventoryContext } from "../inventory-context.server";
import { createContacts, type ChosenValues } from "./import-create.server";
import { showHidden } from "./import-hidden.server";
import { lockImports } from "./import-store.server";
import type { RowCheck } from "./import-check.server";
import type { DryRun } from "./import-preview.server";

// The import itself (decision 0105, amending 0096). Its rows are inserted into asset and
// asset_event batch by batch, each in a short transaction of its own, hidden by the policy until
// the import's status is 'imported' (import-hidden.server.ts): the other requests run between two
// batches, and the final step reveals them all by updating the upload's row. The tags of the rows
// without one are reserved first (the counter moved at once), so that a creation meanwhile takes
// the next ones; the unique indexes see the hidden rows, so a tag or serial taken by hand
// meanwhile refuses the batch (a French 409, nothing revealed, the hidden rows deleted).

/** The tags given to the rows without one, and the counter they were taken after. */
interface FreshTags {
  tags: string[];
  /** The counter as read; the final step refuses if it moved meanwhile. */
  from: number;
  /** The counter once they are given. */
  to: number;
}

/**
 * What the import found changed since its dry run (another asset took a tag or a serial of the
 * file): nothing imported, a French 409; running it again checks the file anew.
 */
class ImportConflict extends WorkspaceError {
  constructor(readonly reason: string) {
    super(409, importErrors.changedMeanwhile);
  }
}

/**
 * Reserves `count` free tags after the counter (tags typed by hand or in the file are skipped):
 * the counter is moved past them at once, in the caller's transaction, the settings row locked.
 */
export async function reserveTags(
  tx: TenantTx,
  count: number,
  inFile: Set<string>,
): Promise<FreshTags> {
  await lockImports(tx);
  const [settings] = await tx
    .select({ lastTag: inventorySettings.lastTag })
    .from(inventorySettings);
  const from = settings?.lastTag ?? 0;
  let last = from;
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
  if (last !== from) await tx.update(inventorySettings).set({ lastTag: last });
  return { tags, from, to: last };
}

/** A failed import gives its tags back, unless a creation took the next ones meanwhile. */
export async function releaseTags(tx: TenantTx, fresh: FreshTags): Promise<void> {
  if (fresh.to === fresh.from) return;
  await tx
    .update(inventorySettings)
    .set({ lastTag: fresh.from })
    .where(eq(inventorySettings.lastTag, fresh.to));
}

/** What each batch's statement writes besides the rows: who imports, which upload, when. */
export interface HiddenInsert {
  importId: string;
  fileName: string;
  actor: { id: string; name: string };
  now: Date;
  /** The ids of the values created, by placeholder (`createChosen`). */
  ids: Record<string, string>;
}

/**
 * Inserts the rows the dry run found valid (`run`), hidden: the file is checked again as it is
 * read, and each batch of valid rows written `INSERT_ROWS` at a time, each in a transaction of
 * its own (`within`), so that the rows are never all held, nor the database for long. Returns the report's
 * rows; a count of valid rows other than the dry run's (the workspace changed between the two
 * readings), or a tag or serial taken meanwhile, is a conflict.
 */
export async function insertHidden(
  within: InWorkspace,
  insert: HiddenInsert,
  run: Pick<DryRun, "validCount">,
  batches: AsyncIterable<RowCheck[]>,
  refs: AssetRefs,
  fresh: FreshTags,
): Promise<ImportReportRow[]> {
  const rows: ImportReportRow[] = [];
  let inserted = 0;
  let nextFresh = 0;
  for await (const checks of batches) {
    const batch: Record<string, unknown>[] = [];
    for (const check of checks) {
      let tag = "";
      if (check.values) {
        tag = check.values.tag ?? fresh.tags[nextFresh++] ?? "";
        if (!tag) throw new ImportConflict("import: more rows without a tag than in the dry run");
        const columns = columnsOf(check.values, tag);
        batch.push({
          ...columns,
          line: check.line,
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
    for (let i = 0; i < batch.length; i += INSERT_ROWS) {
      const part = batch.slice(i, i + INSERT_ROWS);
      inserted += await within((tx) => insertBatch(tx, insert, part));
      await nextTurn();
    }
  }
  if (inserted !== run.validCount) {
    throw new ImportConflict(`import: ${inserted} rows valid, ${run.validCount} in the dry run`);
  }
  return rows;
}

/**
 * Rows inserted per transaction. On the embedded database a statement runs on the event loop's
 * thread and a transaction holds the one connection: 100 rows (with their 14 indexes, search
 * words and history) took 100–150 ms on the loaded bench machine, which every other request
 * waited for; 25 keep each wait near a portal post's own time (decision 0105).
 */
const INSERT_ROWS = 25;

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * One batch's assets and their 'imported' events, hidden (`import_id`), in one statement: the
 * placeholders of the values created replaced by their ids. No RETURNING (the policy refuses to
 * return a row it hides): the ids are made first. An asset given one of the batch's tags or
 * serials by hand, before or after its check, makes the unique index refuse it: a conflict.
 */
async function insertBatch(
  tx: TenantTx,
  insert: HiddenInsert,
  batch: Record<string, unknown>[],
): Promise<number> {
  if (batch.length === 0) return 0;
  const ids = JSON.stringify(insert.ids);
  const { actor, now } = insert;
  const result = await tx
    .execute(
      sql`
    with r as materialized (
      select gen_random_uuid() as id, x.* from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(line int, tag text, name text, "typeId" text, manufacturer text, model text,
        serial text, status text, "locationId" text, "assigneeUserId" text,
        "assigneeContactId" text, "assigneeName" text, "purchaseDate" date,
        "purchasePrice" numeric, currency text, "warrantyEnd" date, notes text, custom jsonb,
        search text, changes jsonb)
    ), made as (
      insert into asset (id, tag, name, type_id, manufacturer, model, serial, status, location_id,
        assignee_user_id, assignee_contact_id, assignee_name, purchase_date, purchase_price,
        currency, warranty_end, notes, custom, source, created_at, updated_at, search, import_id)
      select id, tag, name, coalesce(${ids}::jsonb->>"typeId", "typeId")::uuid, manufacturer,
        model, serial, status, coalesce(${ids}::jsonb->>"locationId", "locationId")::uuid,
        "assigneeUserId", coalesce(${ids}::jsonb->>"assigneeContactId", "assigneeContactId")::uuid,
        "assigneeName", "purchaseDate", "purchasePrice", currency, "warrantyEnd", notes, custom,
        'import', ${now}, ${now}, to_tsvector('simple', search), ${insert.importId}::uuid
      from r order by line
    ), events as (
      insert into asset_event (asset_id, kind, actor_id, actor_name, changes, note, created_at)
      select id, 'imported', ${actor.id}, ${actor.name}, changes, ${insert.fileName}, ${now}
      from r order by line
    )
    select count(*)::int as n from r`,
    )
    .catch((error) => {
      if (isUniqueViolation(error)) {
        throw new ImportConflict("import: a tag or serial taken meanwhile");
      }
      throw error;
    });
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * The final step, in the caller's transaction, the upload's row locked: the contacts to create
 * inserted, the rows revealed by the upload's status (the caller writes it) and the import
 * journaled. Nothing here is as long as the rows: the reveal is one row.
 */
export async function revealImport(
  ctx: InventoryContext,
  expected: { mode: ImportMode; rows: ImportReportRow[]; imported: number },
  fileName: string,
  chosen: ChosenValues,
): Promise<ImportReport> {
  await showHidden(ctx.tx);
  await createContacts(ctx, chosen.contacts);
  const { imported, rows } = expected;
  const skipped = rows.length - imported;
  const counts = Object.entries(chosen.created).filter(([, n]) => n > 0);
  await journal(ctx.tx, ctx.actor, "asset.imported", fileName, {
    imported: String(imported),
    skipped: String(skipped),
    ...Object.fromEntries(counts.map(([k, n]) => [k, String(n)])),
  });
  return { mode: expected.mode, imported, skipped, rows };
}
