// The billing's days: ISO dates ('2026-11-28') of Africa/Conakry (UTC+0 all year, no DST), as
// the `date` columns keep them. Arithmetic on whole days in UTC, never on local clocks.

const conakryDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Conakry" });

/** The day of `now` in Conakry. */
export const dayOf = (now: Date): string => conakryDay.format(now);

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (at: Date) => at.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  iso(new Date(utc(day).getTime() + days * 86_400_000));

/** The same day `months` later, kept within the month (31 January + 1 month → 28/29 February). */
export function addMonths(day: string, months: number): string {
  const at = utc(day);
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(at.getUTCDate(), last.getUTCDate()));
  return iso(target);
}

export const yearOf = (day: string) => Number(day.slice(0, 4));

/** Whole days from `from` to `to` (negative when `to` is earlier): staff's reminders and delays. */
export const daysBetween = (from: string, to: string) =>
  Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);
