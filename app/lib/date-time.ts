// Dates of stored records, in French and in the company's time zone (Conakry, UTC all year), so
// that the server's HTML, the browser's hydration and the CSV export all show the same time.

import { once } from "./memo";

export const SITE_TIME_ZONE = "Africa/Conakry";

const numeric = once(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: SITE_TIME_ZONE,
    }),
);
const compact = once(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: SITE_TIME_ZONE,
    }),
);
const full = once(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: SITE_TIME_ZONE,
    }),
);
const isoDay = once(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      timeZone: SITE_TIME_ZONE,
    }),
);

/** "22/11/2026 14:05" (spreadsheets). */
export const formatDateTimeNumeric = (at: Date) => numeric().format(at);
/** "22 nov. 2026, 14:05" (lists). */
export const formatDateTimeCompact = (at: Date) => compact().format(at);
/** "dimanche 22 novembre 2026 à 14:05" (detail pages). */
export const formatDateTimeFull = (at: Date) => full().format(at);
/** "2026-11-22" (file names). */
export const formatIsoDay = (at: Date) => isoDay().format(at);

const day = once(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: SITE_TIME_ZONE,
    }),
);

/** "22 nov. 2026" (a day in a list). */
export const formatDateCompact = (at: Date) => day().format(at);
