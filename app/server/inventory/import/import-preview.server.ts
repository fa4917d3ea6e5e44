import { IMPORT_LIMITS, type ImportTarget } from "~/content/inventory-import";
import type { ImportDateOrder } from "~/content/inventory-import-values";
import type { ImportPreviewView } from "~/contracts/inventory-import";
import type { InWorkspace } from "~/server/platform/import/import-definition.server";
import { findContact, type AssetRefs, type NamedRef } from "../assets/asset-refs.server";
import { checkBatches, type RowCheck } from "./import-check.server";
import { detectDateOrder } from "./import-dates.server";
import { importTargets, mappingProblem, proposeMapping } from "./import-mapping.server";
import { openCsv, type CsvStream } from "./import-csv.server";
import { counted, tally, type FileRead } from "~/server/platform/import/import-rows.server";
import { rememberedMapping, type StoredImport } from "./import-store.server";
import { valueGroups, readingView } from "./import-values-view.server";
import {
  choicesOf,
  choicesRecord,
  mergeChoices,
  ValueResolver,
  type ImportChoices,
  type UnknownValue,
} from "./import-values.server";
import { assetFieldLabels } from "~/content/inventory";

// The dry run of a stored upload (the platform's tally, decision 0096): read again, mapped (the mapping given, else the one saved on the
// upload, else the one proposed from the headers and the workspace's memory), its unknown values
// mapped and its dates read in the order chosen or detected (import-values.server.ts), every row
// checked.
// The rows are read and checked by batches: the dry run keeps counts, the first rows (the
// columns' examples), the first errors (the preview shows no more) and what the import needs to
// allocate tags; the report and the import read the file again.

export interface DryRun {
  read: Omit<CsvStream, "records"> & FileRead;
  mapping: ImportTarget[];
  /** The choices sent and kept (what the upload keeps; the proposals are not kept). */
  choices: ImportChoices;
  dateOrder: ImportDateOrder;
  /** Whether the date order was read from the file's dates (not chosen, not the default). */
  dateOrderDetected: boolean;
  /** Every unknown value met, in the order met, with its choice. */
  unknown: UnknownValue[];
  problem: string | null;
  validCount: number;
  errorCount: number;
  /** The first rows in error, in line order (IMPORT_LIMITS.shownErrors). */
  errors: { line: number; messages: string[] }[];
  /** The tags the valid rows give (the import's own allocation skips them). */
  tagsInFile: Set<string>;
  /** The valid rows without a tag: the import allocates one each. */
  untagged: number;
}

const EXAMPLE_ROWS = 20;

function savedMapping(stored: StoredImport, columns: number): ImportTarget[] | null {
  if (!stored.mapping) return null;
  return Array.from({ length: columns }, (_, i) => (stored.mapping?.[i] ?? "") as ImportTarget);
}

/** The mapping as the upload keeps it: column index → target, and the values' choices. */
export const mappingRecord = (mapping: readonly ImportTarget[], choices: ImportChoices) => ({
  ...choicesRecord(choices),
  ...Object.fromEntries(mapping.map((target, i) => [String(i), target])),
});

/** The choices the user made: on the upload, and in the form just sent (they win). */
export const choicesOfUpload = (stored: StoredImport, sent?: ImportChoices) => {
  const kept = choicesOf(Object.entries(stored.mapping ?? {}));
  return sent ? mergeChoices(kept, sent) : kept;
};

/** The choices as applied, proposals included: the import's second reading applies the same. */
export const appliedChoices = (run: DryRun): ImportChoices => ({
  ...run.choices,
  dateOrder: run.dateOrder,
  values: {
    ...run.choices.values,
    ...Object.fromEntries(
      run.unknown.map((u) => [`valeur:${u.field}:${u.folded}`, u.choice] as const),
    ),
  },
});

/**
 * The stored upload opened, its mapping (the one given, saved, or proposed), the date order
 * (chosen, else read from the dates, else day first) and the value resolver.
 */
async function mappedUpload(
  within: InWorkspace,
  stored: StoredImport,
  refs: AssetRefs,
  given: readonly ImportTarget[] | undefined,
  choices: ImportChoices,
) {
  const csv = await openCsv(stored.content);
  const mapping =
    given ??
    savedMapping(stored, csv.headers.length) ??
    proposeMapping(csv.headers, refs, await within(rememberedMapping));
  const detected = choices.dateOrder ? null : await detectDateOrder(stored.content, mapping, refs);
  const dateOrder = choices.dateOrder ?? detected ?? "dmy";
  const contacts = new Map<string, NamedRef | null>();
  const contactOf = async (email: string) => {
    const key = email.trim().toLowerCase();
    if (!contacts.has(key)) contacts.set(key, await within((tx) => findContact(tx, key)));
    return contacts.get(key) ?? null;
  };
  const resolver = new ValueResolver(refs, choices, contactOf, assetFieldLabels);
  const read = { headers: csv.headers, resolver, dateOrder, currency: choices.currency };
  return {
    csv,
    mapping: [...mapping],
    problem: mappingProblem(mapping, refs),
    read,
    dateOrderDetected: detected !== null,
  };
}

/**
 * Every row of the stored upload checked, by batches as the file is read (the report, the
 * import); no batch when the mapping has a problem.
 */
export async function checkedRows(
  within: InWorkspace,
  stored: StoredImport,
  refs: AssetRefs,
  given?: readonly ImportTarget[],
  choices: ImportChoices = choicesOfUpload(stored),
): Promise<{ problem: string | null; batches: AsyncIterable<RowCheck[]>; refs: AssetRefs }> {
  const { csv, mapping, problem, read } = await mappedUpload(within, stored, refs, given, choices);
  // The refs the rows are checked against: the workspace's and the values to create.
  const checked = read.resolver.refs;
  if (problem) return { problem, batches: (async function* () {})(), refs: checked };
  return {
    problem,
    batches: checkBatches(within, csv.records, mapping, refs, read),
    refs: checked,
  };
}

export async function dryRun(
  within: InWorkspace,
  stored: StoredImport,
  refs: AssetRefs,
  given?: ImportTarget[],
  choices: ImportChoices = choicesOfUpload(stored),
): Promise<DryRun> {
  const upload = await mappedUpload(within, stored, refs, given, choices);
  const { csv, mapping, problem, read } = upload;
  const { records, ...head } = csv;
  const run: DryRun = {
    read: { ...head, rowCount: 0, samples: [] },
    mapping,
    choices,
    dateOrder: read.dateOrder,
    dateOrderDetected: upload.dateOrderDetected,
    unknown: [],
    problem,
    validCount: 0,
    errorCount: 0,
    errors: [],
    tagsInFile: new Set(),
    untagged: 0,
  };
  const rows = counted(records, run.read, EXAMPLE_ROWS);
  if (problem) {
    for await (const record of rows) void record; // the row count, and the file's refusals
    return run;
  }
  const batches = checkBatches(within, rows, mapping, refs, read);
  const counts = await tally(batches, IMPORT_LIMITS.shownErrors, (values) => {
    if (values.tag) run.tagsInFile.add(values.tag);
    else run.untagged++;
  });
  Object.assign(run, counts);
  run.unknown = [...read.resolver.unknown.values()];
  return run;
}

export function previewView(
  stored: StoredImport,
  run: DryRun,
  refs: AssetRefs,
  readOnly: boolean,
): ImportPreviewView {
  const { read, mapping } = run;
  return {
    id: stored.id,
    fileName: stored.filename,
    readOnly,
    encoding: read.encoding,
    separator: read.separator,
    rowCount: read.rowCount,
    columns: read.headers.map((header, index) => ({
      index,
      header,
      example:
        read.samples
          .map((r) => r.cells[index]?.trim() ?? "")
          .find(Boolean)
          ?.slice(0, 80) ?? "",
      target: mapping[index] ?? "",
    })),
    targets: importTargets(refs),
    unknownColumns: read.headers.filter((h, i) => h !== "" && mapping[i] === "note"),
    values: valueGroups(run.unknown, refs),
    reading: readingView(run, refs),
    mappingProblem: run.problem,
    validCount: run.validCount,
    errorCount: run.errorCount,
    errors: run.errors,
  };
}
