import { sql, type AnyColumn, type SQL } from "drizzle-orm";

// The SQL pieces every query of the helpdesk's report shares (decision 0107): a range of
// instants [start, end), minutes and shares.

export interface Range {
  start: Date;
  end: Date;
}

export const rangeOf = (range: { start: string; end: string }): Range => ({
  start: new Date(range.start),
  end: new Date(range.end),
});

/** A range as a map key: its two instants. */
export const rangeKey = (range: Range) => `${range.start.toISOString()} ${range.end.toISOString()}`;

export const within = (column: SQL | AnyColumn, range: Range) =>
  sql`(${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz)`;

/** Business ms as whole minutes (the contract's `duration` unit). */
export const toMinutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));

/** A share in percent with one decimal; null when there is nothing to divide. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
