import { filterPanel, searchBox, sortChoice } from "~/components/module/filter-bar-parts";
import { FilterBar } from "~/components/module/filter-bar";
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketPriorityLabels,
  ticketStatusLabels,
} from "~/content/helpdesk";
import { HELPDESK_PATH } from "~/content/helpdesk-links";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import {
  activeFilterCount,
  QUEUE_PARAMS as P,
  QUEUE_SORTS,
  queueHref,
  type QueueView,
} from "~/contracts/helpdesk-queue";
import { SelectField } from "~/components/module/field";
import { ChoiceChips, fieldClass } from "~/components/ui/choice-fields";

export const QUEUE_SEARCH_ID = "recherche-tickets";

/**
 * The search, the sort and the filters: one GET form (works without JavaScript), so that the
 * URL holds the whole view. With JavaScript, empty fields are left out of the URL and a new sort
 * applies at once.
 */
export function QueueFilters({ view }: { view: QueueView }) {
  const { query, canHandle } = view;
  const active = activeFilterCount(query);
  return (
    <FilterBar
      action={HELPDESK_PATH}
      testId="queue-filters"
      hidden={query.view !== "all" ? { [P.view]: query.view } : undefined}
      search={searchBox(t.search, {
        id: QUEUE_SEARCH_ID,
        name: P.q,
        defaultValue: query.q,
        keyShortcut: "/",
      })}
      sort={sortChoice(
        t.filters,
        {
          id: "tri-tickets",
          name: P.sort,
          current: query.sort,
          byDefault: "updated",
          sorts: QUEUE_SORTS,
        },
        t.sorts,
      )}
      filters={filterPanel(t.filters, active, queueHref({ view: query.view }))}
    >
      <ChoiceChips
        legend={t.filters.status}
        name={P.status}
        checked={query.status}
        options={TICKET_STATUSES.map((id) => ({ id, label: ticketStatusLabels[id] }))}
        className="sm:col-span-2"
      />
      <ChoiceChips
        legend={t.filters.priority}
        name={P.priority}
        checked={query.priority}
        options={TICKET_PRIORITIES.map((id) => ({ id, label: ticketPriorityLabels[id] }))}
        className="sm:col-span-2"
      />
      <SelectField
        id="filtre-categorie"
        name={P.categoryId}
        label={t.filters.category}
        defaultValue={query.categoryId ?? ""}
        options={[
          { id: "", label: t.filters.anyCategory },
          { id: "none", label: t.filters.noCategory },
          ...view.categories,
        ]}
      />
      {canHandle && view.teams.length ? (
        <SelectField
          id="filtre-equipe"
          name={P.teamId}
          label={t.filters.team}
          defaultValue={query.teamId ?? ""}
          options={[
            { id: "", label: t.filters.anyTeam },
            { id: "none", label: t.filters.noTeam },
            ...view.teams,
          ]}
        />
      ) : null}
      {canHandle ? (
        <>
          <SelectField
            id="filtre-technicien"
            name={P.assigneeId}
            label={t.filters.assignee}
            defaultValue={query.assigneeId ?? ""}
            options={[
              { id: "", label: t.filters.anyAssignee },
              { id: "none", label: t.filters.unassigned },
              ...view.handlers,
            ]}
          />
          <div className="grid gap-2 sm:col-span-2">
            <label htmlFor="filtre-demandeur" className="text-sm font-medium">
              {t.filters.requester}
            </label>
            <input
              id="filtre-demandeur"
              type="email"
              name={P.requester}
              defaultValue={query.requester ?? ""}
              maxLength={254}
              autoComplete="off"
              spellCheck={false}
              className={fieldClass}
            />
          </div>
        </>
      ) : null}
    </FilterBar>
  );
}
