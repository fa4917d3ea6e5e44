import { Search } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { INBOX_PATH, inboxTexts } from "~/content/inbox";
import {
  INBOX_PARAMS,
  INBOX_SEARCH_MAX,
  inboxFilters,
  inboxListHref,
  type InboxQuery,
} from "~/contracts/inbox-query";

/** The search: a GET form (works without JavaScript) that keeps the status filter. */
export function InboxSearchForm({ query }: { query: InboxQuery }) {
  const id = useId();
  const slug = inboxFilters.find((f) => f.id === query.filter)?.slug;
  return (
    <Form
      method="get"
      action={INBOX_PATH}
      role="search"
      className="grid w-full gap-1.5 md:max-w-lg"
    >
      <label htmlFor={`${id}-q`} className="text-sm font-medium">
        {inboxTexts.searchLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        {slug ? <input type="hidden" name={INBOX_PARAMS.filter} value={slug} /> : null}
        <div className="relative min-w-0 flex-1 basis-48">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            key={query.q}
            id={`${id}-q`}
            type="search"
            name={INBOX_PARAMS.search}
            defaultValue={query.q}
            maxLength={INBOX_SEARCH_MAX}
            aria-describedby={`${id}-hint`}
            className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </div>
        <Button type="submit" variant="secondary">
          {inboxTexts.searchSubmit}
        </Button>
        {query.q ? (
          <Link to={inboxListHref({ filter: query.filter })} className={buttonClass("ghost")}>
            {inboxTexts.clearSearch}
          </Link>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {inboxTexts.searchHint}
      </p>
    </Form>
  );
}
