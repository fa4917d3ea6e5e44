import { useActionData } from "react-router";
import { ListPage } from "~/components/module/list-page";
import { Pagination } from "~/components/module/pagination";
import { FormAlert } from "~/components/ui/form-alert";
import { inventoryListTexts as t } from "~/content/inventory-list";
import { assetListHref, type AssetListView } from "~/contracts/inventory-list";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { InventoryEmpty } from "./inventory-empty";
import { InventoryFilters } from "./inventory-filters";
import { InventoryHeader } from "./inventory-header";
import { InventoryTable } from "./inventory-table";

/** /dashboard/inventory-management for a signed-in person (null view: no workspace). */
export function InventoryListPage({ view, title }: { view: AssetListView | null; title: string }) {
  const result = useActionData<WorkspaceResult>();
  if (!view) {
    return (
      <ListPage>
        <InventoryHeader title={title} view={null} />
        <FormAlert tone="error">{t.noWorkspace}</FormAlert>
      </ListPage>
    );
  }
  const first = { ...view.query, after: null, before: null };
  return (
    <ListPage>
      <InventoryHeader title={title} view={view} />
      {view.noAssetYet ? null : <InventoryFilters view={view} />}
      {view.rows.length > 0 ? (
        <InventoryTable view={view} result={result} />
      ) : (
        <InventoryEmpty view={view} />
      )}
      <Pagination
        texts={t.pagination}
        firstHref={assetListHref(first)}
        previousHref={view.previous ? assetListHref({ ...first, before: view.previous }) : null}
        nextHref={view.next ? assetListHref({ ...first, after: view.next }) : null}
      />
    </ListPage>
  );
}
