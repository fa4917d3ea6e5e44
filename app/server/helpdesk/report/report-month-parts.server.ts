import { sql, type AnyColumn } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { OPEN_STATUSES } from "~/content/helpdesk";
import {
  helpdeskReportDay as d,
  ticket,
  ticketResolution as r,
} from "~/server/db/helpdesk-schema.server";
import { REPORT_TIME_ZONE } from "~/server/platform/report-period.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { dayAt, num, summedCounts } from "./report-days.server";
import { combinationTimes, type Combination } from "./report-resolution-times.server";
import { rangeKey, within, type Range } from "./report-sql.server";

// The mergeable state of the helpdesk report's heavy parts over spans of time (decision 0133),
// read live: the same reads as the figures' own (decisions 0123, 0126), per span, each part in
// one statement for every span (UNION ALL, each row tagged with its span's index). A range's
// state is the union of its spans' states, so a closed month's state can be kept and merged.

export const PARTS = [
  "resolution",
  "firstResponse",
  "requesters",
  "combinations",
  "resolutions",
] as const;
export type Part = (typeof PARTS)[number];

/** A requester's tickets opened in the span, and of them, those still open: [id, opened, open]. */
export type RequesterCount = [string, number, number];

/** A combination's per-day counts added up over a span. */
export interface CombinationCount {
  category: string | null;
  priority: string | null;
  source: string | null;
  team: string | null;
  assignee: string | null;
  opened: number;
  resolved: number;
  slaMet: number;
  votes: number;
  satisfied: number;
}

/**
 * Kept resolutions (decision 0128) of regular tickets by the zone's day of their previous
 * resolution (null: none): [day, rows, of them followed by a reopen]. A range counts a row when
 * that day is before its first day (its first resolution there, 0107); the irregular tickets'
 * ids are counted from their events.
 */
type ResolutionBucket = [string | null, number, number];

export interface PartState {
  /** Resolution times per combination of the five dimensions (what `resolutionTimes` reads). */
  resolution: Combination[];
  /** First-response times (business ms) as comma lists, one per span ('' for none). */
  firstResponse: string[];
  requesters: RequesterCount[];
  /** The per-day counts added up per combination (what `combinationCounts` reads). */
  combinations: CombinationCount[];
  resolutions: ResolutionBucket[];
  /** The tickets with a kept resolution out of time order (`irregular`). */
  irregular: string[];
}

export const emptyState = (): PartState => ({
  resolution: [],
  firstResponse: [],
  requesters: [],
  combinations: [],
  resolutions: [],
  irregular: [],
});

const tag = (index: number) => sql<number>`${index}::int`.mapWith(Number);

/** One statement: the query of each span, tagged, in a UNION ALL (none for no span). */
async function perSpan<T extends { at: number }>(
  spans: readonly Range[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- drizzle's set operators' types
  build: (span: Range, index: number) => any,
): Promise<T[]> {
  if (!spans.length) return [];
  const queries = spans.map((span, index) => build(span, index));
  const [first, second, ...more] = queries;
  return (second ? await unionAll(first, second, ...more) : await first) as T[];
}

const dimensions = (table: {
  categoryId: AnyColumn;
  priority: AnyColumn;
  source: AnyColumn;
  teamId: AnyColumn;
  assigneeId: AnyColumn;
}) => ({
  category: sql<string | null>`${table.categoryId}::text`,
  priority: sql<string | null>`${table.priority}`,
  source: sql<string | null>`${table.source}`,
  team: sql<string | null>`${table.teamId}::text`,
  assignee: sql<string | null>`${table.assigneeId}`,
});

/**
 * The combinations' sums a transaction has read, by span: the helpdesk's tables and the teams'
 * section read the same ones, and on the embedded database the page reads every section in one
 * transaction (decision 0138). Only the live edges of a range use it (`reuse`): a month being
 * kept is read after its lock, never from an earlier read (decision 0133).
 */
const combinationReads = new WeakMap<TenantTx, Map<string, CombinationCount[]>>();

function combinationsRead(tx: TenantTx): Map<string, CombinationCount[]> {
  let read = combinationReads.get(tx);
  if (!read) combinationReads.set(tx, (read = new Map()));
  return read;
}

/** The parts asked for, per span (the states in the spans' order). */
export async function liveStates(
  tx: TenantTx,
  spans: readonly Range[],
  parts: readonly Part[],
  options: { reuse?: boolean } = {},
): Promise<PartState[]> {
  const states = spans.map(emptyState);
  const want = new Set(parts);
  if (want.has("resolution")) {
    const rows = await perSpan<Combination & { at: number }>(spans, (span, index) =>
      combinationTimes(tx, span, [], sql`${index}`),
    );
    for (const { at, ...row } of rows) states[at]!.resolution.push(row);
  }
  if (want.has("firstResponse")) {
    const rows = await perSpan<{ at: number; times: string | null }>(spans, (span, index) =>
      tx
        .select({
          at: tag(index),
          times: sql<string | null>`string_agg(${ticket.firstResponseMs}::text, ',')`,
        })
        .from(ticket)
        .where(within(ticket.firstRespondedAt, span)),
    );
    for (const row of rows) states[row.at]!.firstResponse.push(row.times ?? "");
  }
  if (want.has("requesters")) {
    const open = sql.join(
      OPEN_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
    const rows = await perSpan<{ at: number; id: string; opened: number; open: number }>(
      spans,
      (span, index) =>
        tx
          .select({
            at: tag(index),
            id: sql<string>`${ticket.requesterId}::text`,
            opened: num(sql`count(*)`),
            open: num(sql`count(*) filter (where ${ticket.status} in (${open}))`),
          })
          .from(ticket)
          .where(within(ticket.createdAt, span))
          .groupBy(ticket.requesterId),
    );
    for (const row of rows) states[row.at]!.requesters.push([row.id, row.opened, row.open]);
  }
  if (want.has("combinations")) {
    const read = options.reuse ? combinationsRead(tx) : new Map<string, CombinationCount[]>();
    const missing = [...new Map(spans.map((span) => [rangeKey(span), span])).values()].filter(
      (span) => !read.has(rangeKey(span)),
    );
    const rows = await perSpan<CombinationCount & { at: number }>(missing, (span, index) =>
      tx
        .select({ at: tag(index), ...dimensions(d), ...summedCounts() })
        .from(d)
        .where(
          sql`${d.detail} = true and ${d.day} >= ${dayAt(span.start)} and ${d.day} < ${dayAt(span.end)}`,
        )
        .groupBy(d.categoryId, d.priority, d.source, d.teamId, d.assigneeId),
    );
    for (const span of missing) read.set(rangeKey(span), []);
    for (const { at, ...row } of rows) read.get(rangeKey(missing[at]!))!.push(row);
    spans.forEach((span, index) => states[index]!.combinations.push(...read.get(rangeKey(span))!));
  }
  if (want.has("resolutions")) {
    // The zone as a literal: GROUP BY must see the select's own expression (not a parameter).
    const previousDay = sql<
      string | null
    >`to_char((${r.previousAt} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)})::date, 'YYYY-MM-DD')`;
    const rows = await perSpan<{
      at: number;
      day: string | null;
      rows: number;
      reopened: number;
      irregular: string | null;
    }>(spans, (span, index) =>
      tx
        .select({
          at: tag(index),
          day: previousDay,
          rows: num(sql`count(*) filter (where not ${r.irregular})`),
          reopened: num(sql`count(*) filter (where not ${r.irregular} and ${r.reopened})`),
          irregular: sql<
            string | null
          >`string_agg(${r.ticketId}::text, ',') filter (where ${r.irregular})`,
        })
        .from(r)
        .where(within(r.resolvedAt, span))
        .groupBy(previousDay),
    );
    for (const row of rows) {
      const state = states[row.at]!;
      if (row.rows) state.resolutions.push([row.day, row.rows, row.reopened]);
      if (row.irregular) state.irregular.push(...row.irregular.split(","));
    }
  }
  return states;
}

/** States put together: the lists joined (a combination or a requester may come twice). */
export function merged(states: readonly PartState[]): PartState {
  return {
    resolution: states.flatMap((state) => state.resolution),
    firstResponse: states.flatMap((state) => state.firstResponse),
    requesters: states.flatMap((state) => state.requesters),
    combinations: states.flatMap((state) => state.combinations),
    resolutions: states.flatMap((state) => state.resolutions),
    irregular: states.flatMap((state) => state.irregular),
  };
}
