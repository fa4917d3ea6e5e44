import type { FieldOption } from "./field";
import type { FilterBarFilters, FilterBarSort } from "./filter-bar";

// The FilterBar's three parts built from a module's texts, which every list writes with the same
// keys (`search`: label, placeholder, hint, submit; `filters`: sort, toggle, activeCount, apply,
// reset), so that a list names only its ids, its URL's values and its reset link.

interface SearchTexts {
  label: string;
  placeholder: string;
  hint: string;
  submit: string;
}

interface FilterTexts {
  sort: string;
  toggle: string;
  activeCount: (active: number) => string;
  apply: string;
  reset: string;
}

/** The search field: the module's texts, its id and parameter, and the URL's query. */
export const searchBox = (
  texts: SearchTexts,
  field: { id: string; name: string; defaultValue: string; keyShortcut?: string },
) => ({
  ...field,
  label: texts.label,
  placeholder: texts.placeholder,
  hint: texts.hint,
  submitLabel: texts.submit,
});

/** The sort: the default one is '' in the URL, so that a plain list's URL stays bare. */
export function sortChoice<S extends string>(
  texts: FilterTexts,
  field: { id: string; name: string; current: S; byDefault: S; sorts: readonly S[] },
  labels: Readonly<Record<S, string>>,
): FilterBarSort {
  const inUrl = (id: S) => (id === field.byDefault ? "" : id);
  const options: FieldOption[] = field.sorts.map((id) => ({ id: inUrl(id), label: labels[id] }));
  return {
    id: field.id,
    name: field.name,
    label: texts.sort,
    value: inUrl(field.current),
    options,
  };
}

/** The 'Filtres' disclosure: how many are active, 'Appliquer' and the reset link. */
export const filterPanel = (
  texts: FilterTexts,
  active: number,
  resetHref: string,
): FilterBarFilters => ({
  label: texts.toggle,
  active,
  activeLabel: texts.activeCount(active),
  apply: texts.apply,
  reset: texts.reset,
  resetHref,
});
