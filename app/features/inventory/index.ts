// The inventory feature's public module.
export { InventorySettingsPage } from "./settings-page";
