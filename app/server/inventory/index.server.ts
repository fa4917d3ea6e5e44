// The inventory's public face: what another module may import (decision 0081). The helpdesk
// links tickets to assets; its tests also open an asset's page to see the ticket listed there.

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
export { assetPageAction } from "./assets/asset-page-action.server";
export { loadAssetPage } from "./assets/asset-page.server";
