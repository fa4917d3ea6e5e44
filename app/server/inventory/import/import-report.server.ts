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
import { pinnedWorkspace } from "~/server/workspaces/tenant.server";
import { loadAssetRefs } from "../assets/asset-refs.server";
import { checkedRows } from "./import-preview.server";
import { loadImport } from "./import-store.server";

// /dashboard/inventory-management/import/:id/rapport: every row with its line, its status, its
// tag and its messages (the platform's report, decision 0096): the dry run's before the import
// (its lookups in short transactions), the import's after.

/** The rows of the report: the import's, or the dry run's in short transactions. */
async function reportRows(request: Request, id: string): Promise<ImportReportRow[]> {
  const pinned = pinnedWorkspace(request, { permission: "asset.manage" });
  const { stored, refs } = await pinned(async ({ tx }) => {
    const stored = await loadImport(tx, id);
    return { stored, refs: stored.status === "imported" ? null : await loadAssetRefs(tx) };
  });
  if (!refs) return (stored.report as unknown as ImportReport).rows;
  const { batches } = await checkedRows((fn) => pinned(({ tx }) => fn(tx)), stored, refs);
  return dryRunReport(batches, (values) => values.tag ?? "");
}

export async function importReportLoader(request: Request, id: string, now = new Date()) {
  const rows = await reportRows(request, id).catch(resourceRefusal);
  const csv = reportCsv(rows, assetFieldLabels.tag);
  return download(csv, "text/csv; charset=utf-8", importReportFile(formatIsoDay(now)));
}
