import { BulkActionBar, type BulkBarProps } from "~/components/ui/bulk-selection";
import { ASSET_STATUSES, assetStatusLabels } from "~/content/inventory";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListView } from "~/contracts/inventory-list";

// The bulk action: one select whose options say what happens (status…, move to…), so that one
// button applies it, with or without JavaScript. With JavaScript, a checkbox selects the whole
// page and the count of selected assets is shown.

export function InventoryBulkBar({ view, ...selection }: BulkBarProps & { view: AssetListView }) {
  const b = t.bulk;
  return (
    <BulkActionBar
      {...selection}
      total={view.rows.length}
      texts={{ ...b, selectAll: t.selectAll, selected: b.selected(selection.count) }}
      testId="asset-select-all"
    >
      <optgroup label={b.statusGroup}>
        {ASSET_STATUSES.map((status) => (
          <option key={status} value={`status:${status}`}>
            {assetStatusLabels[status]}
          </option>
        ))}
      </optgroup>
      <optgroup label={b.locationGroup}>
        {view.locations.map((l) => (
          <option key={l.id} value={`location:${l.id}`}>
            {l.label}
          </option>
        ))}
        <option value="location:none">{b.noLocation}</option>
      </optgroup>
    </BulkActionBar>
  );
}
