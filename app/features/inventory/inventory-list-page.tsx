import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListView } from "~/contracts/inventory-list";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { InventoryEmpty } from "./inventory-empty";
import { InventoryFilters } from "./inventory-filters";
import { InventoryHeader } from "./inventory-header";
import { InventoryPagination } from "./inventory-pagination";
import { InventoryTable } from "./inventory-table";

/** /dashboard/inventory-management for a signed-in person (null view: no workspace). */
export function InventoryListPage({ view, title }: { view: AssetListView | null; title: string }) {
  const result = useActionData<WorkspaceResult>();
  if (!view) {
    return (
      <Page>
        <InventoryHeader title={title} view={null} />
        <FormAlert tone="error">{t.noWorkspace}</FormAlert>
      </Page>
    );
  }
  return (
    <Page>
      <InventoryHeader title={title} view={view} />
      {view.noAssetYet ? null : <InventoryFilters view={view} />}
      {view.rows.length > 0 ? (
        <InventoryTable view={view} result={result} />
      ) : (
        <InventoryEmpty view={view} />
      )}
      <InventoryPagination view={view} />
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      {children}
    </div>
  );
}
