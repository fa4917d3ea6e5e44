// French formatting through Intl (quality bar, "French").

import { memoByKey, once } from "./memo";

const dateFormat = memoByKey(
  (timeZone: string | undefined) =>
    new Intl.DateTimeFormat("fr-FR", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone,
    }),
);
const timeFormat = memoByKey(
  (timeZone: string | undefined) =>
    new Intl.DateTimeFormat("fr-FR", {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZone,
    }),
);

export interface ClockParts {
  date: string;
  time: string;
}

/** "Dimanche 22 novembre 2026" and "14:05:09"; timeZone undefined = the visitor's own. */
export function formatClock(at: number, timeZone?: string): ClockParts {
  const date = dateFormat(timeZone).format(at);
  return {
    date: date.charAt(0).toUpperCase() + date.slice(1),
    time: timeFormat(timeZone).format(at),
  };
}

const euro = once(
  () =>
    new Intl.NumberFormat("fr-FR", {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    }),
);

const number = once(() => new Intl.NumberFormat("fr-FR"));

/** "1 000 000", with the narrow no-break space Intl puts between groups. */
export function formatNumber(value: number): string {
  return number().format(value);
}

/** "93,4 %": a percentage with one decimal at most, the narrow no-break space before the sign. */
export function formatPercent(value: number): string {
  return `${number().format(Math.round(value * 10) / 10)}\u202f%`;
}

/** "4,6/5": a satisfaction score out of five, one decimal at most. */
export function formatScore(value: number): string {
  return `${number().format(Math.round(value * 10) / 10)}/5`;
}

/** "100 €", with the no-break space Intl puts between number and currency. */
export function formatEuro(amount: number): string {
  return euro().format(amount);
}

const sizeFormats = memoByKey(
  (unit: string) =>
    new Intl.NumberFormat("fr-FR", {
      style: "unit",
      unit,
      unitDisplay: "short",
      maximumFractionDigits: unit === "byte" ? 0 : 1,
    }),
);

/** A file's size in French units with a no-break space: "820 o", "12,5 ko", "1,2 Mo". */
export function formatFileSize(bytes: number): string {
  const [unit, value] =
    bytes < 1000
      ? ["byte", bytes]
      : bytes < 1_000_000
        ? ["kilobyte", bytes / 1000]
        : ["megabyte", bytes / 1_000_000];
  // Intl puts a narrow no-break space before the unit; the quality bar writes a no-break space.
  return sizeFormats(unit)
    .format(value)
    .replace(/\s(?=\D+$)/u, "\u00a0");
}
