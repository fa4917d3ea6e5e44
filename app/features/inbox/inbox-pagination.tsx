import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inboxTexts } from "~/content/inbox";
import { inboxListHref, type InboxQuery } from "~/contracts/inbox-query";
import { cn } from "~/lib/cn";

const disabled = cn(buttonClass("outline", "sm"), "pointer-events-none opacity-50");

/** 'Précédent' / 'Suivant' links keeping the filter and the search; nothing for a single page. */
export function InboxPagination({ query, pageCount }: { query: InboxQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const { page } = query;
  return (
    <nav
      aria-label={inboxTexts.paginationLabel}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link
          to={inboxListHref({ ...query, page: page - 1 })}
          rel="prev"
          className={buttonClass("outline", "sm")}
        >
          <ChevronLeft aria-hidden />
          {inboxTexts.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden />
          {inboxTexts.previous}
        </span>
      )}
      <p className="text-sm text-muted-foreground tabular-nums">
        {inboxTexts.pageOf(page, pageCount)}
      </p>
      {page < pageCount ? (
        <Link
          to={inboxListHref({ ...query, page: page + 1 })}
          rel="next"
          className={buttonClass("outline", "sm")}
        >
          {inboxTexts.next}
          <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {inboxTexts.next}
          <ChevronRight aria-hidden />
        </span>
      )}
    </nav>
  );
}
