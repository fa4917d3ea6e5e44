import { SelectField } from "~/components/module/field";
import { filterPanel, searchBox, sortChoice } from "~/components/module/filter-bar-parts";
import { FilterBar } from "~/components/module/filter-bar";
import { TASK_PRIORITIES, taskPriorityLabels } from "~/content/project-management";
import {
  TASK_LIST_PARAMS as P,
  TASK_SORTS,
  type TaskListView,
} from "~/content/project-management-views";
import { taskListTexts as t } from "~/content/project-management-views-texts";

// The list's search, sort and filters: one GET form, so that the URL holds the whole view.

export function TaskListFilters({ base, view }: { base: string; view: TaskListView }) {
  const q = view.query;
  const f = t.filters;
  const active = [q.columnId, q.assigneeId, q.priority, q.overdue || null].filter(Boolean).length;
  return (
    <FilterBar
      action={base}
      testId="task-filters"
      search={searchBox(t.search, { id: "recherche-taches", name: P.q, defaultValue: q.q })}
      sort={sortChoice(
        f,
        {
          id: "tri-taches",
          name: P.sort,
          current: q.sort,
          byDefault: "position",
          sorts: TASK_SORTS,
        },
        t.sorts,
      )}
      filters={filterPanel(f, active, base)}
    >
      <SelectField
        id="filtre-colonne"
        name={P.column}
        label={f.column}
        defaultValue={q.columnId ?? ""}
        options={[{ id: "", label: f.anyColumn }, ...view.columns]}
      />
      <SelectField
        id="filtre-personne"
        name={P.assignee}
        label={f.assignee}
        defaultValue={q.assigneeId ?? ""}
        options={[{ id: "", label: f.anyone }, { id: "none", label: f.nobody }, ...view.members]}
      />
      <SelectField
        id="filtre-priorite"
        name={P.priority}
        label={f.priority}
        defaultValue={q.priority ?? ""}
        options={[
          { id: "", label: f.anyPriority },
          ...TASK_PRIORITIES.map((id) => ({ id, label: taskPriorityLabels[id] })),
        ]}
      />
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input
          type="checkbox"
          name={P.overdue}
          value="1"
          defaultChecked={q.overdue}
          className="size-4 accent-primary"
        />
        {f.overdue}
      </label>
    </FilterBar>
  );
}
