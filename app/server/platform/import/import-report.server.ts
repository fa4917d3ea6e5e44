import {
  importReportHeaders,
  importRowStatusLabels,
  type ImportMode,
  type ImportRowStatus,
} from "~/content/import";
import { csvDocument } from "../csv.server";
import type { RowCheck } from "./import-definition.server";

// The import's report: every row with its line, its status and its messages, the dry run's
// before the import, the import's after (kept with the upload). The CSV writer neutralises the
// cells a spreadsheet would run as a formula (a file's own cells are echoed in the messages).

export interface ImportReportRow {
  line: number;
  status: ImportRowStatus;
  /** The row's key (an asset's tag); "" for a row not imported. */
  tag: string;
  message: string;
}

export interface ImportReport {
  mode: ImportMode;
  imported: number;
  skipped: number;
  rows: ImportReportRow[];
}

/** The report as a CSV; `keyLabel` names the rows' key column. */
export function reportCsv(rows: readonly ImportReportRow[], keyLabel: string): string {
  return csvDocument([
    importReportHeaders(keyLabel),
    ...rows.map((row) => [
      String(row.line),
      importRowStatusLabels[row.status],
      row.tag,
      row.message,
    ]),
  ]);
}

/** The dry run's report: each checked row valid (with its key) or in error. */
export async function dryRunReport<V>(
  batches: AsyncIterable<RowCheck<V>[]>,
  keyOf: (values: V) => string,
): Promise<ImportReportRow[]> {
  const rows: ImportReportRow[] = [];
  for await (const batch of batches) {
    for (const check of batch) {
      rows.push({
        line: check.line,
        status: check.values ? "valid" : "error",
        tag: check.values ? keyOf(check.values) : "",
        message: check.errors.join(" "),
      });
    }
  }
  return rows;
}
