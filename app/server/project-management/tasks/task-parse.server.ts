// The task forms' small values as people type them (decision 0103): durations ('1h30', '1,5',
// '90 min'), hours with a French decimal comma, dates from a date field or typed dd/mm/yyyy.
// Pure functions, null for what is not one.

const MAX_MINUTES = 24 * 60;

/** Hours as a decimal number ('1,5', '1.5', '4'), in minutes (rounded). */
function decimalHours(text: string): number | null {
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text.replace(",", ".")) * 60);
}

/**
 * A duration in minutes: '1h30', '1 h 30 min', '2h', '90 min', '90mn', '1,5' (hours), '1.5'.
 * Null when empty, malformed, zero or over `max` minutes.
 */
export function parseDuration(input: string, max = MAX_MINUTES): number | null {
  const text = input.trim().toLowerCase().replace(/\s+/g, " ");
  if (!text) return null;
  let minutes: number | null = null;
  const hm = /^(\d{1,3}(?:[.,]\d{1,2})?) ?h(?:eures?)? ?(?:(\d{1,2}) ?(?:min|mn|m)?)?$/.exec(text);
  const m = /^(\d{1,5}) ?(?:min|mn|minutes?)$/.exec(text);
  if (hm) {
    const hours = decimalHours(hm[1]!);
    const extra = hm[2] ? Number(hm[2]) : 0;
    minutes = hours === null || extra >= 60 ? null : hours + extra;
  } else if (m) {
    minutes = Number(m[1]);
  } else {
    minutes = decimalHours(text);
  }
  return minutes !== null && minutes > 0 && minutes <= max ? minutes : null;
}

/** An estimate: empty is none; else a duration up to 10,000 hours. */
export function parseEstimate(input: string): { ok: true; minutes: number | null } | { ok: false } {
  if (!input.trim()) return { ok: true, minutes: null };
  const minutes = parseDuration(input, 10_000 * 60);
  return minutes === null ? { ok: false } : { ok: true, minutes };
}

const validDay = (y: number, m: number, d: number) => {
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
};
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** 'YYYY-MM-DD' from '2026-12-01', '01/12/2026', '1/12/26' or '01.12.2026'; null otherwise. */
export function parseDay(input: string): string | null {
  const text = input.trim();
  let parts: [number, number, number] | null = null;
  const isoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (isoDay) parts = [Number(isoDay[1]), Number(isoDay[2]), Number(isoDay[3])];
  else if (fr) {
    const year = Number(fr[3]);
    parts = [fr[3]!.length === 2 ? 2000 + year : year, Number(fr[2]), Number(fr[1])];
  }
  if (!parts || parts[0] < 1900 || parts[0] > 2200 || !validDay(...parts)) return null;
  return iso(...parts);
}

/** Minutes as French hours: '1 h 30', '45 min', '3 h'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}\u00a0min`;
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}`;
}

/** Minutes as decimal hours with a comma ('1,5'), for the forms and the CSV. */
export function minutesAsHours(minutes: number | null): string {
  if (minutes === null) return "";
  return String(Math.round((minutes / 60) * 100) / 100).replace(".", ",");
}

/** 'YYYY-MM-DD' as 'dd/mm/yyyy'. */
export const frenchDay = (day: string | null) =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : "";
