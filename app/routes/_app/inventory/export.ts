import type { Route } from "./+types/export";
import { exportAssetList } from "~/server/inventory/assets/asset-export.server";

// /dashboard/inventory-management/export: the CSV of the list as filtered (same parameters, every page).
export const loader = ({ request }: Route.LoaderArgs) => exportAssetList(request);
