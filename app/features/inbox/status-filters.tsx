import { Link } from "react-router";
import { inboxTexts } from "~/content/inbox";
import { inboxFilters, inboxListHref, type InboxQuery } from "~/contracts/inbox-query";
import { cn } from "~/lib/cn";
import type { InboxCounts } from "~/contracts/inbox-views";

/** The status filter as plain links (works without JavaScript); the search is kept. */
export function StatusFilters({ query, counts }: { query: InboxQuery; counts: InboxCounts }) {
  return (
    <nav aria-label={inboxTexts.filtersLabel}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:flex-wrap">
        {inboxFilters.map((filter) => {
          const active = filter.id === query.filter;
          return (
            <li key={filter.id}>
              <Link
                to={inboxListHref({ filter: filter.id, q: query.q })}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-8 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {filter.label}
                <span className="text-xs tabular-nums">{counts[filter.id]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
