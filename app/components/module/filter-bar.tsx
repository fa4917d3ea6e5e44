import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/choice-fields";
import { cn } from "~/lib/cn";
import { useFilterSubmit } from "~/lib/use-filter-submit";
import { SelectField, type FieldOption } from "./field";

// A list's filters as one GET form (docs/decisions/0082-module-ui-kit.md): the URL holds the whole
// view, so it works without JavaScript; with it, empty fields are left out of the URL and a new
// sort applies at once. Above: the search (field, button, hint) and the sort; below, the
// 'Filtres' disclosure (open while a filter is active) with the caller's fields (ChoiceChips,
// SelectField…), 'Appliquer' and the link that resets them.
//
//   <FilterBar action={PATH} testId="x-filters" search={{ id, name: "q", …texts, defaultValue }}
//     sort={{ id, name: "tri", label, value, options }}
//     filters={{ label, active, activeLabel, apply, reset, resetHref }}>{fields}</FilterBar>

export interface FilterBarSort {
  id: string;
  name: string;
  label: string;
  /** The sort in the URL ('' for the default one). */
  value: string;
  options: readonly FieldOption[];
}

export interface FilterBarFilters {
  label: string;
  active: number;
  activeLabel: string;
  apply: string;
  reset: string;
  resetHref: string;
}

export function FilterBar({
  action,
  testId,
  hidden,
  search,
  sort,
  filters,
  children,
}: {
  action: string;
  testId: string;
  /** Parameters the form keeps as they are (a view tab). */
  hidden?: Record<string, string>;
  search: Parameters<typeof ListSearchField>[0];
  sort: FilterBarSort;
  filters: FilterBarFilters;
  children: ReactNode;
}) {
  const onSubmit = useFilterSubmit(action);
  return (
    <Form
      method="get"
      action={action}
      role="search"
      onSubmit={onSubmit}
      className="grid gap-3"
      data-testid={testId}
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem] md:items-start">
        <ListSearchField {...search} />
        <SelectField
          id={sort.id}
          name={sort.name}
          label={sort.label}
          defaultValue={sort.value}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          options={sort.options}
        />
      </div>
      <FilterDisclosure
        label={filters.label}
        active={filters.active}
        activeLabel={filters.activeLabel}
      >
        {children}
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2 xl:col-span-4">
          <Button type="submit">{filters.apply}</Button>
          <Link to={filters.resetHref} className={buttonClass("ghost")}>
            {filters.reset}
          </Link>
        </div>
      </FilterDisclosure>
    </Form>
  );
}

function ListSearchField({
  id,
  name,
  label,
  placeholder,
  hint,
  submitLabel,
  defaultValue,
  keyShortcut,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  hint: string;
  submitLabel: string;
  defaultValue: string;
  keyShortcut?: string;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            key={defaultValue}
            id={id}
            type="search"
            name={name}
            defaultValue={defaultValue}
            maxLength={200}
            placeholder={placeholder}
            aria-describedby={`${id}-aide`}
            aria-keyshortcuts={keyShortcut}
            className={cn(fieldClass, "pl-9")}
          />
        </div>
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      </div>
      <p id={`${id}-aide`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** 'Filtres' and the count of active ones; open while one is active. */
function FilterDisclosure({
  label,
  active,
  activeLabel,
  children,
}: {
  label: string;
  active: number;
  activeLabel: string;
  children: ReactNode;
}) {
  return (
    <details
      open={active > 0}
      className="group rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden className="size-4 text-muted-foreground" />
        {label}
        <ChevronDown
          aria-hidden
          className="order-last ml-auto size-4 text-muted-foreground transition-transform group-open:rotate-180"
        />
        {active > 0 ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
            {activeLabel}
          </span>
        ) : null}
      </summary>
      <div className="grid gap-4 border-t p-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>
    </details>
  );
}
