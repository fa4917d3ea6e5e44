// The inventory feature's public module.
export { InventoryListPage } from "./inventory-list-page";
