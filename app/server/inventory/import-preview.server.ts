import { IMPORT_LIMITS, type ImportTarget } from "~/content/inventory-import";
import type { ImportPreviewView } from "~/contracts/inventory-import";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { AssetRefs } from "./asset-refs.server";
import { checkBatches, type RowCheck } from "./import-check.server";
import { importTargets, mappingProblem, proposeMapping } from "./import-mapping.server";
import { openCsv, type CsvRecord, type CsvStream } from "./import-read.server";
import { rememberedMapping, type StoredImport } from "./import-store.server";

// The dry run of a stored upload: read again, mapped (the mapping given, else the one saved on the
// upload, else the one proposed from the headers and the workspace's memory), every row checked.
// The rows are read and checked by batches: the dry run keeps counts, the first rows (the
// columns' examples), the first errors (the preview shows no more) and what the import needs to
// allocate tags; the report and the import read the file again.

export interface DryRun {
  read: Omit<CsvStream, "records"> & { rowCount: number; samples: CsvRecord[] };
  mapping: ImportTarget[];
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

/** The mapping as the upload keeps it: column index → target. */
export const mappingRecord = (mapping: readonly ImportTarget[]) =>
  Object.fromEntries(mapping.map((target, i) => [String(i), target]));

/** Counts the records that go through, and keeps the first ones. */
async function* counted(records: AsyncIterable<CsvRecord>, read: DryRun["read"]) {
  for await (const record of records) {
    read.rowCount++;
    if (read.samples.length < EXAMPLE_ROWS) read.samples.push(record);
    yield record;
  }
}

/** The stored upload opened, and its mapping: the one given, saved, or proposed. */
async function mappedUpload(
  tx: TenantTx,
  stored: StoredImport,
  refs: AssetRefs,
  given?: readonly ImportTarget[],
) {
  const csv = await openCsv(stored.content);
  const mapping =
    given ??
    savedMapping(stored, csv.headers.length) ??
    proposeMapping(csv.headers, refs, await rememberedMapping(tx));
  return { csv, mapping: [...mapping], problem: mappingProblem(mapping, refs) };
}

/**
 * Every row of the stored upload checked, by batches as the file is read (the report, the
 * import); no batch when the mapping has a problem.
 */
export async function checkedRows(
  tx: TenantTx,
  stored: StoredImport,
  refs: AssetRefs,
  given?: readonly ImportTarget[],
): Promise<{ problem: string | null; batches: AsyncIterable<RowCheck[]> }> {
  const { csv, mapping, problem } = await mappedUpload(tx, stored, refs, given);
  if (problem) return { problem, batches: (async function* () {})() };
  return { problem, batches: checkBatches(tx, csv.records, csv.headers.length, mapping, refs) };
}

export async function dryRun(
  tx: TenantTx,
  stored: StoredImport,
  refs: AssetRefs,
  given?: ImportTarget[],
): Promise<DryRun> {
  const { csv, mapping, problem } = await mappedUpload(tx, stored, refs, given);
  const { records, ...head } = csv;
  const run: DryRun = {
    read: { ...head, rowCount: 0, samples: [] },
    mapping,
    problem,
    validCount: 0,
    errorCount: 0,
    errors: [],
    tagsInFile: new Set(),
    untagged: 0,
  };
  const rows = counted(records, run.read);
  if (problem) {
    for await (const record of rows) void record; // the row count, and the file's refusals
    return run;
  }
  for await (const batch of checkBatches(tx, rows, head.headers.length, mapping, refs)) {
    for (const check of batch) {
      if (check.values) {
        run.validCount++;
        if (check.values.tag) run.tagsInFile.add(check.values.tag);
        else run.untagged++;
      } else {
        run.errorCount++;
        if (run.errors.length < IMPORT_LIMITS.shownErrors) {
          run.errors.push({ line: check.line, messages: check.errors });
        }
      }
    }
  }
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
    unknownColumns: read.headers.filter((h, i) => h !== "" && (mapping[i] ?? "") === ""),
    mappingProblem: run.problem,
    validCount: run.validCount,
    errorCount: run.errorCount,
    errors: run.errors,
  };
}
