import type { Route } from "./+types/new";
import { assetFormTexts, NEW_ASSET_PATH } from "~/content/inventory-asset";
import { dashboardMeta } from "~/features/dashboard";
import { NewAssetPage } from "~/features/inventory";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { newAssetAction, newAssetLoader } from "~/server/inventory/assets/asset-new.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/inventory-management/nouveau: 'Ajouter un équipement' (asset.manage). On success,
// the new asset's page; a refusal keeps what was typed.
export const loader = ({ request }: Route.LoaderArgs) => newAssetLoader(request);

export const action = ({ request }: Route.ActionArgs) => newAssetAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: assetFormTexts.newTitle,
    description: assetFormTexts.newLead,
    path: NEW_ASSET_PATH,
  });

export default function InventoryAssetNew({ loaderData, actionData }: Route.ComponentProps) {
  return <NewAssetPage view={loaderData} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
