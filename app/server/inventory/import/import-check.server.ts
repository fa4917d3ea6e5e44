import { inArray, or } from "drizzle-orm";
import { inventoryErrors, type Currency } from "~/content/inventory";
import { importErrors, NOTE_TARGET, type ImportTarget } from "~/content/inventory-import";
import {
  VALUE_FIELDS,
  type ImportDateOrder,
  type ValueField,
} from "~/content/inventory-import-values";
import { asset } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { checkAssetDraft, type AssetDraft, type AssetValues } from "../assets/asset-draft.server";
import type { AssetRefs } from "../assets/asset-refs.server";
import { importTargets, isAssetField } from "./import-mapping.server";
import { rowErrors } from "./import-messages.server";
import type { CsvRecord } from "./import-csv.server";
import type {
  InWorkspace,
  RowCheck as PlatformRowCheck,
} from "~/server/platform/import/import-definition.server";
import { cellCountCheck, checkInBatches } from "~/server/platform/import/import-rows.server";
import type { ValueResolver } from "./import-values.server";

// The dry run: every row of the file checked as the asset form checks it (checkAssetDraft), plus
// the tags and serials already used in the workspace or earlier in the file, the conflict named.
// Nothing is written; each row gets its line number and its French messages, naming the cell and
// the values accepted. The type, status, location and person cells go through the value mapping
// (import-values.server.ts), the columns sent to the notes become lines of the notes, the dates
// are read in the order chosen, a price without a currency takes the one chosen for the file. The rows come and
// go by batches (the import inserts each valid one's rows at once): memory stays flat whatever the
// file's length (the platform's batches, app/server/platform/import/, decision 0096).

/** An asset row checked: its values, or its French messages. */
export type RowCheck = PlatformRowCheck<AssetValues>;

/** How the rows are read: the headers, the value mapping, the date order, the file's currency. */
export interface RowReading {
  headers: readonly string[];
  resolver: ValueResolver;
  dateOrder: ImportDateOrder;
  currency: Currency | null;
}

const isValueField = (target: string): target is ValueField =>
  (VALUE_FIELDS as readonly string[]).includes(target);

/** The row as the form would send it, and its cells as the file has them (for the messages). */
async function draftOf(
  cells: readonly string[],
  mapping: readonly ImportTarget[],
  read: RowReading,
) {
  const draft: AssetDraft = { custom: {} };
  const raw: Record<string, string> = {};
  const notes: string[] = [];
  for (const [i, target] of mapping.entries()) {
    const cell = cells[i] ?? "";
    if (target === "") continue;
    if (target === NOTE_TARGET) {
      const header = read.headers[i] || `${i + 1}`;
      if (cell.trim()) notes.push(`${header}\u00a0: ${cell.trim()}`);
      continue;
    }
    raw[target] = cell;
    if (isValueField(target)) {
      const resolved = await read.resolver.resolve(target, cell);
      draft[target] = resolved.cell;
      if (resolved.note) notes.push(resolved.note);
    } else if (isAssetField(target)) draft[target] = cell;
    else draft.custom![target.slice("custom.".length)] = cell;
  }
  if (notes.length) draft.notes = [draft.notes?.trim() ?? "", ...notes].filter(Boolean).join("\n");
  if (!draft.currency?.trim() && read.currency) draft.currency = read.currency;
  return { draft, raw };
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
 * The rows of the file checked in order, a batch at a time by the platform (the caller keeps
 * what it needs of each batch, never the whole file): duplicates against the earlier lines of the
 * whole file, then each batch's tags and serials looked up in the workspace in one query.
 */
export function checkBatches(
  within: InWorkspace,
  records: AsyncIterable<CsvRecord>,
  mapping: readonly ImportTarget[],
  refs: AssetRefs,
  read: RowReading,
): AsyncGenerator<RowCheck[]> {
  const columns = read.headers.length;
  const labels = new Map<string, string>(importTargets(refs).map((t) => [t.id, t.label]));
  const messages = { labels, refs, dateOrder: read.dateOrder };
  const options = { order: read.dateOrder, fromFile: true } as const;
  const tagLines = new Map<string, number>();
  const serialLines = new Map<string, number>();

  async function checkRow(record: CsvRecord): Promise<RowCheck> {
    const wrongCount = cellCountCheck<AssetValues>(record, columns);
    if (wrongCount) return wrongCount;
    const { draft, raw } = await draftOf(record.cells, mapping, read);
    const { resolver } = read;
    const result = await checkAssetDraft(draft, resolver.refs, resolver.findContact, options);
    if (!result.ok) {
      return { line: record.line, values: null, errors: rowErrors(result.errors, raw, messages) };
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
  // Each batch's lookup in a short transaction of its own (decision 0096).
  const checkBatch = async (batch: RowCheck[]) => {
    if (batch.some((check) => check.values?.tag || check.values?.serial)) {
      await within((tx) => markTaken(tx, batch));
    }
  };
  return checkInBatches(records, { checkRow, checkBatch });
}
