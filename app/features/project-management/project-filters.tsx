import { filterPanel, searchBox, sortChoice } from "~/components/module/filter-bar-parts";
import { FilterBar } from "~/components/module/filter-bar";
import { ChoiceChips } from "~/components/ui/choice-fields";
import { PROJECT_STATUSES, PROJECTS_PATH, projectStatusLabels } from "~/content/project-management";
import {
  activeProjectFilters,
  PROJECT_LIST_PARAMS as P,
  PROJECT_SORTS,
  projectListHref,
  projectPageTexts,
  type ProjectListView,
} from "~/content/project-pages";

const t = projectPageTexts.list;

/** A single checkbox of the filters ('Mes projets', 'En retard', 'Projets archivés'). */
function Toggle({
  name,
  label,
  hint,
  checked,
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        key={String(checked)}
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        className="mt-0.5 size-4 accent-primary"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}

/** The search, the sort and the filters: one GET form, the URL holds the whole view. */
export function ProjectFilters({ view }: { view: ProjectListView }) {
  const { query } = view;
  const active = activeProjectFilters(query);
  const f = t.filters;
  return (
    <FilterBar
      action={PROJECTS_PATH}
      testId="project-filters"
      search={searchBox(t.search, { id: "recherche-projets", name: P.q, defaultValue: query.q })}
      sort={sortChoice(
        f,
        {
          id: "tri-projets",
          name: P.sort,
          current: query.sort,
          byDefault: "recent",
          sorts: PROJECT_SORTS,
        },
        t.sorts,
      )}
      filters={filterPanel(f, active, projectListHref())}
    >
      <ChoiceChips
        legend={f.status}
        name={P.status}
        checked={query.status}
        options={PROJECT_STATUSES.map((id) => ({ id, label: projectStatusLabels[id] }))}
        className="sm:col-span-2 xl:col-span-4"
      />
      <Toggle name={P.mine} label={f.mine} hint={f.mineHint} checked={query.mine} />
      <Toggle name={P.late} label={f.late} checked={query.late} />
      <Toggle name={P.archived} label={f.archived} checked={query.archived} />
    </FilterBar>
  );
}
