import type { Route } from "./+types/import";
import { IMPORT_PATH, importTexts } from "~/content/inventory-import";
import { dashboardMeta } from "~/features/dashboard";
import { ImportUploadPage } from "~/features/inventory/import-upload-page";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import {
  importUploadAction,
  importUploadLoader,
} from "~/server/inventory/import/import-upload.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/inventory-management/import: the CSV upload form ('asset.manage'); on success, the
// preview of the stored file.
export const loader = ({ request }: Route.LoaderArgs) => importUploadLoader(request);

export const action = ({ request }: Route.ActionArgs) => importUploadAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: importTexts.title,
    description: importTexts.lead,
    path: IMPORT_PATH,
  });

export default function InventoryImport({ loaderData }: Route.ComponentProps) {
  return <ImportUploadPage readOnly={loaderData.readOnly} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
