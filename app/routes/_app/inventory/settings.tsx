import type { Route } from "./+types/settings";
import { findDashboardModule } from "~/content/dashboard-modules";
import { INVENTORY_SETTINGS_PATH, inventorySettingsTexts } from "~/content/inventory-settings";
import { dashboardMeta } from "~/features/dashboard";
import { InventorySettingsPage } from "~/features/inventory";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import {
  inventorySettingsAction,
  loadInventorySettings,
} from "~/server/inventory/inventory-settings-page.server";

// /dashboard/inventory-management/parametres: the inventory's settings (owners and administrators).
const inventory = findDashboardModule("inventory-management")!;

export const loader = ({ request }: Route.LoaderArgs) => loadInventorySettings(request);

export const action = ({ request }: Route.ActionArgs) => inventorySettingsAction(request);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: inventorySettingsTexts.title,
    description: inventorySettingsTexts.description,
    path: INVENTORY_SETTINGS_PATH,
  });

export default function InventorySettings({ loaderData }: Route.ComponentProps) {
  return <InventorySettingsPage view={loaderData.view} moduleTitle={inventory.title} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
