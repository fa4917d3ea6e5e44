import { Download, Plus, Settings, Upload } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { INVENTORY_PATH } from "~/content/inventory";
import { inventoryListTexts as t } from "~/content/inventory-list";
import {
  activeAssetFilters,
  assetExportHref,
  type AssetListView,
} from "~/contracts/inventory-list";

/** The title with the count, and what acts on the whole inventory. */
export function InventoryHeader({ title, view }: { title: string; view: AssetListView | null }) {
  const filtered = view && (view.query.q || activeAssetFilters(view.query) > 0);
  return (
    <div className="flex min-w-0 flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 flex-1 basis-[28rem]">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {view ? (
          // No asset yet: the empty state below says so, and offers the two ways in.
          <p className="mt-1 wrap-anywhere text-muted-foreground">
            {t.lead(view.workspaceName)}
            {view.noAssetYet ? null : (
              <span
                className="block font-medium text-foreground tabular-nums"
                data-testid="asset-count"
              >
                {view.total > view.totalCap
                  ? t.countOver(view.totalCap)
                  : filtered
                    ? t.filteredCount(view.total)
                    : t.count(view.total)}
              </span>
            )}
          </p>
        ) : null}
      </div>
      {view ? (
        <div className="flex flex-wrap items-center gap-2">
          {view.canConfigure ? (
            <Link to={`${INVENTORY_PATH}/parametres`} className={buttonClass("ghost")}>
              <Settings aria-hidden />
              {t.settings}
            </Link>
          ) : null}
          {view.noAssetYet ? null : (
            // A file download: a plain link, not a client-side navigation.
            <a href={assetExportHref(view.query)} className={buttonClass("outline")}>
              <Download aria-hidden />
              {t.exportCsv}
            </a>
          )}
          {view.canManage && !view.readOnly && !view.noAssetYet ? <AddButtons /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** 'Importer un CSV' and 'Ajouter un équipement' (also in the first-use empty state). */
export function AddButtons() {
  return (
    <>
      <Link to={`${INVENTORY_PATH}/import`} className={buttonClass("outline")}>
        <Upload aria-hidden />
        {t.importCsv}
      </Link>
      <Link to={`${INVENTORY_PATH}/nouveau`} className={buttonClass("primary")}>
        <Plus aria-hidden />
        {t.newAsset}
      </Link>
    </>
  );
}
