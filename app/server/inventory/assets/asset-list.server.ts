import { and, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { ASSET_STATUSES, type AssetStatus } from "~/content/inventory";
import {
  ASSET_SORTS,
  WARRANTY_FILTERS,
  type AssetListQuery,
  type AssetListRow,
  type AssetSort,
} from "~/contracts/inventory-list";
import { asset, assetLocation, assetType } from "~/server/db/inventory-schema.server";
import { planEachRun } from "~/server/db/plan-each-run.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { formatIsoDay } from "~/lib/date-time";
import {
  assetSearchCondition,
  assetSearchIds,
  probeSearch,
  SEARCH_PROBE_LIMIT,
  type SearchProbe,
} from "./asset-search.server";
import { UUID } from "~/lib/uuid";

// The asset list: filters, search, sort and keyset pages, all read from the URL (parseAssetQuery),
// so that a view can be shared and exported as CSV. Every sort has an index starting with
// organization_id (drizzle/0009_inventory.sql, 0010_inventory_list.sql), read in its order: a
// page never sorts the whole inventory, however deep it is.

export const ASSET_PAGE_SIZE = 25;

/**
 * Who holds an asset: a member by account id (better-auth's letters and digits, UUIDs for
 * accounts made by scripts), or a helpdesk contact as `contact:<uuid>`.
 */
const HOLDER_ID =
  /^(?:[A-Za-z0-9-]{1,64}|contact:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const CONTACT_PREFIX = "contact:";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pick = <T extends string>(values: readonly T[], given: string | null): T | null =>
  values.includes(given as T) ? (given as T) : null;

/** The query of a list URL; anything unknown or malformed is left out (never an error). */
export function parseAssetQuery(params: URLSearchParams): AssetListQuery {
  const id = (key: string, shape: RegExp) => {
    const value = params.get(key) ?? "";
    return shape.test(value) || value === "none" ? value : null;
  };
  const status = params
    .getAll("statut")
    .filter((v): v is AssetStatus => (ASSET_STATUSES as readonly string[]).includes(v));
  const sort = pick(ASSET_SORTS, params.get("tri")) ?? "updated";
  const after = cursorOf(sort, params.get("apres"));
  return {
    status: [...new Set(status)],
    typeId: id("type", UUID) === "none" ? null : id("type", UUID),
    locationId: id("emplacement", UUID),
    assigneeId: id("attribue", HOLDER_ID),
    warranty: pick(WARRANTY_FILTERS, params.get("garantie")),
    q: (params.get("q") ?? "").trim().slice(0, 200),
    sort,
    after: after ? params.get("apres") : null,
    before: !after && cursorOf(sort, params.get("avant")) ? params.get("avant") : null,
  };
}

/** The sort's key of a row: what the cursor holds, with the row's id. */
interface SortKey {
  column: SQL;
  dir: "asc" | "desc";
  /** The key as the cursor writes it. */
  of: (row: KeyedRow) => string;
  valid: (key: string) => boolean;
}
interface KeyedRow {
  id: string;
  tag: string;
  name: string;
  warrantyEnd: string | null;
  updatedAt: Date;
}

const NO_WARRANTY = "infinity";
const SORT_KEYS: Record<AssetSort, SortKey> = {
  updated: {
    column: sql`${asset.updatedAt}`,
    dir: "desc",
    of: (row) => row.updatedAt.toISOString(),
    valid: (key) => !Number.isNaN(Date.parse(key)) && /^\d{4}-/.test(key),
  },
  tag: { column: sql`${asset.tag}`, dir: "asc", of: (row) => row.tag, valid: () => true },
  name: { column: sql`${asset.name}`, dir: "asc", of: (row) => row.name, valid: () => true },
  warranty: {
    column: sql`coalesce(${asset.warrantyEnd}, 'infinity'::date)`,
    dir: "asc",
    of: (row) => row.warrantyEnd ?? NO_WARRANTY,
    valid: (key) => key === NO_WARRANTY || ISO_DAY.test(key),
  },
};

/** A cursor: base64url of `[key, id]`; null when it is not one of this sort. */
function cursorOf(sort: AssetSort, text: string | null): [string, string] | null {
  if (!text || text.length > 400) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value as unknown[];
    if (typeof key !== "string" || typeof id !== "string" || !UUID.test(id)) return null;
    return SORT_KEYS[sort].valid(key) ? [key, id] : null;
  } catch {
    return null;
  }
}

const cursorFor = (sort: AssetSort, row: KeyedRow) =>
  Buffer.from(JSON.stringify([SORT_KEYS[sort].of(row), row.id])).toString("base64url");

const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const todayOf = (now: Date) => formatIsoDay(now);

/** The conditions of the query's filters and search (with the probe's candidates, if any). */
function assetFilters(query: AssetListQuery, today: string, probe?: SearchProbe): SQL[] {
  const where: SQL[] = [];
  if (query.status.length) where.push(inArray(asset.status, query.status));
  if (query.typeId) where.push(eq(asset.typeId, query.typeId));
  if (query.locationId === "none") where.push(isNull(asset.locationId));
  else if (query.locationId) where.push(eq(asset.locationId, query.locationId));
  if (query.assigneeId === "none") where.push(isNull(asset.assigneeName));
  else if (query.assigneeId?.startsWith(CONTACT_PREFIX)) {
    where.push(eq(asset.assigneeContactId, query.assigneeId.slice(CONTACT_PREFIX.length)));
  } else if (query.assigneeId) where.push(eq(asset.assigneeUserId, query.assigneeId));
  if (query.warranty === "expiree") where.push(lt(asset.warrantyEnd, today));
  else if (query.warranty) {
    where.push(
      gte(asset.warrantyEnd, today),
      lte(asset.warrantyEnd, addDays(today, Number(query.warranty))),
    );
  }
  if (query.q) where.push(assetSearchCondition(query.q, probe));
  return where;
}

/** What a page of the list shows. */
const pageColumns = {
  id: asset.id,
  tag: asset.tag,
  name: asset.name,
  typeName: assetType.name,
  manufacturer: asset.manufacturer,
  model: asset.model,
  serial: asset.serial,
  status: asset.status,
  locationName: assetLocation.name,
  assigneeName: asset.assigneeName,
  warrantyEnd: asset.warrantyEnd,
  updatedAt: asset.updatedAt,
};

/** What the CSV export writes besides. */
const exportColumns = {
  ...pageColumns,
  purchaseDate: asset.purchaseDate,
  purchasePrice: asset.purchasePrice,
  currency: asset.currency,
  notes: asset.notes,
  custom: asset.custom,
};

const selectPage = (tx: TenantTx) =>
  tx
    .select(pageColumns)
    .from(asset)
    .innerJoin(assetType, eq(assetType.id, asset.typeId))
    .leftJoin(assetLocation, eq(assetLocation.id, asset.locationId));

const selectExport = (tx: TenantTx) =>
  tx
    .select(exportColumns)
    .from(asset)
    .innerJoin(assetType, eq(assetType.id, asset.typeId))
    .leftJoin(assetLocation, eq(assetLocation.id, asset.locationId));

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPage>["execute"]>>[number];

/**
 * The order of a sort, forwards or backwards: exactly its index's order (`desc nulls last` for
 * updated, `asc nulls last` for the others) or that order reversed, so that a page is read from
 * the index (the keys are never null: the nulls clause only has to match the index).
 */
function orderOf(query: AssetListQuery, backwards: boolean): SQL[] {
  const key = SORT_KEYS[query.sort];
  const desc = (key.dir === "desc") !== backwards;
  const dir = sql.raw(`${desc ? "desc" : "asc"} ${backwards ? "nulls first" : "nulls last"}`);
  const column = sortColumn(query);
  return [sql`${column} ${dir}`, sql`${asset.id} ${dir}`];
}

/**
 * The column a query is sorted on. Sorted by warranty and filtered on a warranty range (30, 60,
 * 90 days), every row has a warranty end, which is then its sort key itself: the sort is read
 * from asset_org_warranty_idx within the range and stops after the page, where the sort's
 * expression `coalesce(warranty_end, 'infinity')` could not take the range (under row-level
 * security, a condition on a coalesce is not leakproof: never an index condition). Same rows,
 * same order (decision 0125).
 */
function sortColumn(query: AssetListQuery): SQL {
  const ranged = query.warranty !== null && query.warranty !== "expiree";
  return query.sort === "warranty" && ranged
    ? sql`${asset.warrantyEnd}`
    : SORT_KEYS[query.sort].column;
}

function beyond(query: AssetListQuery, cursor: [string, string], backwards: boolean): SQL {
  const { sort } = query;
  const key = SORT_KEYS[sort];
  const later = (key.dir === "desc") !== backwards ? sql`<` : sql`>`;
  const value =
    sort === "updated"
      ? sql`${cursor[0]}::timestamptz`
      : sort === "warranty"
        ? sql`${cursor[0]}::date`
        : sql`${cursor[0]}`;
  return sql`(${sortColumn(query)}, ${asset.id}) ${later} (${value}, ${cursor[1]}::uuid)`;
}

export function warrantyStateOf(end: string | null, today: string): AssetListRow["warrantyState"] {
  if (!end) return null;
  if (end < today) return "expired";
  return end <= addDays(today, 30) ? "soon" : null;
}

const rowOf = (row: SelectedRow, today: string): AssetListRow => ({
  id: row.id,
  tag: row.tag,
  name: row.name,
  typeName: row.typeName,
  manufacturer: row.manufacturer,
  model: row.model,
  serial: row.serial,
  status: row.status as AssetStatus,
  locationName: row.locationName,
  assigneeName: row.assigneeName,
  warrantyEnd: row.warrantyEnd,
  warrantyState: warrantyStateOf(row.warrantyEnd, today),
});

/** One page of the list, with the cursors of its neighbours. */
export async function listAssets(
  tx: TenantTx,
  query: AssetListQuery,
  now: Date,
  probe?: SearchProbe,
  /** Rows per page: the list's, or more for a report's table read in one statement (0119). */
  size = ASSET_PAGE_SIZE,
): Promise<{ rows: AssetListRow[]; next: string | null; previous: string | null }> {
  const today = todayOf(now);
  const backwards = Boolean(query.before);
  const cursor = cursorOf(query.sort, query.after ?? query.before);
  const rows = await selectPage(tx)
    .where(
      and(
        ...assetFilters(query, today, probe),
        cursor ? beyond(query, cursor, backwards) : undefined,
      ),
    )
    .orderBy(...orderOf(query, backwards))
    .limit(size + 1);
  const more = rows.length > size;
  // Back at the start: the first page as it is (a full page, without a 'previous').
  if (backwards && !more) return listAssets(tx, { ...query, before: null }, now, probe, size);
  const page = rows.slice(0, size);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const cursorAt = (row: SelectedRow | undefined) => (row ? cursorFor(query.sort, row) : null);
  return {
    rows: page.map((row) => rowOf(row, today)),
    next: backwards || more ? cursorAt(last) : null,
    previous: backwards ? (more ? cursorAt(first) : null) : cursor ? cursorAt(first) : null,
  };
}

/** The header's count stops there: counting 50,000 rows would cost more than the page itself. */
export const ASSET_COUNT_CAP = 10_000;

/**
 * How many assets match the filters; with `cap`, at most `cap + 1` are counted (more than `cap`:
 * the header says "plus de 10 000"). A search whose words are all common (the probe found no
 * candidates) is counted from asset_search_word, not by testing every asset's vector.
 */
export async function countAssets(
  tx: TenantTx,
  query: AssetListQuery,
  now: Date,
  cap?: number,
  probe?: SearchProbe,
) {
  const today = todayOf(now);
  const limit = cap ? sql` limit ${cap + 1}` : sql``;
  let matching: SQL;
  if (query.q && probe && probe.candidates === null) {
    const ids = assetSearchIds(query.q);
    const others = assetFilters({ ...query, q: "" }, today);
    // Through asset even without other filters: an import's hidden rows have words too.
    matching = sql`select 1 from ${asset} where ${and(...others, sql`${asset.id} in (${ids})`)}${limit}`;
  } else {
    const where = and(...assetFilters(query, today, probe));
    matching = sql`select 1 from ${asset}${where ? sql` where ${where}` : sql``}${limit}`;
  }
  // How many rows a filter or a search keeps decides the plan (a status kept by most assets, a
  // common word): planned with the values at each run (decision 0144).
  const result = await tx.execute(
    planEachRun(sql`select count(*)::int as n from (${matching}) matching`),
  );
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return row?.n ?? 0;
}

/**
 * A page of the list with the header's count, capped at `cap` (more: `cap + 1`). A search first
 * probes its words (asset-search.server.ts). A page that holds every match (the first, with no
 * next) is its own count: no counting statement.
 */
export async function listAssetPage(
  tx: TenantTx,
  query: AssetListQuery,
  now: Date,
  { cap = ASSET_COUNT_CAP, probeLimit = SEARCH_PROBE_LIMIT } = {},
) {
  const probe = query.q ? await probeSearch(tx, query.q, probeLimit) : undefined;
  const page = await listAssets(tx, query, now, probe);
  const whole = !page.previous && !page.next;
  const total = whole ? page.rows.length : await countAssets(tx, query, now, cap, probe);
  return { ...page, total };
}

/** Whether the workspace has any asset (the first-use empty state). */
export async function hasAnyAsset(tx: TenantTx) {
  const rows = await tx.select({ id: asset.id }).from(asset).limit(1);
  return rows.length > 0;
}

/**
 * The CSV export, first step: the ids of every matching asset in the list's order (no cap). The
 * rows are read by `assetsByIds`, a batch at a time.
 */
export async function exportAssetIds(tx: TenantTx, query: AssetListQuery, now: Date) {
  const rows = await tx
    .select({ id: asset.id })
    .from(asset)
    .where(and(...assetFilters(query, todayOf(now))))
    .orderBy(...orderOf(query, false));
  return rows.map((row) => row.id);
}

/** The export's rows of `ids` (still in the workspace: row-level security). */
export async function assetsByIds(tx: TenantTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectExport(tx).where(inArray(asset.id, [...ids]));
}

/**
 * How many assets match the filters (without the search), per status or per type: the report's
 * charts (app/server/inventory/report/), with the list's own conditions, so that each bar equals
 * the count of the list filtered by that status or type.
 */
/**
 * The list's condition for `query` (its search left out), for a statement that counts several
 * of the list's views at once (the report's section): each count equals the list it links to.
 */
export const assetCondition = (query: AssetListQuery, now: Date): SQL | undefined =>
  and(...assetFilters({ ...query, q: "" }, todayOf(now)));
