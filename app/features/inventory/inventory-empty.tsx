import { Boxes, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inventoryListTexts as t } from "~/content/inventory-list";
import { assetListHref, type AssetListView } from "~/contracts/inventory-list";
import { cn } from "~/lib/cn";
import { AddButtons } from "./inventory-header";

/**
 * No asset to show: none at all yet (explains what to record, offers to add one or import a CSV),
 * or none for these filters (says so and offers to reset them).
 */
export function InventoryEmpty({ view }: { view: AssetListView }) {
  const first = view.noAssetYet;
  const Icon = first ? Boxes : SearchX;
  const canAdd = view.canManage && !view.readOnly;
  const text = first
    ? canAdd
      ? t.empty.text
      : t.empty.readerText
    : view.query.q
      ? t.empty.noMatch(view.query.q)
      : t.empty.filteredText;
  return (
    <section
      aria-labelledby="vide-titre"
      data-testid="inventory-empty"
      className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center shadow-sm"
    >
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 id="vide-titre" className="mt-4 text-lg font-semibold">
        {first ? t.empty.title : t.empty.filteredTitle}
      </h2>
      <p className="mt-1 max-w-md text-sm text-pretty break-words text-muted-foreground">{text}</p>
      {first ? (
        canAdd ? (
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <AddButtons />
          </div>
        ) : null
      ) : (
        <Link to={assetListHref()} className={cn(buttonClass("outline"), "mt-6")}>
          {t.empty.reset}
        </Link>
      )}
    </section>
  );
}
