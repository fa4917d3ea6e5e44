import { and, sql, type SQL } from "drizzle-orm";
import { ticketStatusLabels } from "~/content/helpdesk";
import { ticket, ticketEntry, ticketResolution as r } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { rangeDays } from "~/server/platform/report-period.server";
import type { PartState } from "./report-month-parts.server";
import type { Range } from "./report-sql.server";

// The reopen rate (decision 0107), from the thread's status events (their labels, as
// recordEvent writes them): of the tickets resolved at least once in the range, those reopened
// ('Résolu' → 'En cours', by a technician or the requester's reply) after that resolution, at any
// time since. A ticket resolved twice in the range counts once. Read from the resolutions kept
// per ticket by drizzle/0038's trigger (decision 0128); the tickets are read only to apply the
// filters.

const RESOLVED = ticketStatusLabels.resolved;
const CLOSED = ticketStatusLabels.closed;

interface ReopenCounts {
  resolved: number;
  reopened: number;
}

/**
 * The counts of two ranges, the second before the first (the period and the previous one), from
 * the resolutions kept per ticket (drizzle/0038, decision 0128): a ticket resolved in a range is
 * one row there whose previous resolution is not in it, reopened when a reopen follows that row.
 * A ticket whose events are out of time order by `seq` (`irregular`) is counted from its events.
 */
export async function reopenCounts(
  tx: TenantTx,
  ranges: readonly [Range, Range],
  filters: SQL[],
): Promise<[ReopenCounts, ReopenCounts]> {
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const since = ranges[0].start < ranges[1].start ? ranges[0].start : ranges[1].start;
  const until = ranges[0].end > ranges[1].end ? ranges[0].end : ranges[1].end;
  // In the range, and the first of its run there (no previous resolution in it).
  const first = (range: Range) =>
    sql`not ${r.irregular} and ${r.resolvedAt} >= ${at(range.start)} and ${r.resolvedAt} < ${at(range.end)} and (${r.previousAt} is null or ${r.previousAt} < ${at(range.start)} or ${r.previousAt} >= ${at(range.end)})`;
  const count = (condition: SQL) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await tx
    .select({
      resolved: count(first(ranges[0])),
      reopened: count(sql`${first(ranges[0])} and ${r.reopened}`),
      resolvedBefore: count(first(ranges[1])),
      reopenedBefore: count(sql`${first(ranges[1])} and ${r.reopened}`),
      irregular: sql<string[] | null>`array_agg(${r.ticketId}) filter (where ${r.irregular})`,
    })
    .from(r)
    .where(
      and(
        sql`${r.resolvedAt} >= ${at(since)} and ${r.resolvedAt} < ${at(until)}`,
        filters.length
          ? sql`${r.ticketId} in (select ${ticket.id} from ${ticket} where ${and(...filters)})`
          : undefined,
      ),
    );
  const counts: [ReopenCounts, ReopenCounts] = [
    { resolved: row?.resolved ?? 0, reopened: row?.reopened ?? 0 },
    { resolved: row?.resolvedBefore ?? 0, reopened: row?.reopenedBefore ?? 0 },
  ];
  return withEvents(tx, ranges, counts, idsOf(row?.irregular));
}

/**
 * The same counts from the two ranges' kept resolutions by previous day (decision 0133): a row
 * is its ticket's first resolution in the range when the day of its previous one is before the
 * range's first day (ranges are whole days of the zone); the irregular tickets from their events.
 */
export function reopenCountsOf(
  tx: TenantTx,
  ranges: readonly [Range, Range],
  states: readonly [KeptResolutions, KeptResolutions],
): Promise<[ReopenCounts, ReopenCounts]> {
  const counted = (range: Range, state: KeptResolutions): ReopenCounts => {
    const { first } = rangeDays(range);
    const counts = { resolved: 0, reopened: 0 };
    for (const [day, rows, reopened] of state.resolutions) {
      if (day !== null && day >= first) continue;
      counts.resolved += rows;
      counts.reopened += reopened;
    }
    return counts;
  };
  return withEvents(
    tx,
    ranges,
    [counted(ranges[0], states[0]), counted(ranges[1], states[1])],
    [...states[0].irregular, ...states[1].irregular],
  );
}

type KeptResolutions = Pick<PartState, "resolutions" | "irregular">;

/** The counts plus those of the irregular tickets, read from their events. */
async function withEvents(
  tx: TenantTx,
  ranges: readonly [Range, Range],
  counts: [ReopenCounts, ReopenCounts],
  ids: string[],
): Promise<[ReopenCounts, ReopenCounts]> {
  const irregular = [...new Set(ids)];
  if (!irregular.length) return counts;
  const events = await eventCounts(tx, ranges, [
    sql`${ticket.id} in (${sql.join(
      irregular.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  ]);
  return [
    {
      resolved: counts[0].resolved + events[0].resolved,
      reopened: counts[0].reopened + events[0].reopened,
    },
    {
      resolved: counts[1].resolved + events[1].resolved,
      reopened: counts[1].reopened + events[1].reopened,
    },
  ];
}

/** The driver's uuid[] (parsed, or PostgreSQL's text form `{a,b}`). */
const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
    : typeof value === "string" && value.length > 2
      ? value.slice(1, -1).split(",")
      : [];

/**
 * The counts from the status events themselves (decision 0107's query, 0123's order of tests):
 * one pass over the events since the earlier start, grouped by ticket. Used for the tickets
 * whose events are out of time order (`irregular`), and by the test that recounts them all.
 */
export async function eventCounts(
  tx: TenantTx,
  ranges: readonly [Range, Range],
  filters: SQL[],
): Promise<[ReopenCounts, ReopenCounts]> {
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const to = sql`${ticketEntry.event}->>'to'`;
  const from = sql`${ticketEntry.event}->>'from'`;
  const since = ranges[0].start < ranges[1].start ? ranges[0].start : ranges[1].start;
  const until = ranges[0].end > ranges[1].end ? ranges[0].end : ranges[1].end;
  const filtered = filters.length
    ? sql`${ticketEntry.ticketId} in (select ${ticket.id} from ${ticket} where ${and(...filters)})`
    : undefined;
  // The instants first: the event's label is read (jsonb) only for the events in the range
  // (an AND in a FILTER is evaluated left to right; decision 0123).
  const firstIn = (range: Range, name: string) =>
    sql<number>`min(${ticketEntry.seq}) filter (where ${ticketEntry.createdAt} >= ${at(range.start)} and ${ticketEntry.createdAt} < ${at(range.end)} and ${to} = ${RESOLVED})`.as(
      name,
    );
  const perTicket = tx
    .select({
      first: firstIn(ranges[0], "first_seq"),
      before: firstIn(ranges[1], "before_seq"),
      reopen:
        sql<number>`max(${ticketEntry.seq}) filter (where ${from} = ${RESOLVED} and ${to} <> ${CLOSED})`.as(
          "reopen_seq",
        ),
    })
    .from(ticketEntry)
    .where(
      and(
        sql`${ticketEntry.kind} = 'event' and ${ticketEntry.event}->>'field' = 'status'`,
        sql`${ticketEntry.createdAt} >= ${at(since)}`,
        // After both ranges only a reopen counts (its label read only there; decision 0123).
        sql`(${ticketEntry.createdAt} < ${at(until)} or ${from} = ${RESOLVED})`,
        filtered,
      ),
    )
    .groupBy(ticketEntry.ticketId)
    .as("per_ticket");
  const count = (condition: SQL) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await tx
    .select({
      resolved: count(sql`${perTicket.first} is not null`),
      reopened: count(sql`${perTicket.reopen} > ${perTicket.first}`),
      resolvedBefore: count(sql`${perTicket.before} is not null`),
      reopenedBefore: count(sql`${perTicket.reopen} > ${perTicket.before}`),
    })
    .from(perTicket);
  return [
    { resolved: row?.resolved ?? 0, reopened: row?.reopened ?? 0 },
    { resolved: row?.resolvedBefore ?? 0, reopened: row?.reopenedBefore ?? 0 },
  ];
}
