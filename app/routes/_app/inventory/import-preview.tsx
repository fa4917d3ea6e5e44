import type { Route } from "./+types/import-preview";
import { importTexts } from "~/content/inventory-import";
import { dashboardMeta } from "~/features/dashboard";
import { ImportPreviewPage } from "~/features/inventory/import-preview-page";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { importPageAction, importPageLoader } from "~/server/inventory/import/import-page.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/inventory-management/import/:id: the preview of a stored upload (mapping, rows
// checked), the import, then its result; another workspace's id is the French 404 page.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  importPageLoader(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  importPageAction(request, params.id);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  dashboardMeta(rootMetaData(matches), {
    title:
      loaderData?.kind === "preview"
        ? importTexts.previewTitle(loaderData.preview.fileName)
        : importTexts.doneTitle,
    description: importTexts.mappingLead,
    path: location.pathname,
  });

export default function InventoryImportPreview({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportPreviewPage view={loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
