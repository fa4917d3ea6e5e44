import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ticket } from "~/server/db/helpdesk-schema.server";

// The SQL pieces every query of the helpdesk's report shares (decision 0107): a range of
// instants [start, end), when a ticket stopped being open, and which tickets a period touches.

export interface Range {
  start: Date;
  end: Date;
}

export const rangeOf = (range: { start: string; end: string }): Range => ({
  start: new Date(range.start),
  end: new Date(range.end),
});

/** When the ticket left the open statuses (resolved, or closed/cancelled): null while open. */
export const endedAt = sql`coalesce(${ticket.resolvedAt}, ${ticket.closedAt})`;

export const within = (column: SQL | AnyColumn, range: Range) =>
  sql`(${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz)`;

/** Open at `at`: created before, and not yet resolved, closed or cancelled then. */
export const openAt = (at: Date) =>
  sql`(${ticket.createdAt} < ${at.toISOString()}::timestamptz and (${endedAt} is null or ${endedAt} >= ${at.toISOString()}::timestamptz))`;

/**
 * The tickets a range touches: opened, answered or resolved in it, or open at its end. Every
 * figure of the range is among them (the indexes on created_at and resolved_at find them).
 */
export function touching(range: Range, filters: SQL[]): SQL {
  const end = range.end.toISOString();
  const start = range.start.toISOString();
  return and(
    sql`${ticket.createdAt} < ${end}::timestamptz`,
    sql`(${endedAt} is null or ${endedAt} >= ${start}::timestamptz or ${ticket.firstRespondedAt} >= ${start}::timestamptz)`,
    ...filters,
  )!;
}

/** The day (yyyy-mm-dd) of an instant in the report's time zone. */
export const dayOf = (column: SQL | AnyColumn, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** Business ms as whole minutes (the contract's `duration` unit). */
export const toMinutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));

/** A share in percent with one decimal; null when there is nothing to divide. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;
