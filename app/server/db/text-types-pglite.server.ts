import { types } from "@electric-sql/pglite";
import type { QueryOptions } from "@electric-sql/pglite";

// Drizzle asks PGlite, on every query, to return nine types as text (dates, timestamps,
// intervals, their arrays and numeric[]): it maps them itself. PGlite merges a query's parsers
// into its own ~320 (one per type and array type) on every call, an object spread that cost
// ~150 µs a query, more than a small statement's own work (decision 0048). `ServerPGlite`
// parses those nine as text for every query, and `lean` leaves out a query's `parsers` when
// they are those.

/** The types Drizzle's PGlite driver reads as text (drizzle-orm/pglite/session.js). */
export const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const textTypes = new Set(TEXT_TYPES);
export const asText = (value: string) => value;

/** True when `parsers` reads exactly the text types, as Drizzle's are (identity functions). */
function onlyTextTypes(parsers: Record<number, unknown>): boolean {
  const keys = Object.keys(parsers);
  return keys.length === textTypes.size && keys.every((key) => textTypes.has(Number(key)));
}

export function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !onlyTextTypes(options.parsers)) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}
