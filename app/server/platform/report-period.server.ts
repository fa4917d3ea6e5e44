import type { ReportPeriod, ReportRange } from "~/contracts/report";
import { once } from "~/lib/memo";

// The reports' periods (decision 0104): a month, a quarter or a custom span of days, counted in
// the workspace's time zone, Africa/Conakry, so that a ticket opened at 23:30 on the 31st
// belongs to the 31st there. The zone has kept UTC+0 without summer time since 1960, but the
// offset is still read from the time-zone database rather than assumed.

export const REPORT_TIME_ZONE = "Africa/Conakry";
/** The longest custom span, in days (a year and a day: the same dates a year apart). */
export const LONGEST_CUSTOM_DAYS = 366;

const DAY_MS = 86_400_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-T([1-4])$/;
const CUSTOM = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/;

const monthName = new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

// Made once: building a formatter costs ~70 µs, and a year's report asks for hundreds of
// offsets (every month bound of its kept months), about 17 ms a page when built on each call
// (decision 0138).
const offsetName = once(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: REPORT_TIME_ZONE,
      timeZoneName: "longOffset",
    }),
);

/** The zone's offset from UTC at an instant, in ms ('GMT' → 0, 'GMT+01:00' → 3,600,000). */
function zoneOffsetMs(at: number): number {
  const name = offsetName()
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === "-" ? -1 : 1) * minutes * 60_000;
}

/** Days' starts already found (a page asks for the same month bounds many times). */
const starts = new Map<number, number>();

/** The instant the zone's day `yyyy-mm-dd` begins (a calendar day as UTC midnight, shifted). */
function dayStart(utcMidnight: number): number {
  let start = starts.get(utcMidnight);
  if (start === undefined) {
    if (starts.size >= 10_000) starts.clear();
    start = utcMidnight - zoneOffsetMs(utcMidnight);
    starts.set(utcMidnight, start);
  }
  return start;
}

/** The zone's calendar date of an instant, as UTC midnight of that date. */
function zoneDate(at: Date): number {
  const local = at.getTime() + zoneOffsetMs(at.getTime());
  return Math.floor(local / DAY_MS) * DAY_MS;
}

const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

function parseDay(value: string): number | null {
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(at) || isoDay(at) !== value ? null : at;
}

/** A span of whole days [first, last + 1 day) in the zone, with the span before it. */
function span(first: number, afterLast: number, label: string, previousLabel: string) {
  const length = afterLast - first;
  const days: string[] = [];
  for (let day = first; day < afterLast; day += DAY_MS) days.push(isoDay(day));
  const range = (from: number, to: number, text: string): ReportRange => ({
    start: new Date(dayStart(from)).toISOString(),
    end: new Date(dayStart(to)).toISOString(),
    label: text,
  });
  return {
    ...range(first, afterLast, label),
    previous: range(first - length, first, previousLabel),
    days,
  };
}

const monthLabel = (year: number, month: number) =>
  `${monthName.format(Date.UTC(year, month, 1))} ${year}`;

function monthPeriod(year: number, month: number): ReportPeriod {
  const first = Date.UTC(year, month, 1);
  const base = span(first, Date.UTC(year, month + 1, 1), monthLabel(year, month), "");
  // The month before, not the same number of days before: October for November.
  const before = Date.UTC(year, month - 1, 1);
  const prior = new Date(before);
  return {
    ...base,
    previous: {
      start: new Date(dayStart(before)).toISOString(),
      end: base.start,
      label: monthLabel(prior.getUTCFullYear(), prior.getUTCMonth()),
    },
    kind: "month",
    key: `${year}-${String(month + 1).padStart(2, "0")}`,
    timeZone: REPORT_TIME_ZONE,
  };
}

function quarterPeriod(year: number, quarter: number): ReportPeriod {
  const first = Date.UTC(year, (quarter - 1) * 3, 1);
  const before = quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: quarter - 1 };
  const priorFirst = Date.UTC(before.year, (before.quarter - 1) * 3, 1);
  const base = span(first, Date.UTC(year, quarter * 3, 1), `T${quarter} ${year}`, "");
  return {
    ...base,
    previous: {
      start: new Date(dayStart(priorFirst)).toISOString(),
      end: base.start,
      label: `T${before.quarter} ${before.year}`,
    },
    kind: "quarter",
    key: `${year}-T${quarter}`,
    timeZone: REPORT_TIME_ZONE,
  };
}

/** "3 novembre", and "1er novembre" for a month's first day, as French writes it. */
const frenchDay = (at: number) =>
  new Date(at).getUTCDate() === 1
    ? dayMonth.format(at).replace(/^1(?=\s)/, "1er")
    : dayMonth.format(at);

function customLabel(first: number, last: number): string {
  const year = (at: number) => new Date(at).getUTCFullYear();
  const from = year(first) === year(last) ? frenchDay(first) : `${frenchDay(first)} ${year(first)}`;
  return `du ${from} au ${frenchDay(last)} ${year(last)}`;
}

/**
 * The zone's first and last calendar days (yyyy-mm-dd) of a range, given as instants or as their
 * ISO strings: to compare with date columns.
 */
export function rangeDays(range: { start: string | Date; end: string | Date }): {
  first: string;
  last: string;
} {
  return {
    first: isoDay(zoneDate(new Date(range.start))),
    last: isoDay(zoneDate(new Date(new Date(range.end).getTime() - 1))),
  };
}

/** The zone's calendar day (yyyy-mm-dd) of an instant: today's, for the daily charts and the picker. */
export const zoneDayOf = (at: Date): string => isoDay(zoneDate(at));

/** The period a month of the zone's calendar: the PDF's and the monthly sending's. */
export function reportMonth(year: number, month1to12: number): ReportPeriod {
  return monthPeriod(year, month1to12 - 1);
}

/** A month of the zone's calendar as its instants [start, end), without its days or labels. */
export function monthBounds(year: number, month1to12: number): { start: Date; end: Date } {
  return {
    start: new Date(dayStart(Date.UTC(year, month1to12 - 1, 1))),
    end: new Date(dayStart(Date.UTC(year, month1to12, 1))),
  };
}

/** The current month in the zone (the page's default). */
export function currentMonth(now: Date): ReportPeriod {
  const today = new Date(zoneDate(now));
  return monthPeriod(today.getUTCFullYear(), today.getUTCMonth());
}

/**
 * The period of a `?periode=` value, or null when it is not one: a malformed value, a custom span
 * whose end is before its start, longer than LONGEST_CUSTOM_DAYS, or starting after today.
 */
export function parseReportPeriod(key: string, now: Date): ReportPeriod | null {
  const month = MONTH.exec(key);
  if (month) return monthPeriod(Number(month[1]), Number(month[2]) - 1);
  const quarter = QUARTER.exec(key);
  if (quarter) return quarterPeriod(Number(quarter[1]), Number(quarter[2]));
  const custom = CUSTOM.exec(key);
  if (!custom) return null;
  const first = parseDay(custom[1]!);
  const last = parseDay(custom[2]!);
  if (first === null || last === null || last < first) return null;
  if ((last - first) / DAY_MS + 1 > LONGEST_CUSTOM_DAYS || first > zoneDate(now)) return null;
  const label = customLabel(first, last);
  const days = (last - first) / DAY_MS + 1;
  const previousFirst = first - days * DAY_MS;
  return {
    ...span(first, last + DAY_MS, label, customLabel(previousFirst, first - DAY_MS)),
    kind: "custom",
    key,
    timeZone: REPORT_TIME_ZONE,
  };
}

/** The picker's ready-made periods: this month, last month, this quarter, last quarter. */
export function periodChoices(now: Date): { key: string; label: string }[] {
  const today = new Date(zoneDate(now));
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const quarter = Math.floor(month / 3) + 1;
  const last = month === 0 ? monthPeriod(year - 1, 11) : monthPeriod(year, month - 1);
  const lastQuarter = quarter === 1 ? quarterPeriod(year - 1, 4) : quarterPeriod(year, quarter - 1);
  return [
    { key: monthPeriod(year, month).key, label: "Ce mois-ci" },
    { key: last.key, label: "Le mois dernier" },
    { key: quarterPeriod(year, quarter).key, label: "Ce trimestre" },
    { key: lastQuarter.key, label: "Le trimestre dernier" },
  ];
}
