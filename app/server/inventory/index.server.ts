// The inventory's public face: what another module may import (decision 0081). The helpdesk
// links tickets to assets (its tests also open an asset's page to see the ticket listed there);
// the projects list the assets they concern. The licences (their own module, decision 0090) fold
// names as assets do, parse amounts and days as the asset form does, match installs with the
// inventory's rule and name seats' contacts.

export {
  assetsOfTicket,
  findAssetByRef,
  insertLink,
  linkTicketToAsset,
  removeLink,
  requireTicketAsset,
  ticketAssetOf,
  type LinkedAsset,
} from "./assets/ticket-asset.server";
export { assetsByIds, searchAssets } from "./assets/asset-lookup.server";
export { assetPageAction } from "./assets/asset-page-action.server";
export { loadAssetPage } from "./assets/asset-page.server";
export { findContact, foldName } from "./assets/asset-refs.server";
export { assetSoftware } from "./assets/asset-software.server";
export { parseAmount, parseDay } from "./assets/asset-values.server";
export { covers, foldPublisher } from "./assets/licence-match.server";
export type { InventoryContext } from "./inventory-context.server";
