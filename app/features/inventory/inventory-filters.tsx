import { SelectField } from "~/components/module/field";
import { filterPanel, searchBox, sortChoice } from "~/components/module/filter-bar-parts";
import { FilterBar } from "~/components/module/filter-bar";
import { ChoiceChips } from "~/components/ui/choice-fields";
import { ASSET_STATUSES, assetStatusLabels, INVENTORY_PATH } from "~/content/inventory";
import { inventoryListTexts as t } from "~/content/inventory-list";
import {
  activeAssetFilters,
  ASSET_LIST_PARAMS as P,
  ASSET_SORTS,
  assetListHref,
  WARRANTY_FILTERS,
  type AssetListView,
} from "~/contracts/inventory-list";

const SEARCH_ID = "recherche-equipements";

/**
 * The search, the sort and the filters: one GET form (works without JavaScript), so that the URL
 * holds the whole view. With JavaScript, empty fields are left out of the URL and a new sort
 * applies at once.
 */
export function InventoryFilters({ view }: { view: AssetListView }) {
  const { query } = view;
  const active = activeAssetFilters(query);
  const f = t.filters;
  return (
    <FilterBar
      action={INVENTORY_PATH}
      testId="inventory-filters"
      search={searchBox(t.search, { id: SEARCH_ID, name: P.q, defaultValue: query.q })}
      sort={sortChoice(
        f,
        {
          id: "tri-equipements",
          name: P.sort,
          current: query.sort,
          byDefault: "updated",
          sorts: ASSET_SORTS,
        },
        t.sorts,
      )}
      filters={filterPanel(f, active, assetListHref())}
    >
      <ChoiceChips
        legend={f.status}
        name={P.status}
        checked={query.status}
        options={ASSET_STATUSES.map((id) => ({ id, label: assetStatusLabels[id] }))}
        className="sm:col-span-2 xl:col-span-4"
      />
      <SelectField
        id="filtre-type"
        name={P.typeId}
        label={f.type}
        defaultValue={query.typeId ?? ""}
        options={[{ id: "", label: f.anyType }, ...view.types]}
      />
      <SelectField
        id="filtre-emplacement"
        name={P.locationId}
        label={f.location}
        defaultValue={query.locationId ?? ""}
        options={[
          { id: "", label: f.anyLocation },
          { id: "none", label: f.noLocation },
          ...view.locations,
        ]}
      />
      <SelectField
        id="filtre-attribue"
        name={P.assigneeId}
        label={f.assignee}
        defaultValue={query.assigneeId ?? ""}
        options={[
          { id: "", label: f.anyAssignee },
          { id: "none", label: f.nobody },
          ...view.members,
          ...view.holders.map((h) => ({ id: h.id, label: f.holder(h.label) })),
        ]}
      />
      <SelectField
        id="filtre-garantie"
        name={P.warranty}
        label={f.warranty}
        defaultValue={query.warranty ?? ""}
        options={[
          { id: "", label: f.anyWarranty },
          ...WARRANTY_FILTERS.map((id) => ({ id, label: f.warranties[id] })),
        ]}
      />
    </FilterBar>
  );
}
