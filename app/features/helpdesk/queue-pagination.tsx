import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { queueHref, type QueueQuery } from "~/contracts/helpdesk-queue";
import { cn } from "~/lib/cn";

const disabled = cn(buttonClass("outline", "sm"), "pointer-events-none opacity-50");

/** 'Précédente' / 'Suivante' keeping the view, filters, search and sort; nothing for one page. */
export function QueuePagination({ query, hasNext }: { query: QueueQuery; hasNext: boolean }) {
  const { page } = query;
  if (page <= 1 && !hasNext) return null;
  const p = t.pagination;
  return (
    <nav aria-label={p.label} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link
          to={queueHref({ ...query, page: page - 1 })}
          rel="prev"
          className={buttonClass("outline", "sm")}
        >
          <ChevronLeft aria-hidden />
          {p.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden />
          {p.previous}
        </span>
      )}
      <p className="text-sm text-muted-foreground tabular-nums">{p.page(page)}</p>
      {hasNext ? (
        <Link
          to={queueHref({ ...query, page: page + 1 })}
          rel="next"
          className={buttonClass("outline", "sm")}
        >
          {p.next}
          <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {p.next}
          <ChevronRight aria-hidden />
        </span>
      )}
    </nav>
  );
}
