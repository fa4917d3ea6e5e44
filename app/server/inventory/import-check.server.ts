import { inArray, or } from "drizzle-orm";
import { assetFieldLabels, inventoryErrors, type AssetField } from "~/content/inventory";
import { importErrors, rowMessage, type ImportTarget } from "~/content/inventory-import";
import { asset } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { checkAssetDraft, type AssetDraft, type AssetValues } from "./asset-draft.server";
import { findContact, type AssetRefs, type NamedRef } from "./asset-refs.server";
import { importTargets, isAssetField } from "./import-mapping.server";
import type { CsvRecord } from "./import-read.server";

// The dry run: every row of the file checked as the asset form checks it (checkAssetDraft), plus
// the tags and serials already used in the workspace or earlier in the file, the conflict named.
// Nothing is written; each row gets its line number and its French messages. The rows come and
// go by batches (the import inserts each valid one's rows at once): memory stays flat whatever the
// file's length.

export interface RowCheck {
  line: number;
  /** The checked values; null when the row has errors. */
  values: AssetValues | null;
  errors: string[];
}

/**
 * Rows per batch: one workspace lookup, and for the import one insert, per batch. Small enough
 * that what a batch allocates (its rows, their JSON for the insert) dies young: with 500, the
 * server's memory grew a third more during a 10,000-row import (inventory-import-bench.mjs).
 */
const CHECK_BATCH = 100;

function draftOf(cells: readonly string[], mapping: readonly ImportTarget[]): AssetDraft {
  const draft: AssetDraft = { custom: {} };
  mapping.forEach((target, i) => {
    const cell = cells[i] ?? "";
    if (target === "") return;
    if (isAssetField(target)) draft[target] = cell;
    else draft.custom![target.slice("custom.".length)] = cell;
  });
  return draft;
}

/** Tags and serials of the workspace among those of a batch, with the asset that has them. */
async function takenInWorkspace(tx: TenantTx, tags: string[], serials: string[]) {
  const byTag = new Map<string, { name: string }>();
  const bySerial = new Map<string, { tag: string; name: string }>();
  if (tags.length === 0 && serials.length === 0) return { byTag, bySerial };
  const rows = await tx
    .select({ tag: asset.tag, name: asset.name, serial: asset.serial })
    .from(asset)
    .where(
      or(
        tags.length ? inArray(asset.tag, tags) : undefined,
        serials.length ? inArray(asset.serial, serials) : undefined,
      ),
    );
  for (const row of rows) {
    byTag.set(row.tag, row);
    if (row.serial) bySerial.set(row.serial, row);
  }
  return { byTag, bySerial };
}

/** The rows of a batch whose tag or serial the workspace already has: in error, the owner named. */
async function markTaken(tx: TenantTx, batch: RowCheck[]) {
  const tags: string[] = [];
  const serials: string[] = [];
  for (const { values } of batch) {
    if (values?.tag) tags.push(values.tag);
    if (values?.serial) serials.push(values.serial);
  }
  const { byTag, bySerial } = await takenInWorkspace(tx, tags, serials);
  if (byTag.size === 0 && bySerial.size === 0) return;
  for (const check of batch) {
    const values = check.values;
    if (!values) continue;
    const tagOwner = values.tag ? byTag.get(values.tag) : undefined;
    if (tagOwner) check.errors.push(inventoryErrors.duplicateTag(values.tag!, tagOwner.name));
    const serialOwner = values.serial ? bySerial.get(values.serial) : undefined;
    if (serialOwner) {
      check.errors.push(
        inventoryErrors.duplicateSerial(values.serial!, serialOwner.tag, serialOwner.name),
      );
    }
    if (check.errors.length) check.values = null;
  }
}

/**
 * The rows of the file checked in order, a batch at a time (the caller keeps what it needs of
 * each batch, never the whole file): duplicates against the earlier lines of the whole file,
 * then each batch's tags and serials looked up in the workspace in one query.
 */
export async function* checkBatches(
  tx: TenantTx,
  records: AsyncIterable<CsvRecord>,
  columns: number,
  mapping: readonly ImportTarget[],
  refs: AssetRefs,
): AsyncGenerator<RowCheck[]> {
  const labels = new Map<string, string>(importTargets(refs).map((t) => [t.id, t.label]));
  const contacts = new Map<string, NamedRef | null>();
  const contactOf = async (email: string) => {
    const key = email.trim().toLowerCase();
    if (!contacts.has(key)) contacts.set(key, await findContact(tx, key));
    return contacts.get(key) ?? null;
  };
  const tagLines = new Map<string, number>();
  const serialLines = new Map<string, number>();
  let batch: RowCheck[] = [];
  for await (const record of records) {
    batch.push(await checkRecord(record));
    if (batch.length === CHECK_BATCH) {
      await markTaken(tx, batch);
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await markTaken(tx, batch);
    yield batch;
  }

  async function checkRecord(record: CsvRecord): Promise<RowCheck> {
    if (record.cells.length !== columns) {
      return {
        line: record.line,
        values: null,
        errors: [importErrors.cellCount(record.cells.length, columns)],
      };
    }
    const result = await checkAssetDraft(draftOf(record.cells, mapping), refs, contactOf);
    if (!result.ok) {
      const errors = Object.entries(result.errors).map(([field, message]) =>
        rowMessage(
          labels.get(field) ?? assetFieldLabels[field as AssetField] ?? field,
          message ?? "",
        ),
      );
      return { line: record.line, values: null, errors };
    }
    const { values } = result;
    const errors: string[] = [];
    if (values.tag) {
      const earlier = tagLines.get(values.tag);
      if (earlier) errors.push(importErrors.duplicateTagInFile(values.tag, earlier));
      else tagLines.set(values.tag, record.line);
    }
    if (values.serial) {
      const earlier = serialLines.get(values.serial);
      if (earlier) errors.push(importErrors.duplicateSerialInFile(values.serial, earlier));
      else serialLines.set(values.serial, record.line);
    }
    return { line: record.line, values: errors.length ? null : values, errors };
  }
}
