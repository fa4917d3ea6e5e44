import { IMPORT_LIMITS, type ImportTarget } from "~/content/inventory-import";
import type { ImportPreviewView } from "~/contracts/inventory-import";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { AssetRefs } from "./asset-refs.server";
import { checkRows, type RowCheck } from "./import-check.server";
import { importTargets, mappingProblem, proposeMapping } from "./import-mapping.server";
import { readCsv, type ReadCsv } from "./import-read.server";
import { rememberedMapping, type StoredImport } from "./import-store.server";

// The dry run of a stored upload: read again, mapped (the mapping given, else the one saved on the
// upload, else the one proposed from the headers and the workspace's memory), every row checked.

export interface DryRun {
  read: ReadCsv;
  mapping: ImportTarget[];
  problem: string | null;
  checks: RowCheck[];
}

const EXAMPLE_ROWS = 20;

function savedMapping(stored: StoredImport, columns: number): ImportTarget[] | null {
  if (!stored.mapping) return null;
  return Array.from({ length: columns }, (_, i) => (stored.mapping?.[i] ?? "") as ImportTarget);
}

/** The mapping as the upload keeps it: column index → target. */
export const mappingRecord = (mapping: readonly ImportTarget[]) =>
  Object.fromEntries(mapping.map((target, i) => [String(i), target]));

export async function dryRun(
  tx: TenantTx,
  stored: StoredImport,
  refs: AssetRefs,
  given?: ImportTarget[],
): Promise<DryRun> {
  const read = await readCsv(stored.content);
  const columns = read.headers.length;
  const mapping =
    given ??
    savedMapping(stored, columns) ??
    proposeMapping(read.headers, refs, await rememberedMapping(tx));
  const problem = mappingProblem(mapping, refs);
  const checks = problem ? [] : await checkRows(tx, read.records, columns, mapping, refs);
  return { read, mapping, problem, checks };
}

export function previewView(
  stored: StoredImport,
  run: DryRun,
  refs: AssetRefs,
  readOnly: boolean,
): ImportPreviewView {
  const { read, mapping, checks } = run;
  const samples = read.records.slice(0, EXAMPLE_ROWS);
  const wrong = checks.filter((check) => check.errors.length > 0);
  return {
    id: stored.id,
    fileName: stored.filename,
    readOnly,
    encoding: read.encoding,
    separator: read.separator,
    rowCount: read.records.length,
    columns: read.headers.map((header, index) => ({
      index,
      header,
      example:
        samples
          .map((r) => r.cells[index]?.trim() ?? "")
          .find(Boolean)
          ?.slice(0, 80) ?? "",
      target: mapping[index] ?? "",
    })),
    targets: importTargets(refs),
    unknownColumns: read.headers.filter((h, i) => h !== "" && (mapping[i] ?? "") === ""),
    mappingProblem: run.problem,
    validCount: checks.length - wrong.length,
    errorCount: wrong.length,
    errors: wrong
      .slice(0, IMPORT_LIMITS.shownErrors)
      .map((check) => ({ line: check.line, messages: check.errors })),
  };
}
