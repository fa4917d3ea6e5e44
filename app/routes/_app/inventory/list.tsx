import type { Route } from "./+types/list";
import { findDashboardModule } from "~/content/dashboard-modules";
import { INVENTORY_PATH } from "~/content/inventory";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { InventoryListPage } from "~/features/inventory";
import { rootMetaData } from "~/lib/seo";
import {
  inventoryListAction,
  inventoryListLoader,
} from "~/server/inventory/assets/inventory-page.server";

// /dashboard/inventory-management: the active workspace's assets for a signed-in person; the
// spec's placeholder for anonymous visitors (the public demo).
const service = findDashboardModule("inventory-management")!;

export const loader = ({ request }: Route.LoaderArgs) => inventoryListLoader(request);

export const action = ({ request }: Route.ActionArgs) => inventoryListAction(request);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: INVENTORY_PATH,
  });

export default function Inventory({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <DashboardModulePage service={service} />;
  return <InventoryListPage view={loaderData.view} title={service.title} />;
}
