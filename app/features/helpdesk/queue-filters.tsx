import { ChevronDown, Search, SlidersHorizontal } from "lucide-react";
import type { FormEvent } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
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
import { cn } from "~/lib/cn";
import { ChoiceChips, fieldClass } from "~/components/ui/choice-fields";
import { ChoiceField } from "./queue-form-fields";

export const QUEUE_SEARCH_ID = "recherche-tickets";

/**
 * The search, the sort and the filters: one GET form (works without JavaScript), so that the
 * URL holds the whole view. With JavaScript, empty fields are left out of the URL and a new sort
 * applies at once.
 */
export function QueueFilters({ view }: { view: QueueView }) {
  const { query, canHandle } = view;
  const submit = useSubmit();
  const active = activeFilterCount(query);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.append(key, value);
    }
    void submit(params, { method: "get", action: HELPDESK_PATH });
  };
  return (
    <Form
      method="get"
      action={HELPDESK_PATH}
      role="search"
      onSubmit={onSubmit}
      className="grid gap-3"
      data-testid="queue-filters"
    >
      {query.view !== "all" ? <input type="hidden" name={P.view} value={query.view} /> : null}
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem] md:items-start">
        <div className="grid min-w-0 gap-2">
          <label htmlFor={QUEUE_SEARCH_ID} className="text-sm font-medium">
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
                id={QUEUE_SEARCH_ID}
                type="search"
                name={P.q}
                defaultValue={query.q}
                maxLength={200}
                placeholder={t.search.placeholder}
                aria-describedby="recherche-tickets-aide"
                aria-keyshortcuts="/"
                className={cn(fieldClass, "pl-9")}
              />
            </div>
            <Button type="submit" variant="secondary">
              {t.search.submit}
            </Button>
          </div>
          <p id="recherche-tickets-aide" className="text-xs text-muted-foreground">
            {t.search.hint}
          </p>
        </div>
        <ChoiceField
          id="tri-tickets"
          name={P.sort}
          label={t.filters.sort}
          defaultValue={query.sort === "updated" ? "" : query.sort}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          options={QUEUE_SORTS.map((id) => ({
            id: id === "updated" ? "" : id,
            label: t.sorts[id],
          }))}
        />
      </div>
      <details
        open={active > 0}
        className="group rounded-xl border bg-card text-card-foreground shadow-sm"
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden className="size-4 text-muted-foreground" />
          {t.filters.toggle}
          <ChevronDown
            aria-hidden
            className="order-last ml-auto size-4 text-muted-foreground transition-transform group-open:rotate-180"
          />
          {active > 0 ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
              {t.filters.activeCount(active)}
            </span>
          ) : null}
        </summary>
        <div className="grid gap-4 border-t p-4 sm:grid-cols-2 xl:grid-cols-4">
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
          <ChoiceField
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
          {canHandle ? (
            <>
              <ChoiceField
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
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2 xl:col-span-4">
            <Button type="submit">{t.filters.apply}</Button>
            <Link to={queueHref({ view: query.view })} className={buttonClass("ghost")}>
              {t.filters.reset}
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}
