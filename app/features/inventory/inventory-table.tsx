import { BulkSelectionForm } from "~/components/module/bulk-bar";
import { DataTable, type DataColumn } from "~/components/module/data-table";
import { inventoryListTexts as t } from "~/content/inventory-list";
import { assetListHref, type AssetListQuery, type AssetListView } from "~/contracts/inventory-list";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { InventoryBulkBar } from "./inventory-bulk-bar";
import { InventoryRow } from "./inventory-row";

type ColumnKey = keyof typeof t.columns;
type Sort = AssetListQuery["sort"];

/**
 * The columns in the order of InventoryRow's cells, with their widths (the name takes the rest)
 * and the sort each header applies, in the sort's own direction.
 */
const COLUMNS: readonly [ColumnKey, string, Sort?][] = [
  ["tag", "w-32 whitespace-nowrap", "tag"],
  ["name", "", "name"],
  // 'Poste de travail', 'Équipement réseau' and the badge 'En réparation' fit on one line
  // inside the cells' padding (at w-36 and w-28 the type was cut and the badge ran on).
  ["type", "w-40"],
  ["status", "w-32"],
  ["location", "w-32"],
  ["assignee", "w-32"],
  ["warranty", "w-32 pr-4", "warranty"],
];

function columnsOf(query: AssetListQuery): DataColumn[] {
  return COLUMNS.map(([key, className, sort]) => ({
    key,
    label: t.columns[key],
    className,
    sort: sort
      ? {
          // A new sort starts from the first page (the cursors are the sort's own).
          href: assetListHref({ ...query, sort, after: null, before: null }),
          active: query.sort === sort,
          direction: "ascending" as const,
        }
      : undefined,
  }));
}

/**
 * The assets of the page. For people who manage assets (and a workspace that is not read-only)
 * the table sits in the bulk action's form: a checkbox per asset, the action above (works
 * without JavaScript: `intent=bulk`, each checked `asset`, the `operation`).
 */
export function InventoryTable({
  view,
  result,
}: {
  view: AssetListView;
  result: WorkspaceResult | undefined;
}) {
  const selectable = view.canManage && !view.readOnly;
  const table = (kept: ReadonlySet<string>) => (
    <DataTable
      testId="asset-table"
      caption={t.caption}
      columns={columnsOf(view.query)}
      selectionHeading={selectable ? t.bulk.heading : undefined}
    >
      {view.rows.map((row) => (
        <InventoryRow key={row.id} row={row} selectable={selectable} selected={kept.has(row.id)} />
      ))}
    </DataTable>
  );

  if (!selectable) return table(new Set());
  return (
    <BulkSelectionForm
      result={result}
      keptField="assets"
      testId="asset-bulk-form"
      bar={(props) => <InventoryBulkBar view={view} {...props} />}
      table={table}
    />
  );
}
