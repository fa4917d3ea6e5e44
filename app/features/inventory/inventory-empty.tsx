import { Boxes, SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { inventoryListTexts as t } from "~/content/inventory-list";
import { assetListHref, type AssetListView } from "~/contracts/inventory-list";
import { AddButtons } from "./inventory-header";

/**
 * No asset to show: none at all yet (explains what to record, offers to add one or import a CSV),
 * or none for these filters (says so and offers to reset them).
 */
export function InventoryEmpty({ view }: { view: AssetListView }) {
  const first = view.noAssetYet;
  const canAdd = view.canManage && !view.readOnly;
  const text = first
    ? canAdd
      ? t.empty.text
      : t.empty.readerText
    : view.query.q
      ? t.empty.noMatch(view.query.q)
      : t.empty.filteredText;
  return (
    <EmptyState
      icon={first ? Boxes : SearchX}
      title={first ? t.empty.title : t.empty.filteredTitle}
      text={text}
      testId="inventory-empty"
    >
      {first ? (
        canAdd ? (
          <AddButtons />
        ) : null
      ) : (
        <Link to={assetListHref()} className={buttonClass("outline")}>
          {t.empty.reset}
        </Link>
      )}
    </EmptyState>
  );
}
