import type { ReportSection } from "~/contracts/report";
import type { ReportInput, SectionRun } from "~/server/platform/module-manifest.server";
import { zoneDayOf } from "~/server/platform/report-period.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { breakdownTables } from "./report-breakdowns.server";
import { percentilesOf, resolutionTimes, timesOf } from "./report-resolution-times.server";
import type { Part } from "./report-month-parts.server";
import { rangeState } from "./report-months.server";
import { dailySeries } from "./report-daily.server";
import { reportFilters, type ReportFilters } from "./report-filters.server";
import {
  breachedTickets,
  lowestSatisfaction,
  satisfactionComments,
  topRequesters,
  topRequestersOf,
} from "./report-lists.server";
import { rangeFigures } from "./report-metrics.server";
import { reopenCounts, reopenCountsOf } from "./report-reopens.server";
import { rangeOf, type Range } from "./report-sql.server";
import { metrics, type Figures } from "./report-cards.server";
import { reportCharts } from "./report-charts.server";

// The helpdesk's section of 'Pilotage de la performance' and of the monthly PDF (decisions
// 0104, 0107): its figures over the period beside the previous one, the daily charts, the tables
// by dimension, the lists, every one narrowed by the filters of the URL it offers.

/** Whether the closed months' kept state is read (decision 0133); false: every figure live. */
export interface SectionOptions {
  months?: boolean;
}

/** The range's kept-months state when it applies: unfiltered, and a closed month inside. */
const stateOf = (
  tx: TenantTx,
  range: Range,
  input: ReportInput,
  filters: ReportFilters,
  options: SectionOptions,
  parts: readonly Part[],
) =>
  options.months === false || filters.where.length
    ? Promise.resolve(null)
    : rangeState(tx, range, input.now, parts);

/** The cards' figures of the period, its charts and its tables by dimension. */
async function periodPart(
  tx: TenantTx,
  input: ReportInput,
  options: SectionOptions,
  read?: ReportFilters,
) {
  const filters = read ?? (await reportFilters(tx, input.filters));
  const current = rangeOf(input.period);
  const state = await stateOf(tx, current, input, filters, options, [
    "resolution",
    "firstResponse",
    "combinations",
  ]);
  // The period's resolution times: the cards' median and p90 and the tables' medians (0123).
  const times = state
    ? timesOf(state.resolution)
    : await resolutionTimes(tx, current, filters.where);
  const figures = await rangeFigures(tx, current, filters, {
    resolution: times.overall,
    ...(state ? { firstResponse: percentilesOf(state.firstResponse) } : {}),
  });
  const daily = await dailySeries(
    tx,
    current,
    input.period.days,
    figures.backlogAtStart,
    filters.days,
    zoneDayOf(input.now),
  );
  const breakdowns = await breakdownTables(tx, current, filters, times, state?.combinations);
  return { filters, figures, daily, breakdowns };
}

/** The previous period's figures, both periods' reopens, and the period's lists. */
async function comparisonPart(
  tx: TenantTx,
  input: ReportInput,
  options: SectionOptions,
  read?: ReportFilters,
) {
  const filters = read ?? (await reportFilters(tx, input.filters));
  const where = filters.where;
  const current = rangeOf(input.period);
  const previous = rangeOf(input.period.previous);
  const earlier = await stateOf(tx, previous, input, filters, options, [
    "resolution",
    "firstResponse",
    "resolutions",
  ]);
  const requesters = await stateOf(tx, current, input, filters, options, [
    "requesters",
    "resolutions",
  ]);
  return {
    reopens:
      earlier && requesters
        ? await reopenCountsOf(tx, [current, previous], [requesters, earlier])
        : await reopenCounts(tx, [current, previous], where),
    before: await rangeFigures(
      tx,
      previous,
      filters,
      earlier
        ? {
            resolution: percentilesOf(earlier.resolution.map((row) => row.times)),
            firstResponse: percentilesOf(earlier.firstResponse),
          }
        : {},
    ),
    tables: [
      requesters
        ? await topRequestersOf(tx, requesters.requesters)
        : await topRequesters(tx, current, where),
      await satisfactionComments(tx, current, where),
    ],
    notable: [
      await breachedTickets(tx, current, where, input.now),
      await lowestSatisfaction(tx, current, where),
    ],
  };
}

type PeriodPart = Awaited<ReturnType<typeof periodPart>>;
type ComparisonPart = Awaited<ReturnType<typeof comparisonPart>>;

function assemble(input: ReportInput, part: PeriodPart, other: ComparisonPart): ReportSection {
  const [reopensNow, reopensBefore] = other.reopens;
  const now: Figures = { ...part.figures, reopens: reopensNow };
  const before: Figures = { ...other.before, reopens: reopensBefore };
  return {
    id: "helpdesk",
    title: "Support (helpdesk)",
    metrics: metrics(now, before, part.filters.queue),
    charts: reportCharts(input.period.days, part.daily),
    tables: [...part.breakdowns, ...other.tables],
    notable: other.notable,
    filters: part.filters.offered,
  };
}

/**
 * The section in one transaction (the PDF, the CSVs, the page on the embedded database), its
 * filters read once for both halves.
 */
export async function helpdeskReportSection(
  tx: TenantTx,
  input: ReportInput,
  options: SectionOptions = {},
): Promise<ReportSection> {
  const filters = await reportFilters(tx, input.filters);
  return assemble(
    input,
    await periodPart(tx, input, options, filters),
    await comparisonPart(tx, input, options, filters),
  );
}

/**
 * The same section for the page: its two halves, of about the same cost, each in a transaction
 * of its own, at once (decision 0132). Each statement already saw its own snapshot.
 */
export async function helpdeskReportSectionApart(
  run: SectionRun,
  input: ReportInput,
  options: SectionOptions = {},
): Promise<ReportSection> {
  const [part, other] = await Promise.all([
    run((tx) => periodPart(tx, input, options)),
    run((tx) => comparisonPart(tx, input, options)),
  ]);
  return assemble(input, part, other);
}
