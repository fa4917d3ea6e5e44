import type { RefObject } from "react";
import { fieldClass } from "~/components/ui/choice-fields";
import { SubmitButton } from "~/components/ui/submit-button";
import { ASSET_STATUSES, assetStatusLabels } from "~/content/inventory";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListView } from "~/contracts/inventory-list";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { useHydrated } from "~/lib/use-hydrated";

// The bulk action: one select whose options say what happens (status…, move to…), so that one
// button applies it, with or without JavaScript. With JavaScript, a checkbox selects the whole
// page and the count of selected assets is shown.

export function InventoryBulkBar({
  view,
  count,
  form,
  onSelectAll,
  refused,
}: {
  view: AssetListView;
  count: number;
  form: RefObject<HTMLFormElement | null>;
  onSelectAll: () => void;
  refused: Extract<WorkspaceResult, { ok: false }> | undefined;
}) {
  const hydrated = useHydrated();
  const total = view.rows.length;
  const b = t.bulk;
  const selectAll = (checked: boolean) => {
    form.current
      ?.querySelectorAll<HTMLInputElement>("input[data-asset-select]")
      .forEach((box) => (box.checked = checked));
    onSelectAll();
  };
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-xl border bg-muted/40 p-3 sm:p-4">
      {hydrated ? (
        <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={count > 0 && count === total}
              ref={(box) => {
                if (box) box.indeterminate = count > 0 && count < total;
              }}
              onChange={(event) => selectAll(event.currentTarget.checked)}
              className="size-4 accent-primary"
              data-testid="asset-select-all"
            />
            {t.selectAll}
          </label>
          <p role="status" className="text-sm text-muted-foreground tabular-nums">
            {b.selected(count)}
          </p>
        </div>
      ) : null}
      <div className="grid min-w-0 flex-1 basis-60 gap-1.5 sm:max-w-sm">
        <label htmlFor="action-groupee" className="text-sm font-medium">
          {b.action}
        </label>
        <select
          id="action-groupee"
          name="operation"
          defaultValue={refused?.values?.operation ?? ""}
          className={fieldClass}
        >
          <option value="">{b.choose}</option>
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
        </select>
      </div>
      <SubmitButton
        intent="bulk"
        label={b.submit}
        pendingLabel={b.pending}
        variant="secondary"
        className="sm:w-auto"
      />
    </div>
  );
}
