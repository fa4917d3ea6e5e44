// The inventory feature's public module.
export { AssetPage } from "./asset-page";
export { NewAssetPage } from "./asset-new-page";
export { InventorySettingsPage } from "./settings-page";
export { InventoryListPage } from "./inventory-list-page";
