import { inArray, sql } from "drizzle-orm";
import { assetTagOf } from "~/content/inventory";
import type { ImportMode } from "~/content/import";
import { importErrors } from "~/content/inventory-import";
import { isUniqueViolation } from "~/server/db/client.server";
import { asset, inventorySettings } from "~/server/db/inventory-schema.server";
import type { InWorkspace } from "~/server/platform/import/import-definition.server";
import type { ImportReport, ImportReportRow } from "~/server/platform/import/import-report.server";
import { nextTurn, writeInBatches } from "~/server/platform/import/import-rows.server";
import { stagedRows, stageRows } from "~/server/workspaces/import-staging.server";
import { journal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { columnsOf } from "../assets/asset-commands.server";
import { describeAsset, diffDescriptions } from "../assets/asset-history.server";
import type { AssetRefs } from "../assets/asset-refs.server";
import { assetSearchText } from "../assets/asset-search.server";
import type { InventoryContext } from "../inventory-context.server";
import { ensureInventory } from "../inventory-setup.server";
import type { RowCheck } from "./import-check.server";
import type { DryRun } from "./import-preview.server";

// The import itself, in two steps (decision 0096). Staging: the file is read and checked again,
// each batch (100) of valid rows written to import_staging in a short transaction of its own
// (with its tag, its search text and its 'imported' history), the other requests running between
// two batches; the values to create are still placeholders. Then one short final transaction,
// under the workspace's import lock: the counter and the staged tags and serials re-checked, the
// values created, every staged row moved into asset and asset_event by one statement, the counter
// and the journal written, the staged rows deleted. All or nothing: until that commit, nothing of
// the import is visible.

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
 * `count` free tags after the counter (tags typed by hand or in the file are skipped); the
 * counter is not moved here but by the final step, which checks it has not moved meanwhile.
 */
export async function freeTags(
  tx: TenantTx,
  count: number,
  inFile: Set<string>,
): Promise<FreshTags> {
  await ensureInventory(tx);
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
  return { tags, from, to: last };
}

/**
 * Stages the rows the dry run found valid (`run`): the file is checked again as it is read, and
 * each batch of valid rows written at once in its own transaction, so that the rows are never
 * all held, nor the database for the file's length. Returns the report's rows; a count of valid
 * rows other than the dry run's (the workspace changed between the two readings) is a conflict.
 */
export async function stageImport(
  within: InWorkspace,
  importId: string,
  run: Pick<DryRun, "validCount">,
  batches: AsyncIterable<RowCheck[]>,
  refs: AssetRefs,
  fresh: FreshTags,
  now: Date,
): Promise<ImportReportRow[]> {
  const rows: ImportReportRow[] = [];
  let staged = 0;
  let nextFresh = 0;
  await writeInBatches(batches, within, async (tx, checks) => {
    const batch: { line: number; row: Record<string, unknown> }[] = [];
    for (const check of checks) {
      let tag = "";
      if (check.values) {
        tag = check.values.tag ?? fresh.tags[nextFresh++] ?? "";
        if (!tag) throw new ImportConflict("import: more rows without a tag than in the dry run");
        const columns = columnsOf(check.values, tag);
        const row = {
          ...columns,
          search: assetSearchText(columns),
          changes: diffDescriptions({}, describeAsset(columns, refs)),
        };
        batch.push({ line: check.line, row });
      }
      rows.push({
        line: check.line,
        status: check.values ? "imported" : "skipped",
        tag,
        message: check.errors.join(" "),
      });
    }
    await stageRows(tx, importId, batch, now);
    staged += batch.length;
  });
  if (staged !== run.validCount) {
    throw new ImportConflict(`import: ${staged} rows valid, ${run.validCount} in the dry run`);
  }
  return rows;
}

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Whether a staged row's tag or serial is an asset's now (made while the import was staged). */
async function takenMeanwhile(tx: TenantTx, importId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (select 1 from ${stagedRows(importId)} s join asset a on a.tag = s.row->>'tag')
      or exists (
        select 1 from ${stagedRows(importId)} s join asset a on a.serial = s.row->>'serial'
      ) as taken`);
  return rowsOf<{ taken: boolean }>(result)[0]?.taken === true;
}

/**
 * Staged rows moved per statement. The embedded database runs a statement on the event loop's
 * thread: 20,000 rows at once would hold it for seconds (no request read, /healthz unanswered);
 * between two of these the other requests are read, and those that need no query answered.
 */
const MOVE_ROWS = 500;

/**
 * The staged rows become assets, `MOVE_ROWS` at a time in line order (their placeholders
 * replaced by the ids of the values just created, `created`), with their search vector and their
 * 'imported' events: set-based, in the caller's transaction. Returns how many assets it made.
 */
async function moveStaged(
  ctx: InventoryContext,
  importId: string,
  fileName: string,
  created: Record<string, string>,
): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const page = { after, limit: MOVE_ROWS };
    const { n, last } = await moveStagedPage(ctx, importId, page, fileName, created);
    if (n === 0) return moved;
    moved += n;
    after = last;
    await nextTurn();
  }
}

async function moveStagedPage(
  ctx: InventoryContext,
  importId: string,
  page: { after: number; limit: number },
  fileName: string,
  created: Record<string, string>,
): Promise<{ n: number; last: number }> {
  const ids = JSON.stringify(created);
  const result = await ctx.tx.execute(sql`
    with r as (
      select s.line, x.* from ${stagedRows(importId, page)} s, jsonb_to_record(s.row) as x(
        tag text, name text, "typeId" text, manufacturer text, model text, serial text,
        status text, "locationId" text, "assigneeUserId" text, "assigneeContactId" text,
        "assigneeName" text, "purchaseDate" date, "purchasePrice" numeric, currency text,
        "warrantyEnd" date, notes text, custom jsonb, search text, changes jsonb)
    ), made as (
      insert into asset (tag, name, type_id, manufacturer, model, serial, status, location_id,
        assignee_user_id, assignee_contact_id, assignee_name, purchase_date, purchase_price,
        currency, warranty_end, notes, custom, source, created_at, updated_at, search)
      select tag, name, coalesce(${ids}::jsonb->>"typeId", "typeId")::uuid, manufacturer, model,
        serial, status, coalesce(${ids}::jsonb->>"locationId", "locationId")::uuid,
        "assigneeUserId", coalesce(${ids}::jsonb->>"assigneeContactId", "assigneeContactId")::uuid,
        "assigneeName", "purchaseDate", "purchasePrice", currency, "warrantyEnd", notes, custom,
        'import', ${ctx.now}, ${ctx.now}, to_tsvector('simple', search)
      from r order by line
      returning id, tag
    ), events as (
      insert into asset_event (asset_id, kind, actor_id, actor_name, changes, note, created_at)
      select made.id, 'imported', ${ctx.actor.id}, ${ctx.actor.name}, r.changes, ${fileName},
        ${ctx.now}
      from made join r on r.tag = made.tag
      returning 1
    )
    select (select count(*)::int from events) as n, (select max(line) from r) as last`);
  const [row] = rowsOf<{ n: number; last: number | null }>(result);
  return { n: row?.n ?? 0, last: row?.last ?? page.after };
}

/**
 * The final step, in the caller's transaction, after `lockImports`: re-checks what the staging
 * could not hold (the counter, the staged tags and serials still free), then moves the staged
 * rows, moves the counter and journals the import. `create` makes the values chosen to create
 * and returns their ids by placeholder. Throws ImportConflict when the workspace changed.
 */
export async function finishImport(
  ctx: InventoryContext,
  importId: string,
  expected: { validCount: number; fresh: FreshTags; mode: ImportMode; rows: ImportReportRow[] },
  fileName: string,
  create: () => Promise<{ ids: Record<string, string>; details: Record<string, string> }>,
): Promise<ImportReport> {
  const { fresh } = expected;
  const [settings] = await ctx.tx
    .select({ lastTag: inventorySettings.lastTag })
    .from(inventorySettings);
  if ((settings?.lastTag ?? 0) !== fresh.from || (await takenMeanwhile(ctx.tx, importId))) {
    throw new ImportConflict("import: the workspace's tags or serials changed meanwhile");
  }
  const created = await create();
  const imported = await moveStaged(ctx, importId, fileName, created.ids).catch((error) => {
    // An asset given one of the file's tags or serials by hand after the check above.
    if (isUniqueViolation(error))
      throw new ImportConflict("import: a tag or serial taken meanwhile");
    throw error;
  });
  if (imported !== expected.validCount) {
    throw new ImportConflict(`import: ${imported} rows moved, ${expected.validCount} valid`);
  }
  if (fresh.tags.length > 0) await ctx.tx.update(inventorySettings).set({ lastTag: fresh.to });
  const skipped = expected.rows.length - imported;
  await journal(ctx.tx, ctx.actor, "asset.imported", fileName, {
    imported: String(imported),
    skipped: String(skipped),
    ...created.details,
  });
  return { mode: expected.mode, imported, skipped, rows: expected.rows };
}
