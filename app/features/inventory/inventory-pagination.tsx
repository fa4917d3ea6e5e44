import { ChevronLeft, ChevronRight, ChevronsLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inventoryListTexts as t } from "~/content/inventory-list";
import { assetListHref, type AssetListView } from "~/contracts/inventory-list";
import { cn } from "~/lib/cn";

const disabled = cn(buttonClass("outline", "sm"), "pointer-events-none opacity-50");

/** 'Précédente' / 'Suivante' (keyset cursors) keeping the filters, search and sort. */
export function InventoryPagination({ view }: { view: AssetListView }) {
  const { query, next, previous } = view;
  if (!next && !previous) return null;
  const p = t.pagination;
  const page = { ...query, after: null, before: null };
  return (
    <nav aria-label={p.label} className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap gap-2">
        {previous ? (
          <>
            <Link to={assetListHref(page)} className={buttonClass("ghost", "sm")}>
              <ChevronsLeft aria-hidden />
              {p.first}
            </Link>
            <Link
              to={assetListHref({ ...page, before: previous })}
              rel="prev"
              className={buttonClass("outline", "sm")}
            >
              <ChevronLeft aria-hidden />
              {p.previous}
            </Link>
          </>
        ) : (
          <span aria-disabled="true" className={disabled}>
            <ChevronLeft aria-hidden />
            {p.previous}
          </span>
        )}
      </div>
      {next ? (
        <Link
          to={assetListHref({ ...page, after: next })}
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
