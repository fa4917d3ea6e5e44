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
// Nothing is written; each row gets its line number and its French messages.

export interface RowCheck {
  line: number;
  /** The checked values; null when the row has errors. */
  values: AssetValues | null;
  errors: string[];
}

const LOOKUP_CHUNK = 1_000;

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

/** Tags and serials of the workspace among those of the file, with the asset that has them. */
async function takenInWorkspace(tx: TenantTx, tags: string[], serials: string[]) {
  const byTag = new Map<string, { name: string }>();
  const bySerial = new Map<string, { tag: string; name: string }>();
  const size = Math.max(tags.length, serials.length);
  for (let at = 0; at < size; at += LOOKUP_CHUNK) {
    const someTags = tags.slice(at, at + LOOKUP_CHUNK);
    const someSerials = serials.slice(at, at + LOOKUP_CHUNK);
    const rows = await tx
      .select({ tag: asset.tag, name: asset.name, serial: asset.serial })
      .from(asset)
      .where(
        or(
          someTags.length ? inArray(asset.tag, someTags) : undefined,
          someSerials.length ? inArray(asset.serial, someSerials) : undefined,
        ),
      );
    for (const row of rows) {
      byTag.set(row.tag, row);
      if (row.serial) bySerial.set(row.serial, row);
    }
  }
  return { byTag, bySerial };
}

export async function checkRows(
  tx: TenantTx,
  records: readonly CsvRecord[],
  columns: number,
  mapping: readonly ImportTarget[],
  refs: AssetRefs,
): Promise<RowCheck[]> {
  const labels = new Map<string, string>(importTargets(refs).map((t) => [t.id, t.label]));
  const contacts = new Map<string, NamedRef | null>();
  const contactOf = async (email: string) => {
    const key = email.trim().toLowerCase();
    if (!contacts.has(key)) contacts.set(key, await findContact(tx, key));
    return contacts.get(key) ?? null;
  };
  const tagLines = new Map<string, number>();
  const serialLines = new Map<string, number>();
  const checks: RowCheck[] = [];
  for (const record of records) {
    if (record.cells.length !== columns) {
      checks.push({
        line: record.line,
        values: null,
        errors: [importErrors.cellCount(record.cells.length, columns)],
      });
      continue;
    }
    const result = await checkAssetDraft(draftOf(record.cells, mapping), refs, contactOf);
    if (!result.ok) {
      const errors = Object.entries(result.errors).map(([field, message]) =>
        rowMessage(
          labels.get(field) ?? assetFieldLabels[field as AssetField] ?? field,
          message ?? "",
        ),
      );
      checks.push({ line: record.line, values: null, errors });
      continue;
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
    checks.push({ line: record.line, values: errors.length ? null : values, errors });
  }
  const { byTag, bySerial } = await takenInWorkspace(
    tx,
    [...tagLines.keys()],
    [...serialLines.keys()],
  );
  if (byTag.size === 0 && bySerial.size === 0) return checks;
  for (const check of checks) {
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
  return checks;
}
