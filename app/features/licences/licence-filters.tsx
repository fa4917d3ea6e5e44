import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { LICENCES_PATH } from "~/content/inventory";
import { LICENCE_FILTERS, LICENCE_LIMITS, licenceTexts as t } from "~/content/licences";
import { licencesHref, type LicenceQueryView } from "~/contracts/licences";
import { cn } from "~/lib/cn";
import { fieldClass } from "~/components/ui/choice-fields";

/** The filters as plain links and the search as a GET form: both work without JavaScript. */
export function LicenceFilters({ query }: { query: LicenceQueryView }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center justify-between gap-3">
      <nav aria-label={t.filtersLabel}>
        <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          {LICENCE_FILTERS.map((id) => {
            const active = id === query.filter;
            return (
              <li key={id}>
                <Link
                  to={licencesHref(LICENCES_PATH, { ...query, filter: id, page: 1 })}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    active
                      ? "bg-background text-foreground shadow-sm"
                      : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {t.filters[id]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" role="search" className="flex w-full min-w-0 gap-2 sm:w-auto">
        {query.filter !== "all" ? <input type="hidden" name="filtre" value={query.filter} /> : null}
        <label htmlFor="licence-search" className="sr-only">
          {t.search}
        </label>
        <input
          id="licence-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={t.searchPlaceholder}
          maxLength={LICENCE_LIMITS.search}
          className={cn(fieldClass, "sm:w-64")}
        />
        <button type="submit" className={buttonClass("outline")}>
          <Search aria-hidden />
          <span className="max-sm:sr-only">{t.searchSubmit}</span>
        </button>
      </Form>
    </div>
  );
}
