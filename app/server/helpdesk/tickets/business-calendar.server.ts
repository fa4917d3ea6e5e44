import { z } from "zod";

/** When the helpdesk counts time: working days and hours in a zone, minus holidays. */
export interface BusinessCalendar {
  /** IANA zone the hours and holidays are read in. */
  timeZone: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  workDays: number[];
  /** Local opening time, "HH:MM". */
  start: string;
  /** Local closing time, "HH:MM" ("24:00" for midnight at the end of the day). */
  end: string;
  /** Local dates "YYYY-MM-DD" with no working time. */
  holidays: string[];
}

// Holidays are left to each workspace's settings: Guinea's religious holidays move every year.
export const DEFAULT_CALENDAR: BusinessCalendar = {
  timeZone: "Africa/Conakry",
  workDays: [1, 2, 3, 4, 5],
  start: "08:00",
  end: "17:00",
  holidays: [],
};

const DAY_MS = 86_400_000;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const calendarSchema = z
  .object({
    timeZone: z.string().refine(isTimeZone).default(DEFAULT_CALENDAR.timeZone),
    workDays: z
      .array(z.int().min(1).max(7))
      .min(1)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b))
      .default(() => [...DEFAULT_CALENDAR.workDays]),
    start: z.string().regex(HHMM).default(DEFAULT_CALENDAR.start),
    end: z.string().regex(HHMM).default(DEFAULT_CALENDAR.end),
    holidays: z
      .array(z.iso.date())
      .transform((dates) => [...new Set(dates)].sort())
      .default(() => [...DEFAULT_CALENDAR.holidays]),
  })
  .refine((cal) => toMinutes(cal.start) < toMinutes(cal.end));

/**
 * Reads a stored calendar setting. Missing fields take the defaults (older settings stay
 * readable); anything invalid, including a calendar with no working time, gives null.
 */
export function parseCalendar(input: unknown): BusinessCalendar | null {
  const result = calendarSchema.safeParse(input);
  return result.success ? result.data : null;
}

/** Business milliseconds between two instants; 0 when `to` <= `from`. */
export function businessMsBetween(cal: BusinessCalendar, from: Date, to: Date): number {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  if (!(toMs > fromMs)) return 0;
  const hours = workingHours(cal);
  let total = 0;
  const lastDay = localDay(cal.timeZone, toMs);
  for (let day = localDay(cal.timeZone, fromMs); day <= lastDay; day++) {
    const slot = businessWindow(cal, hours, day);
    if (slot) total += Math.max(0, Math.min(slot.close, toMs) - Math.max(slot.open, fromMs));
  }
  return total;
}

/**
 * The first instant at which `ms` business milliseconds have elapsed after `from`. With ms = 0,
 * `from` itself is returned, even outside working hours. A target landing exactly on closing time
 * returns closing time, not the next opening. Throws on a calendar with no working time (no
 * working day, or start >= end): there is no answer, and looking for one would never end.
 */
export function addBusinessMs(cal: BusinessCalendar, from: Date, ms: number): Date {
  if (!Number.isFinite(ms) || ms < 0 || Number.isNaN(from.getTime())) {
    throw new RangeError(`addBusinessMs: expected a valid date and a finite ms >= 0, got ${ms}`);
  }
  const hours = workingHours(cal);
  if (cal.workDays.length === 0 || hours.start >= hours.end) {
    throw new Error("Business calendar has no working time (no working day, or start >= end)");
  }
  const fromMs = from.getTime();
  if (ms === 0) return new Date(fromMs);
  // A week without holidays has a working day; a few more days may be empty (holidays, a window
  // swallowed by a DST gap). Past this many empty days in a row, no working time is coming.
  const maxEmptyDays = 7 * (cal.holidays.length + 2);
  let remaining = ms;
  let emptyDays = 0;
  for (let day = localDay(cal.timeZone, fromMs); ; day++) {
    const slot = businessWindow(cal, hours, day);
    const open = slot ? Math.max(slot.open, fromMs) : 0;
    const available = slot ? slot.close - open : 0;
    if (available <= 0) {
      if (++emptyDays > maxEmptyDays) throw new Error("Business calendar has no working time");
      continue;
    }
    emptyDays = 0;
    if (remaining <= available) return new Date(open + remaining);
    remaining -= available;
  }
}

/**
 * The instant of a local wall time in a zone: `date` "YYYY-MM-DD", `time` "HH:MM" ("24:00": the
 * end of that day). NaN (an invalid Date) for a malformed date or time.
 */
export function localInstant(timeZone: string, date: string, time = "00:00"): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // The round trip refuses what Date.parse would roll over ("2026-02-31" as 3 March).
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    Number.isFinite(midnight) &&
    new Date(midnight).toISOString().startsWith(date);
  const day = real ? midnight / DAY_MS : NaN;
  const minutes = toMinutes(time);
  if (!Number.isInteger(day) || Number.isNaN(minutes)) return new Date(NaN);
  return new Date(localToInstant(timeZone, day)(minutes));
}

interface WorkingHours {
  start: number;
  end: number;
}

function workingHours(cal: BusinessCalendar): WorkingHours {
  const start = toMinutes(cal.start);
  const end = toMinutes(cal.end);
  if (Number.isNaN(start) || Number.isNaN(end)) {
    throw new Error(`Business calendar: invalid hours "${cal.start}"–"${cal.end}"`);
  }
  return { start, end };
}

function toMinutes(hhmm: string): number {
  if (!HHMM.test(hhmm)) return NaN;
  const [hours = NaN, minutes = NaN] = hhmm.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Opening and closing instants of a local day (days since 1970-01-01), or null if closed. */
function businessWindow(
  cal: BusinessCalendar,
  hours: WorkingHours,
  day: number,
): { open: number; close: number } | null {
  const date = new Date(day * DAY_MS);
  const isoWeekday = ((date.getUTCDay() + 6) % 7) + 1;
  if (!cal.workDays.includes(isoWeekday)) return null;
  if (cal.holidays.includes(date.toISOString().slice(0, 10))) return null;
  const toInstant = localToInstant(cal.timeZone, day);
  return { open: toInstant(hours.start), close: toInstant(hours.end) };
}

/** The local day (days since 1970-01-01) an instant falls on in a zone. */
export function localDay(timeZone: string, instant: number): number {
  // Every ticket's due dates start here: read from the remembered midnights when the offset is
  // the same at both ends of the UTC day (then it holds all day: at most one change in three
  // days, as `localToInstant` assumes), else from the instant itself.
  const utcDay = Math.floor(instant / DAY_MS);
  const offset = midnightOffset(timeZone, utcDay);
  const steady = offset === midnightOffset(timeZone, utcDay + 1);
  return Math.floor((instant + (steady ? offset : offsetAt(timeZone, instant))) / DAY_MS);
}

/**
 * Converts wall times of a local day to instants: the first instant whose local time is at or
 * after it. So a time skipped when clocks go forward reads as the moment of the change, and a
 * time repeated when they go back as its first occurrence. Assumes offsets change at most once in
 * three days, as in tzdata.
 */
function localToInstant(timeZone: string, day: number): (minutes: number) => number {
  // The local day lies between these instants whatever the offset (at most ±14 h).
  const before = midnightOffset(timeZone, day - 1);
  const after = midnightOffset(timeZone, day + 2);
  if (before === after) return (minutes) => day * DAY_MS + minutes * 60_000 - before;
  return (minutes) => {
    const wall = day * DAY_MS + minutes * 60_000;
    const candidates = [wall - before, wall - after].filter(
      (instant) => wall - instant === offsetAt(timeZone, instant),
    );
    if (candidates.length > 0) return Math.min(...candidates);
    // In the gap: the change lies between wall - after and wall - before (clocks went forward).
    let low = wall - after;
    let high = wall - before;
    while (high - low > 1000) {
      const middle = low + Math.ceil((high - low) / 2000) * 1000;
      if (offsetAt(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    return high;
  };
}

const midnightOffsets = new Map<string, number>();

/**
 * `offsetAt` at 00:00 UTC of a day, remembered: every due date walks days, each read twice, and
 * a zone's offset at a given instant never changes (`formatToParts` costs microseconds a call).
 */
function midnightOffset(timeZone: string, day: number): number {
  const key = `${timeZone} ${day}`;
  let offset = midnightOffsets.get(key);
  if (offset === undefined) {
    if (midnightOffsets.size >= 20_000) midnightOffsets.clear();
    offset = offsetAt(timeZone, day * DAY_MS);
    midnightOffsets.set(key, offset);
  }
  return offset;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Local wall time minus UTC, in ms, at an instant. */
function offsetAt(timeZone: string, instant: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
  const wall = Date.UTC(
    part.year ?? NaN,
    (part.month ?? NaN) - 1,
    part.day ?? NaN,
    part.hour ?? NaN,
    part.minute ?? NaN,
    part.second ?? NaN,
  );
  // Intl drops milliseconds: compare with the instant truncated to its second.
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
