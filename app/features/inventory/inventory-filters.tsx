import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import type { FormEvent } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { ChoiceChips, fieldClass, SelectField } from "~/components/ui/choice-fields";
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
import { cn } from "~/lib/cn";

const SEARCH_ID = "recherche-equipements";

/**
 * The search, the sort and the filters: one GET form (works without JavaScript), so that the URL
 * holds the whole view. With JavaScript, empty fields are left out of the URL and a new sort
 * applies at once.
 */
export function InventoryFilters({ view }: { view: AssetListView }) {
  const { query } = view;
  const submit = useSubmit();
  const active = activeAssetFilters(query);
  const f = t.filters;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.append(key, value);
    }
    void submit(params, { method: "get", action: INVENTORY_PATH });
  };
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
        <div className="grid min-w-0 gap-2">
          <label htmlFor={SEARCH_ID} className="text-sm font-medium">
            {t.search.label}
          </label>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <input
                key={query.q}
                id={SEARCH_ID}
                type="search"
                name={P.q}
                defaultValue={query.q}
                maxLength={200}
                placeholder={t.search.placeholder}
                aria-describedby={`${SEARCH_ID}-aide`}
                className={cn(fieldClass, "pl-9")}
              />
            </div>
            <Button type="submit" variant="secondary">
              {t.search.submit}
            </Button>
          </div>
          <p id={`${SEARCH_ID}-aide`} className="text-xs text-muted-foreground">
            {t.search.hint}
          </p>
        </div>
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
      <details
        open={active > 0}
        className="group rounded-xl border bg-card text-card-foreground shadow-sm"
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden className="size-4 text-muted-foreground" />
          {f.toggle}
          <ChevronDown
            aria-hidden
            className="order-last ml-auto size-4 text-muted-foreground transition-transform group-open:rotate-180"
          />
          {active > 0 ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
              {f.activeCount(active)}
            </span>
          ) : null}
        </summary>
        <div className="grid gap-4 border-t p-4 sm:grid-cols-2 xl:grid-cols-4">
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
        </div>
      </details>
    </Form>
  );
}
