import { BulkSelectionForm } from "~/components/ui/bulk-selection";
import { ListTable } from "~/components/ui/list-table";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListView } from "~/contracts/inventory-list";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { InventoryBulkBar } from "./inventory-bulk-bar";
import { InventoryRow } from "./inventory-row";

/** The columns in the order of InventoryRow's cells, with their widths (the name takes the rest). */
const COLUMNS: readonly [keyof typeof t.columns, string][] = [
  ["tag", "w-32 whitespace-nowrap"],
  ["name", ""],
  ["type", "w-36"],
  ["status", "w-34"],
  ["location", "w-36"],
  ["assignee", "w-36"],
  ["warranty", "w-36 pr-4"],
];

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
    <ListTable
      testId="asset-table"
      caption={t.caption}
      columns={COLUMNS.map(([key, className]) => ({ key, label: t.columns[key], className }))}
      selectionHeading={selectable ? t.bulk.heading : undefined}
    >
      {view.rows.map((row) => (
        <InventoryRow key={row.id} row={row} selectable={selectable} selected={kept.has(row.id)} />
      ))}
    </ListTable>
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
