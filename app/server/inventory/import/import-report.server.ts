import {
  importReportFile,
  importReportHeaders,
  importRowStatusLabels,
} from "~/content/inventory-import";
import { formatIsoDay } from "~/lib/date-time";
import { csvDocument } from "~/server/platform/csv.server";
import { download, resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { withWorkspace } from "~/server/workspaces/tenant.server";
import { loadAssetRefs } from "../assets/asset-refs.server";
import { checkedRows } from "./import-preview.server";
import type { ImportReport, ImportReportRow } from "./import-run.server";
import { loadImport } from "./import-store.server";

// /dashboard/inventory-management/import/:id/rapport: every row with its line, its status and its
// messages: the dry run's before the import, the import's after. The CSV writer neutralises the
// cells a spreadsheet would run as a formula (a file's own cells are echoed in the messages).

export function reportCsv(rows: readonly ImportReportRow[]): string {
  return csvDocument([
    importReportHeaders,
    ...rows.map((row) => [
      String(row.line),
      importRowStatusLabels[row.status],
      row.tag,
      row.message,
    ]),
  ]);
}

export async function importReportLoader(request: Request, id: string, now = new Date()) {
  const rows = await withWorkspace(
    request,
    async ({ tx }): Promise<ImportReportRow[]> => {
      const stored = await loadImport(tx, id);
      if (stored.status === "imported") return (stored.report as unknown as ImportReport).rows;
      const { batches } = await checkedRows(tx, stored, await loadAssetRefs(tx));
      const rows: ImportReportRow[] = [];
      for await (const batch of batches) {
        for (const check of batch) {
          rows.push({
            line: check.line,
            status: check.values ? "valid" : "error",
            tag: check.values?.tag ?? "",
            message: check.errors.join(" "),
          });
        }
      }
      return rows;
    },
    { permission: "asset.manage" },
  ).catch(resourceRefusal);
  return download(reportCsv(rows), "text/csv; charset=utf-8", importReportFile(formatIsoDay(now)));
}
