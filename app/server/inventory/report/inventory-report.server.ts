import { and, lte, sql, type SQL } from "drizzle-orm";
import {
  ASSET_STATUSES,
  assetPath,
  assetStatusLabels,
  type AssetStatus,
} from "~/content/inventory";
import {
  inventoryReportTexts as t,
  TYPE_FILTER_KEY,
  WARRANTY_HORIZONS,
} from "~/content/inventory-report";
import { assetListHref, EMPTY_ASSET_QUERY, type AssetListQuery } from "~/contracts/inventory-list";
import type { ReportSection, ReportTable } from "~/contracts/report";
import { formatIsoDay } from "~/lib/date-time";
import { asset, assetType } from "~/server/db/inventory-schema.server";
import { assetTally } from "../schema.server";
import type { ReportInput } from "~/server/platform/module-manifest.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { assetCondition, listAssets } from "../assets/asset-list.server";

// The inventory's section of 'Pilotage de la performance' and of the monthly PDF (decisions
// 0104, 0108): assets by status and by type, warranties ending within 30/60/90 days and the
// assets behind them. Every count uses the asset list's own conditions (assetCondition, and
// listAssets for the renewals), so a figure equals the list it links to. The inventory is a
// stock: its figures are today's; only 'Équipements ajoutés' is counted over the period.

const DAY_MS = 86_400_000;
/** The renewals table stops there (its CSV too); the list behind it has them all. */
const RENEWAL_ROWS = 100;

const daysUntil = (isoDay: string, today: string) =>
  Math.round((Date.parse(`${isoDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

const frenchDay = (isoDay: string) => isoDay.split("-").reverse().join("/");

/** The last day of the list's widest warranty horizon (the list's own `addDays`). */
const lastDayOf = (now: Date, days: number) =>
  formatIsoDay(new Date(Date.parse(`${formatIsoDay(now)}T00:00:00Z`) + days * DAY_MS));

/** Lower case, as the types' ids are read back (the filter matches them as strings). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Figures {
  types: { id: string; name: string }[];
  counts: {
    status: AssetStatus;
    typeId: string | null;
    n: number;
    added: number;
    addedBefore: number;
  }[];
  dated: { expired: number; within30: number; within60: number; within90: number };
}

/**
 * Every figure of the section in one statement (decisions 0125, 0136), each asset counted once,
 * with the asset types (the filter's options; a chosen type that is not one of them filters
 * nothing). Per status, type and addition (this period or the one before): the sums of
 * asset_tally, which the triggers of drizzle/0036 keep equal to the assets this transaction sees
 * (its policy is asset's), by day of creation in the periods' zone (their bounds are that zone's
 * midnights). The warranty horizons: over the assets whose warranty ends within 90 days or has
 * ended, read from asset_org_warranty_idx, each count with the list's own condition.
 */
export async function inventoryFigures(
  tx: TenantTx,
  chosen: string | undefined,
  input: ReportInput,
): Promise<Figures> {
  const { now, period } = input;
  const day = (instant: string) => sql`asset_tally_day(${instant}::timestamptz)`;
  const addedWithin = (span: { start: string; end: string }) =>
    sql`(coalesce(sum(${assetTally.n}) filter (where ${assetTally.createdOn} >= ${day(span.start)}
      and ${assetTally.createdOn} < ${day(span.end)}), 0))::int`;
  // The chosen type, if it is one of the workspace's (else no filter), as the list's condition.
  const typeId = chosen && UUID.test(chosen) ? chosen : null;
  const known = sql`exists (select 1 from ${assetType} where ${assetType.id} = ${typeId}::uuid)`;
  const ofType = (column: typeof asset.typeId | typeof assetTally.typeId) =>
    typeId ? sql`(not ${known} or ${column} = ${typeId}::uuid)` : sql`true`;
  const view = (query: Partial<AssetListQuery>) =>
    assetCondition({ ...EMPTY_ASSET_QUERY, ...query }, now);
  const count = (condition: SQL | undefined) => sql`(count(*) filter (where ${condition}))::int`;
  const result = await tx.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('id', ${assetType.id}, 'name', ${assetType.name})
          order by ${assetType.name}), '[]'::json) from ${assetType}) as types,
      (select coalesce(json_agg(c), '[]'::json) from (
        select ${assetTally.status} as status, ${assetTally.typeId} as "typeId",
          sum(${assetTally.n})::int as n, ${addedWithin(period)} as added,
          ${addedWithin(period.previous)} as "addedBefore"
        from ${assetTally} where ${ofType(assetTally.typeId)}
        group by ${assetTally.status}, ${assetTally.typeId}) c) as counts,
      (select json_build_object('expired', ${count(view({ warranty: "expiree" }))},
          'within30', ${count(view({ warranty: "30" }))}, 'within60', ${count(view({ warranty: "60" }))},
          'within90', ${count(view({ warranty: "90" }))})
        from ${asset}
        where ${and(assetCondition(EMPTY_ASSET_QUERY, now), lte(asset.warrantyEnd, lastDayOf(now, 90)))}
          and ${ofType(asset.typeId)}) as dated`);
  return (result as unknown as { rows: Figures[] }).rows[0]!;
}

/** The section's figures: the types, the counts by status and type, the horizons, the additions. */
async function figuresOf(tx: TenantTx, chosen: string | undefined, input: ReportInput) {
  const { types, counts, dated } = await inventoryFigures(tx, chosen, input);
  const tally = <K>(key: (row: Figures["counts"][number]) => K) => {
    const totals = new Map<K, number>();
    for (const row of counts) {
      if (row.n !== 0) totals.set(key(row), (totals.get(key(row)) ?? 0) + row.n);
    }
    return totals;
  };
  const sum = (value: (row: Figures["counts"][number]) => number) =>
    counts.reduce((total, row) => total + value(row), 0);
  return {
    types,
    byStatus: tally((row) => row.status),
    byType: tally((row) => row.typeId),
    horizons: [dated.within30, dated.within60, dated.within90],
    expired: dated.expired,
    added: sum((row) => row.added),
    addedBefore: sum((row) => row.addedBefore),
  };
}

/** The assets whose warranty ends within 90 days, soonest first: the list's first rows, in one read. */
async function renewals(
  tx: TenantTx,
  base: AssetListQuery,
  now: Date,
  /** How many there are in all (the 90-day horizon's count), and their list. */
  all: { total: number; href: string },
): Promise<ReportTable> {
  const today = formatIsoDay(now);
  const query: AssetListQuery = { ...base, warranty: "90", sort: "warranty" };
  const { rows } = await listAssets(tx, query, now, undefined, RENEWAL_ROWS);
  const shown = rows.slice(0, RENEWAL_ROWS);
  const c = t.columns;
  return {
    id: "warranties-to-renew",
    title: t.toRenew,
    columns: [
      { key: "name", label: c.name },
      { key: "tag", label: c.tag },
      { key: "type", label: c.type },
      { key: "status", label: c.status },
      { key: "end", label: c.end },
      { key: "daysLeft", label: c.daysLeft, unit: "count" },
    ],
    rows: shown.map((row) => ({
      tag: row.tag,
      name: row.name,
      type: row.typeName,
      status: assetStatusLabels[row.status],
      end: row.warrantyEnd ? frenchDay(row.warrantyEnd) : null,
      daysLeft: row.warrantyEnd ? daysUntil(row.warrantyEnd, today) : null,
    })),
    hrefs: shown.map((row) => assetPath(row.id)),
    empty: t.toRenewEmpty,
    total: all.total,
    moreHref: all.href,
  };
}

export async function inventoryReportSection(
  tx: TenantTx,
  input: ReportInput,
): Promise<ReportSection> {
  const { now } = input;
  const chosen = input.filters[TYPE_FILTER_KEY];
  const { types, byStatus, byType, horizons, expired, added, addedBefore } = await figuresOf(
    tx,
    chosen,
    input,
  );
  const typeId = types.some((type) => type.id === chosen) ? chosen! : null;
  const base: AssetListQuery = { ...EMPTY_ASSET_QUERY, typeId };
  const inService = byStatus.get("in_service") ?? 0;
  const total = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
  const typeRows = types
    .map((type) => ({ name: type.name, n: byType.get(type.id) ?? 0 }))
    .filter((row) => row.n > 0)
    .sort((x, y) => y.n - x.n || x.name.localeCompare(y.name, "fr"));
  const href = (query: Partial<AssetListQuery>) => assetListHref({ typeId, ...query });

  return {
    id: "inventory-management",
    title: t.title,
    metrics: [
      {
        id: "assets-in-service",
        label: t.inService,
        unit: "count",
        value: inService,
        previous: null,
        better: null,
        hint: t.inServiceHint,
        href: href({ status: ["in_service"] }),
      },
      {
        id: "assets-added",
        label: t.added,
        unit: "count",
        value: added,
        previous: addedBefore,
        better: null,
        hint: t.addedHint,
      },
      {
        id: "warranties-30",
        label: t.warranty30,
        unit: "count",
        value: horizons[0]!,
        previous: null,
        better: "lower",
        hint: t.warranty30Hint,
        href: href({ warranty: "30", sort: "warranty" }),
      },
      {
        id: "warranties-expired",
        label: t.expired,
        unit: "count",
        value: expired,
        previous: null,
        better: "lower",
        hint: t.expiredHint,
        href: href({ warranty: "expiree", sort: "warranty" }),
      },
    ],
    charts: [
      {
        id: "assets-by-status",
        title: t.byStatus,
        kind: "horizontal-bar",
        unit: "count",
        categories: ASSET_STATUSES.map((status) => assetStatusLabels[status]),
        series: [
          {
            key: "assets",
            label: t.seriesAssets,
            values: ASSET_STATUSES.map((status) => byStatus.get(status) ?? 0),
          },
        ],
        summary: t.byStatusSummary(total, inService),
      },
      {
        id: "assets-by-type",
        title: t.byType,
        kind: "horizontal-bar",
        unit: "count",
        categories: typeRows.map((row) => row.name),
        series: [{ key: "assets", label: t.seriesAssets, values: typeRows.map((row) => row.n) }],
        summary: t.byTypeSummary(typeRows.length, typeRows[0]?.name ?? null),
      },
      {
        id: "warranties-ending",
        title: t.warranties,
        kind: "horizontal-bar",
        unit: "count",
        categories: WARRANTY_HORIZONS.map((days) => t.horizon(days)),
        series: [{ key: "assets", label: t.seriesAssets, values: horizons }],
        summary: t.warrantiesSummary(horizons[0]!, horizons[2]!),
      },
    ],
    tables: [],
    notable: [
      await renewals(tx, base, now, { total: horizons[2] ?? 0, href: href({ warranty: "90" }) }),
    ],
    filters:
      types.length > 1
        ? [
            {
              key: TYPE_FILTER_KEY,
              label: t.typeFilter,
              options: types.map((type) => ({ value: type.id, label: type.name })),
            },
          ]
        : [],
  };
}
