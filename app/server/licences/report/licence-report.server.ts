import { LICENCES_PATH } from "~/content/inventory";
import { LICENCE_HORIZONS, licenceReportTexts as t } from "~/content/licence-report";
import { LICENCE_PAGE_SIZE, licencePath } from "~/content/licences";
import { licencesHref } from "~/contracts/licences";
import type { ReportSection, ReportTable } from "~/contracts/report";
import { formatIsoDay } from "~/lib/date-time";
import type { ReportInput } from "~/server/platform/module-manifest.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { licenceReportFigures, type LicenceReportRow } from "./licence-report-figures.server";

// The licences' section of 'Pilotage de la performance' and of the monthly PDF (decisions 0104,
// 0108): seats used against owned, over-allocated licences, and those expiring within 30/60/90
// days. Every figure is the licence list's own condition (licence-list.server.ts), so a card
// equals the list it links to. Licences are a stock: the figures are today's, not the period's.

const DAY_MS = 86_400_000;
const USAGE_BARS = 10;
const RENEWAL_ROWS = 100;

const frenchDay = (isoDay: string) => isoDay.split("-").reverse().join("/");
const daysUntil = (isoDay: string, today: string) =>
  Math.round((Date.parse(`${isoDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

const c = t.columns;

function overTable(rows: (LicenceReportRow & { installs: number })[]): ReportTable {
  return {
    id: "licences-over",
    title: t.overTable,
    columns: [
      { key: "name", label: c.name },
      { key: "publisher", label: c.publisher },
      { key: "seats", label: c.seats, unit: "count" },
      { key: "used", label: c.used, unit: "count" },
      { key: "installs", label: c.installs, unit: "count" },
    ],
    rows: rows.map((row) => ({
      name: row.name,
      publisher: row.publisher,
      seats: row.seats,
      used: row.used,
      installs: row.installs,
    })),
    hrefs: rows.map((row) => licencePath(row.id)),
    empty: t.overEmpty,
  };
}

function renewTable(rows: LicenceReportRow[], today: string, total: number): ReportTable {
  return {
    id: "licences-to-renew",
    title: t.toRenew,
    columns: [
      { key: "name", label: c.name },
      { key: "publisher", label: c.publisher },
      { key: "expires", label: c.expires },
      { key: "daysLeft", label: c.daysLeft, unit: "count" },
      { key: "seats", label: c.seats, unit: "count" },
    ],
    rows: rows.map((row) => ({
      name: row.name,
      publisher: row.publisher,
      expires: row.expiresOn ? frenchDay(row.expiresOn) : null,
      daysLeft: row.expiresOn ? daysUntil(row.expiresOn, today) : null,
      seats: row.seats,
    })),
    hrefs: rows.map((row) => licencePath(row.id)),
    empty: t.toRenewEmpty,
    // Those within the last horizon, when the table stops before them all.
    total,
  };
}

export async function licenceReportSection(
  tx: TenantTx,
  input: ReportInput,
): Promise<ReportSection> {
  const { now } = input;
  const { counts, usage, over, renewals } = await licenceReportFigures(tx, now, LICENCE_HORIZONS, {
    usage: USAGE_BARS,
    over: LICENCE_PAGE_SIZE,
    renewals: RENEWAL_ROWS,
  });
  const list = (filter: "over" | "expiring") =>
    licencesHref(LICENCES_PATH, { filter, q: "", page: 1 });
  return {
    id: "software-source-code-management",
    title: t.title,
    metrics: [
      {
        id: "licence-seats-used",
        label: t.usage,
        unit: "percent",
        value: counts.seats > 0 ? (counts.used / counts.seats) * 100 : null,
        previous: null,
        better: null,
        hint: t.usageHint,
      },
      {
        id: "licences-over",
        label: t.over,
        unit: "count",
        value: counts.overAllocated,
        previous: null,
        better: "lower",
        hint: t.overHint,
        href: list("over"),
      },
      {
        id: "licences-expiring-30",
        label: t.expiring30,
        unit: "count",
        value: counts.expiring[0]!,
        previous: null,
        better: "lower",
        hint: t.expiring30Hint,
        href: list("expiring"),
      },
      {
        id: "licences-expired",
        label: t.expired,
        unit: "count",
        value: counts.expired,
        previous: null,
        better: "lower",
        hint: t.expiredHint,
      },
    ],
    charts: [
      {
        id: "licences-expiring",
        title: t.expiring,
        kind: "horizontal-bar",
        unit: "count",
        categories: LICENCE_HORIZONS.map((days) => t.horizon(days)),
        series: [{ key: "licences", label: t.seriesLicences, values: counts.expiring }],
        summary: t.expiringSummary(counts.expiring[0]!, counts.expiring[2]!),
      },
      {
        id: "licences-compliance",
        title: t.compliance,
        kind: "horizontal-bar",
        unit: "count",
        categories: usage.map((row) => row.name),
        series: [
          { key: "used", label: t.seriesUsed, values: usage.map((row) => row.used) },
          { key: "seats", label: t.seriesOwned, values: usage.map((row) => row.seats) },
        ],
        summary: t.complianceSummary(usage.length, usage.filter((row) => row.over).length),
      },
    ],
    tables: [overTable(over)],
    notable: [renewTable(renewals, formatIsoDay(now), counts.expiring.at(-1) ?? renewals.length)],
    filters: [],
  };
}
