import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inboxTexts } from "~/content/inbox";
import { inboxListHref, type InboxQuery } from "~/contracts/inbox-query";
import { cn } from "~/lib/cn";

/** No message for this filter and search: says why, and how to see more. */
export function InboxEmpty({ query }: { query: InboxQuery }) {
  const filtered = query.q !== "" || query.filter !== "all";
  const text = query.q
    ? inboxTexts.noMatch(query.q)
    : query.filter !== "all"
      ? inboxTexts.emptyFilter
      : inboxTexts.emptyText;
  return (
    <section className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center shadow-sm">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Inbox aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{inboxTexts.emptyTitle}</h2>
      <p className="mt-1 max-w-md text-sm break-words text-muted-foreground">{text}</p>
      {filtered ? (
        <Link to={inboxListHref({})} className={cn(buttonClass("outline"), "mt-6")}>
          {inboxTexts.showAll}
        </Link>
      ) : null}
    </section>
  );
}
