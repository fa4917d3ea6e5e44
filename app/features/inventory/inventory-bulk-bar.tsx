import {
  BulkActionBar,
  type BulkActionGroup,
  type BulkBarProps,
} from "~/components/module/bulk-bar";
import { ASSET_STATUSES, assetStatusLabels } from "~/content/inventory";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListView } from "~/contracts/inventory-list";

// The bulk action: one select whose options say what happens (status…, move to…), so that one
// button applies it, with or without JavaScript. With JavaScript, a checkbox selects the whole
// page and the count of selected assets is shown.

export function InventoryBulkBar({ view, ...selection }: BulkBarProps & { view: AssetListView }) {
  const b = t.bulk;
  const groups: BulkActionGroup[] = [
    {
      label: b.statusGroup,
      options: ASSET_STATUSES.map((s) => ({ value: `status:${s}`, label: assetStatusLabels[s] })),
    },
    {
      label: b.locationGroup,
      options: [
        ...view.locations.map((l) => ({ value: `location:${l.id}`, label: l.label })),
        { value: "location:none", label: b.noLocation },
      ],
    },
  ];
  return (
    <BulkActionBar
      {...selection}
      total={view.rows.length}
      texts={{ ...b, selectAll: t.selectAll, selected: b.selected(selection.count) }}
      testId="asset-select-all"
      groups={groups}
    />
  );
}
