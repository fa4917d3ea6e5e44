import type { Route } from "./+types/asset";
import { assetPageTexts } from "~/content/inventory-asset";
import { dashboardMeta } from "~/features/dashboard";
import { AssetPage } from "~/features/inventory";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { assetPageAction } from "~/server/inventory/assets/asset-page-action.server";
import { loadAssetPage } from "~/server/inventory/assets/asset-page.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/inventory-management/:id: one asset (details, history, linked tickets) and its forms
// (edit, check-out, check-in); the French 404 page for another workspace's or a malformed id.
export const loader = ({ request, params }: Route.LoaderArgs) => loadAssetPage(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  assetPageAction(request, params.id);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  dashboardMeta(rootMetaData(matches), {
    title: loaderData
      ? assetPageTexts.metaTitle(loaderData.view.tag, loaderData.view.name)
      : undefined,
    description: assetPageTexts.description,
    path: location.pathname,
  });

export default function InventoryAsset({ loaderData, actionData }: Route.ComponentProps) {
  return <AssetPage view={loaderData.view} notice={loaderData.notice} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
