import { ChevronLeft, ChevronRight, ChevronsLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";

// A list's 'Précédente' / 'Suivante' as links (docs/decisions/0082-module-ui-kit.md): the page
// is in the URL (a page number or keyset cursors), so it works without JavaScript and keeps the
// filters. The caller builds the hrefs; a missing one shows the button disabled; nothing at all
// when there is neither. `pageText` ('Page 2') shows between the buttons; `first` (keyset lists,
// which cannot name their page) adds a link back to the first page.
//
//   <Pagination texts={t.pagination} previousHref={page > 1 ? href(page - 1) : null}
//     nextHref={hasNext ? href(page + 1) : null} pageText={t.pagination.page(page)} />

export interface PaginationTexts {
  /** The nav's accessible name. */
  label: string;
  previous: string;
  next: string;
  first?: string;
}

const disabled = cn(buttonClass("outline", "sm"), "pointer-events-none opacity-50");

export function Pagination({
  texts,
  previousHref,
  nextHref,
  firstHref,
  pageText,
}: {
  texts: PaginationTexts;
  previousHref: string | null;
  nextHref: string | null;
  firstHref?: string;
  pageText?: string;
}) {
  if (!previousHref && !nextHref) return null;
  const previous = previousHref ? (
    <Link to={previousHref} rel="prev" className={buttonClass("outline", "sm")}>
      <ChevronLeft aria-hidden />
      {texts.previous}
    </Link>
  ) : (
    <span aria-disabled="true" className={disabled}>
      <ChevronLeft aria-hidden />
      {texts.previous}
    </span>
  );
  return (
    <nav aria-label={texts.label} className="flex flex-wrap items-center justify-between gap-3">
      {firstHref && texts.first ? (
        <div className="flex flex-wrap gap-2">
          {previousHref ? (
            <Link to={firstHref} className={buttonClass("ghost", "sm")}>
              <ChevronsLeft aria-hidden />
              {texts.first}
            </Link>
          ) : null}
          {previous}
        </div>
      ) : (
        previous
      )}
      {pageText ? <p className="text-sm text-muted-foreground tabular-nums">{pageText}</p> : null}
      {nextHref ? (
        <Link to={nextHref} rel="next" className={buttonClass("outline", "sm")}>
          {texts.next}
          <ChevronRight aria-hidden />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {texts.next}
          <ChevronRight aria-hidden />
        </span>
      )}
    </nav>
  );
}
