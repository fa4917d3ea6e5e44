import { reportPeriodErrors } from "~/content/reporting-page";
import { CUSTOM_FROM_PARAM, CUSTOM_TO_PARAM, PERIOD_PARAM } from "~/contracts/report-page";
import type { ReportPeriod } from "~/contracts/report";
import {
  currentMonth,
  LONGEST_CUSTOM_DAYS,
  parseReportPeriod,
} from "~/server/platform/report-period.server";

// What the page's URL asks (decision 0108): the period (`?periode=`, or the custom span's two
// dates `?du=…&au=…` of the form that works without JavaScript, which the page turns into a
// `?periode=` key), and the sections' filters, every other key. Nothing here is ever an error
// page: a period that is not one is said above the current month.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Keys the page or the CSV route read themselves: never a section's filter. */
const OWN_KEYS = new Set([PERIOD_PARAM, CUSTOM_FROM_PARAM, CUSTOM_TO_PARAM, "section", "id"]);
const FILTER_KEY = /^[a-z][a-z0-9-]{0,39}$/;
const MAX_FILTERS = 12;

export interface ReportQuery {
  period: ReportPeriod;
  /** A French sentence when the URL's period was not one (the current month is shown). */
  periodError: string | null;
  /** The custom span's dates as a period key, when the URL has them and they make one. */
  customKey: string | null;
  filters: Record<string, string>;
}

/** The sections' filters of the URL: short keys and values, the first of each key. */
function filtersOf(params: URLSearchParams): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (OWN_KEYS.has(key) || !FILTER_KEY.test(key) || key in filters) continue;
    const trimmed = value.trim();
    if (!trimmed || trimmed.length > 100) continue;
    filters[key] = trimmed;
    if (Object.keys(filters).length >= MAX_FILTERS) break;
  }
  return filters;
}

export function parseReportQuery(params: URLSearchParams, now: Date): ReportQuery {
  const filters = filtersOf(params);
  const from = params.get(CUSTOM_FROM_PARAM);
  const to = params.get(CUSTOM_TO_PARAM);
  if (from !== null || to !== null) {
    if (!from || !to || !ISO_DAY.test(from) || !ISO_DAY.test(to)) {
      return {
        period: currentMonth(now),
        periodError: reportPeriodErrors.customIncomplete,
        customKey: null,
        filters,
      };
    }
    const key = `${from}_${to}`;
    const period = parseReportPeriod(key, now);
    if (period) return { period, periodError: null, customKey: key, filters };
    return {
      period: currentMonth(now),
      periodError: reportPeriodErrors.invalid(LONGEST_CUSTOM_DAYS),
      customKey: null,
      filters,
    };
  }
  const key = params.get(PERIOD_PARAM);
  if (key === null || key === "") {
    return { period: currentMonth(now), periodError: null, customKey: null, filters };
  }
  const period = parseReportPeriod(key.slice(0, 40), now);
  return period
    ? { period, periodError: null, customKey: null, filters }
    : {
        period: currentMonth(now),
        periodError: reportPeriodErrors.invalid(LONGEST_CUSTOM_DAYS),
        customKey: null,
        filters,
      };
}
