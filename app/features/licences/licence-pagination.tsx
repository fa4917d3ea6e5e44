import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { LICENCES_PATH } from "~/content/inventory";
import { licenceTexts as t } from "~/content/licences";
import { licencesHref, type LicenceQueryView } from "~/contracts/licences";
import { cn } from "~/lib/cn";

const disabled = cn(buttonClass("outline", "sm"), "pointer-events-none opacity-50");

/** 'Précédente' / 'Suivante' keeping the filter and the search; nothing for one page. */
export function LicencePagination({
  query,
  hasNext,
}: {
  query: LicenceQueryView;
  hasNext: boolean;
}) {
  const { page } = query;
  if (page <= 1 && !hasNext) return null;
  const p = t.pagination;
  const to = (n: number) => licencesHref(LICENCES_PATH, { ...query, page: n });
  return (
    <nav aria-label={p.label} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={buttonClass("outline", "sm")}>
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
        <Link to={to(page + 1)} rel="next" className={buttonClass("outline", "sm")}>
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
