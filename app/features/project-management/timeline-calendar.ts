// The calendar arithmetic of the timeline: UTC days ('YYYY-MM-DD'), ISO week numbers, months.

const DAY = 86_400_000;
const time = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const addDays = (iso: string, n: number) =>
  new Date(time(iso) + n * DAY).toISOString().slice(0, 10);

/** Days from `from` to `iso` (negative before). */
export const daysBetween = (from: string, iso: string) =>
  Math.round((time(iso) - time(from)) / DAY);

/** The ISO 8601 week number (the week holding the year's first Thursday is week 1). */
export function isoWeek(iso: string) {
  const date = new Date(time(iso));
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  const firstWeekday = (firstThursday.getUTCDay() + 6) % 7;
  firstThursday.setUTCDate(firstThursday.getUTCDate() - firstWeekday + 3);
  return 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * DAY));
}

const monthFormat = new Intl.DateTimeFormat("fr-FR", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

const monthLabel = (iso: string) => monthFormat.format(new Date(time(iso)));
export const shortDay = (iso: string) => dayFormat.format(new Date(time(iso)));

/** The months of the range with their first day's index and length in days. */
export function monthsOf(from: string, days: number) {
  const months: { label: string; start: number; length: number }[] = [];
  for (let i = 0; i < days; i++) {
    const iso = addDays(from, i);
    const last = months.at(-1);
    if (!last || iso.endsWith("-01")) months.push({ label: monthLabel(iso), start: i, length: 1 });
    else last.length++;
  }
  return months;
}
