import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { ChoiceChips, fieldClass, SelectField } from "~/components/ui/choice-fields";
import { FilterDisclosure, ListSearchField } from "~/components/ui/list-filters";
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
import { useFilterSubmit } from "~/lib/use-filter-submit";

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
  const onSubmit = useFilterSubmit(INVENTORY_PATH);

  return (
    <Form
      method="get"
      action={INVENTORY_PATH}
      role="search"
      onSubmit={onSubmit}
      className="grid gap-3"
      data-testid="inventory-filters"
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem] md:items-start">
        <ListSearchField
          id={SEARCH_ID}
          name={P.q}
          label={t.search.label}
          placeholder={t.search.placeholder}
          hint={t.search.hint}
          submitLabel={t.search.submit}
          defaultValue={query.q}
        />
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor="tri-equipements" className="text-sm font-medium">
            {f.sort}
          </label>
          <select
            key={query.sort}
            id="tri-equipements"
            name={P.sort}
            defaultValue={query.sort === "updated" ? "" : query.sort}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className={fieldClass}
          >
            {ASSET_SORTS.map((id) => (
              <option key={id} value={id === "updated" ? "" : id}>
                {t.sorts[id]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FilterDisclosure label={f.toggle} active={active} activeLabel={f.activeCount(active)}>
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
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 xl:col-span-4">
          <Button type="submit">{f.apply}</Button>
          <Link to={assetListHref()} className={buttonClass("ghost")}>
            {f.reset}
          </Link>
        </div>
      </FilterDisclosure>
    </Form>
  );
}
