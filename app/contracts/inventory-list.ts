import type { AssetStatus } from "~/content/inventory";
import { INVENTORY_PATH } from "~/content/inventory";

// What the asset list's server and page share: the URL state (the parameters that
// app/server/inventory/assets/asset-list.server.ts's parseAssetQuery reads), the links that keep it, and
// the page's view. Pages are keyset cursors (`apres` / `avant`), so that page 1,000 of 50,000
// assets costs what page 1 costs.

export const ASSET_SORTS = ["updated", "tag", "name", "warranty"] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

/** Warranty filter: ends within 30, 60 or 90 days (not yet ended), or already ended. */
export const WARRANTY_FILTERS = ["30", "60", "90", "expiree"] as const;
type WarrantyFilter = (typeof WARRANTY_FILTERS)[number];

export interface AssetListQuery {
  status: AssetStatus[];
  typeId: string | null;
  /** A location id, or "none". */
  locationId: string | null;
  /** A member's id, or "none" (nobody). */
  assigneeId: string | null;
  warranty: WarrantyFilter | null;
  q: string;
  sort: AssetSort;
  /** The cursor of the page: after (next pages) or before (previous pages) this row. */
  after: string | null;
  before: string | null;
}

export const ASSET_LIST_PARAMS = {
  status: "statut",
  typeId: "type",
  locationId: "emplacement",
  assigneeId: "attribue",
  warranty: "garantie",
  q: "q",
  sort: "tri",
  after: "apres",
  before: "avant",
} as const;

/** `?statut=…&q=…`: defaults left out, so that the plain list is a plain URL. */
function assetListSearch(query: Partial<AssetListQuery>): string {
  const params = new URLSearchParams();
  const p = ASSET_LIST_PARAMS;
  for (const status of query.status ?? []) params.append(p.status, status);
  if (query.typeId) params.set(p.typeId, query.typeId);
  if (query.locationId) params.set(p.locationId, query.locationId);
  if (query.assigneeId) params.set(p.assigneeId, query.assigneeId);
  if (query.warranty) params.set(p.warranty, query.warranty);
  if (query.q) params.set(p.q, query.q);
  if (query.sort && query.sort !== "updated") params.set(p.sort, query.sort);
  if (query.after) params.set(p.after, query.after);
  else if (query.before) params.set(p.before, query.before);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const assetListHref = (query: Partial<AssetListQuery> = {}) =>
  `${INVENTORY_PATH}${assetListSearch(query)}`;

const INVENTORY_EXPORT_PATH = `${INVENTORY_PATH}/export`;

/** The CSV of the filtered list (every page of it). */
export const assetExportHref = (query: AssetListQuery) =>
  `${INVENTORY_EXPORT_PATH}${assetListSearch({ ...query, after: null, before: null })}`;

/** How many filters (besides the search and the sort) narrow the list. */
export const activeAssetFilters = (query: AssetListQuery) =>
  query.status.length +
  (query.typeId ? 1 : 0) +
  (query.locationId ? 1 : 0) +
  (query.assigneeId ? 1 : 0) +
  (query.warranty ? 1 : 0);

interface AssetOption {
  id: string;
  label: string;
}

export interface AssetListRow {
  id: string;
  tag: string;
  name: string;
  typeName: string;
  manufacturer: string | null;
  model: string | null;
  serial: string | null;
  status: AssetStatus;
  locationName: string | null;
  assigneeName: string | null;
  /** ISO day, or null. */
  warrantyEnd: string | null;
  /** 'soon': within 30 days; 'expired': before today. */
  warrantyState: "soon" | "expired" | null;
}

export interface AssetListView {
  workspaceName: string;
  canManage: boolean;
  canConfigure: boolean;
  readOnly: boolean;
  query: AssetListQuery;
  rows: AssetListRow[];
  /** Assets matching the filters (every page), counted up to a cap (`total > cap`: "plus de"). */
  total: number;
  totalCap: number;
  /** Cursors of the next and previous pages; null at an end. */
  next: string | null;
  previous: string | null;
  noAssetYet: boolean;
  types: AssetOption[];
  locations: AssetOption[];
  members: AssetOption[];
  /** Contacts (not members) holding an asset, as `contact:<id>` (the filter's value). */
  holders: AssetOption[];
}

/** The plain list: no filter, no search, the default sort, the first page. */
export const EMPTY_ASSET_QUERY: AssetListQuery = {
  status: [],
  typeId: null,
  locationId: null,
  assigneeId: null,
  warranty: null,
  q: "",
  sort: "updated",
  after: null,
  before: null,
};
