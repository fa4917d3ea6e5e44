import { assetStatusLabels, isAssetStatus } from "~/content/inventory";
import { assetCsvFileName, assetCsvHeaders } from "~/content/inventory-list";
import { formatIsoDay } from "~/lib/date-time";
import type { AssetFieldDefinition } from "~/server/db/inventory-schema.server";
import { csvDownload } from "~/server/platform/csv-download.server";
import { batchesOfIds } from "~/server/http/export-batches.server";
import { resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { pinnedWorkspace } from "~/server/workspaces/tenant.server";
import { assetsByIds, exportAssetIds, parseAssetQuery } from "./asset-list.server";
import { foldName, loadAssetRefs, type AssetRefs } from "./asset-refs.server";

// The asset list's CSV (/dashboard/inventory-management/export: the same parameters as the page,
// every page of it, the custom fields after the built-in columns), streamed a batch at a time
// (csv-download.server.ts): UTF-8 with a BOM, `;`, every cell quoted, and a cell that a
// spreadsheet would run as a formula (= + - @ tab CR) neutralised with a leading apostrophe.
// The inventory's part of the workspace's JSON export is inventory-export.server.ts.

type ExportRow = Awaited<ReturnType<typeof assetsByIds>>[number];

/** 2026-03-01 → 01/03/2026 (what French spreadsheets and the CSV import read). */
const frenchDay = (isoDay: string | null) => (isoDay ? isoDay.split("-").reverse().join("/") : "");
/** 1249.90 → 1249,90: a number for French Excel (the import reads both). */
const frenchAmount = (amount: string | null) => (amount ? amount.replace(".", ",") : "");

interface CustomColumn {
  id: string;
  header: string;
  kind: AssetFieldDefinition["kind"];
}

/**
 * A column per custom field, headed by its label as the import recognises it; a label two types
 * share is followed by the type's name, so that no two columns read the same.
 */
function customColumns(refs: AssetRefs): CustomColumn[] {
  const fields = refs.types.flatMap((type) => type.fields.map((field) => ({ type, field })));
  const shared = (label: string) =>
    fields.filter(({ field }) => foldName(field.label) === foldName(label)).length > 1;
  return fields.map(({ type, field }) => ({
    id: field.id,
    header: shared(field.label) ? `${field.label} (${type.name})` : field.label,
    kind: field.kind,
  }));
}

const customCell = (column: CustomColumn, value: string | undefined) =>
  column.kind === "date"
    ? frenchDay(value ?? null)
    : column.kind === "number"
      ? frenchAmount(value ?? null)
      : (value ?? "");

function assetCells(row: ExportRow, custom: readonly CustomColumn[]): string[] {
  return [
    row.tag,
    row.name,
    row.typeName,
    row.manufacturer ?? "",
    row.model ?? "",
    row.serial ?? "",
    isAssetStatus(row.status) ? assetStatusLabels[row.status] : row.status,
    row.locationName ?? "",
    row.assigneeName ?? "",
    frenchDay(row.purchaseDate),
    frenchAmount(row.purchasePrice),
    row.currency ?? "",
    frenchDay(row.warrantyEnd),
    row.notes,
    ...custom.map((column) => customCell(column, row.custom[column.id])),
  ];
}

export async function exportAssetList(
  request: Request,
  now = new Date(),
  batchSize?: number,
): Promise<Response> {
  const inWorkspace = pinnedWorkspace(request, { permission: "asset.read" });
  const { ids, refs } = await inWorkspace(async ({ tx }) => ({
    ids: await exportAssetIds(tx, parseAssetQuery(new URL(request.url).searchParams), now),
    refs: await loadAssetRefs(tx, { setUp: false }),
  })).catch(resourceRefusal);
  const custom = customColumns(refs);
  const nextRows = batchesOfIds(
    ids,
    (batch) => inWorkspace(({ tx }) => assetsByIds(tx, batch)),
    (row) => assetCells(row, custom),
    batchSize,
  );
  const headers = [...assetCsvHeaders, ...custom.map((column) => column.header)];
  return csvDownload(assetCsvFileName(formatIsoDay(now)), headers, nextRows).catch(resourceRefusal);
}
