import { assetFieldLabels } from "~/content/inventory";
import { importReportFile } from "~/content/inventory-import";
import { formatIsoDay } from "~/lib/date-time";
import {
  dryRunReport,
  reportCsv,
  type ImportReport,
  type ImportReportRow,
} from "~/server/platform/import/import-report.server";
import { download, resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { withWorkspace } from "~/server/workspaces/tenant.server";
import { loadAssetRefs } from "../assets/asset-refs.server";
import { checkedRows } from "./import-preview.server";
import { loadImport } from "./import-store.server";

// /dashboard/inventory-management/import/:id/rapport: every row with its line, its status, its
// tag and its messages (the platform's report, decision 0096): the dry run's before the import,
// the import's after.

export async function importReportLoader(request: Request, id: string, now = new Date()) {
  const rows = await withWorkspace(
    request,
    async ({ tx }): Promise<ImportReportRow[]> => {
      const stored = await loadImport(tx, id);
      if (stored.status === "imported") return (stored.report as unknown as ImportReport).rows;
      const { batches } = await checkedRows((fn) => fn(tx), stored, await loadAssetRefs(tx));
      return dryRunReport(batches, (values) => values.tag ?? "");
    },
    { permission: "asset.manage" },
  ).catch(resourceRefusal);
  const csv = reportCsv(rows, assetFieldLabels.tag);
  return download(csv, "text/csv; charset=utf-8", importReportFile(formatIsoDay(now)));
}
