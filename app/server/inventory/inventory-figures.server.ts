import { inventoryCards as c } from "~/content/inventory-list";
import type { DashboardFigure } from "~/contracts/dashboard-figures";
import { assetListHref, EMPTY_ASSET_QUERY, type AssetListQuery } from "~/contracts/inventory-list";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { countAssets } from "./assets/asset-list.server";

// The dashboard's inventory figures: assets 'En service', and warranties ending within 30 days
// (not yet ended). Each counts the list's own query and links to it: the card and the list agree.

const inService: Partial<AssetListQuery> = { status: ["in_service"] };
const warranties: Partial<AssetListQuery> = { warranty: "30", sort: "warranty" };

const countOf = (tx: TenantTx, query: Partial<AssetListQuery>, now: Date) =>
  countAssets(tx, { ...EMPTY_ASSET_QUERY, ...query }, now);

export async function inventoryFigures(tx: TenantTx, now: Date): Promise<DashboardFigure[]> {
  return [
    {
      id: "assets-in-service",
      title: c.inService.title,
      count: await countOf(tx, inService, now),
      description: c.inService.description,
      href: assetListHref(inService),
      link: c.inService.link,
    },
    {
      id: "warranties",
      title: c.warranties.title,
      count: await countOf(tx, warranties, now),
      description: c.warranties.description,
      href: assetListHref(warranties),
      link: c.warranties.link,
      tone: "attention",
    },
  ];
}
