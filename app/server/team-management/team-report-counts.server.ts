import { sql } from "drizzle-orm";
import { rangeCombinations, type CombinationCount } from "~/server/helpdesk/index.server";
import { rangeDays } from "~/server/platform/report-period.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The teams' report counts (decisions 0136, 0138), for the period and the one before: the
// tickets created (all, and per team), resolved per team (and within their SLA), resolved per
// member, and the members' absences. The ticket counts are sums of helpdesk_report_day (decision
// 0111: kept by the triggers of drizzle/0029 in the transaction of every ticket change), whose
// days are the reports' zone's, as a period's bounds are: a span [start, end) is its days
// [first, last]. `opened` counts a ticket on its creation day, `resolved` and `sla_met` (not
// breached) on its resolution day, in the ticket's current team and assignee — the conditions
// the section counted on `ticket` before (created_at / resolved_at within the span). The
// per-team and per-member sums come from the helpdesk's sums per combination, whose closed
// months are kept (decision 0133): a year reads two dozen kept rows, not 23,000 per-day ones.

/** A period as whole days of the reports' zone (both ends counted). */
interface DaySpan {
  first: string;
  last: string;
}

interface Absence {
  userId: string;
  startsOn: string;
  endsOn: string;
  note: string;
  /** Days of the absence inside the span (both ends counted). */
  days: number;
}

export interface SpanCounts {
  /** Tickets created in the span, whatever their team. */
  all: number;
  /** Per team of `teamIds`: tickets created in the span. */
  received: Map<string, number>;
  /** Per team of `teamIds`: tickets resolved in the span, and those within their SLA. */
  resolved: Map<string, { n: number; met: number }>;
  absences: Absence[];
}

export interface TeamCounts {
  current: SpanCounts;
  before: SpanCounts;
  /** Per member of `userIds`: tickets of a team they resolved in the current span. */
  resolvedBy: Map<string, number>;
}

/** A period's bounds [start, end), ISO instants (a report period and the one before it). */
interface Period {
  start: string;
  end: string;
}

/** The sums of a (team, assignee) pair's combinations in one of the spans. */
interface PairRow {
  team: string;
  member: string | null;
  current: boolean;
  opened: number;
  resolved: number;
  met: number;
}

interface Row {
  totals: { all: number; allBefore: number };
  absences: Absence[];
  absencesBefore: Absence[];
}

/** One parameter for a list of ids (a PostgreSQL array literal): the statement's text stays one. */
const idArray = (ids: string[]) =>
  `{${ids.map((id) => `"${id.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

const within = (s: DaySpan) => sql`day >= ${s.first}::date and day <= ${s.last}::date`;

const absencesOf = (s: DaySpan, userIds: string[]) =>
  userIds.length === 0
    ? sql`'[]'::json`
    : sql`(select coalesce(json_agg(json_build_object('userId', a.user_id, 'startsOn', a.starts_on,
          'endsOn', a.ends_on, 'note', a.note,
          'days', greatest(0, least(a.ends_on, ${s.last}::date) - greatest(a.starts_on, ${s.first}::date) + 1))
          order by a.starts_on, a.user_id), '[]'::json)
        from team_absence a
        where a.user_id = any(${idArray(userIds)}::text[]) and a.starts_on <= ${s.last}::date
          and a.ends_on >= ${s.first}::date)`;

/** The sums per (team, assignee) of a span's combinations with a team. */
function pairsOf(combinations: readonly CombinationCount[], current: boolean): PairRow[] {
  const pairs = new Map<string, PairRow>();
  for (const row of combinations) {
    if (row.team === null) continue;
    const key = `${row.team} ${row.assignee ?? ""}`;
    const pair = pairs.get(key) ?? {
      team: row.team,
      member: row.assignee,
      current,
      opened: 0,
      resolved: 0,
      met: 0,
    };
    pair.opened += Number(row.opened);
    pair.resolved += Number(row.resolved);
    pair.met += Number(row.slaMet);
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

/** The counts of the period (`current`) and the one before, for the teams and members shown. */
export async function teamCounts(
  tx: TenantTx,
  periods: { current: Period; before: Period; now: Date },
  teamIds: string[],
  userIds: string[],
): Promise<TeamCounts> {
  const current = rangeDays(periods.current);
  const before = rangeDays(periods.before);
  const result = await tx.execute(sql`
    select
      (select json_build_object(
          'all', coalesce(sum(opened) filter (where ${within(current)}), 0),
          'allBefore', coalesce(sum(opened) filter (where ${within(before)}), 0))
        from helpdesk_report_day
        where not detail and ((${within(current)}) or (${within(before)}))) as totals,
      ${absencesOf(current, userIds)} as absences,
      ${absencesOf(before, userIds)} as "absencesBefore"`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  const { totals, absences, absencesBefore } = row!;
  const wanted = teamIds.length > 0 || userIds.length > 0;
  const pairs = wanted
    ? [
        ...pairsOf(await rangeCombinations(tx, periods.current, periods.now), true),
        ...pairsOf(await rangeCombinations(tx, periods.before, periods.now), false),
      ]
    : [];
  const spanOf = (all: number, list: Absence[], current: boolean): SpanCounts => {
    const received = new Map<string, number>();
    const resolved = new Map<string, { n: number; met: number }>();
    for (const pair of pairs) {
      if (pair.current !== current || !teamIds.includes(pair.team)) continue;
      const { opened, resolved: n } = pair;
      if (opened > 0) received.set(pair.team, (received.get(pair.team) ?? 0) + opened);
      if (n > 0) {
        const done = resolved.get(pair.team) ?? { n: 0, met: 0 };
        resolved.set(pair.team, { n: done.n + n, met: done.met + pair.met });
      }
    }
    return { all: Number(all), received, resolved, absences: list };
  };
  const resolvedBy = new Map<string, number>();
  for (const pair of pairs) {
    const n = pair.resolved;
    if (!pair.current || n === 0 || !pair.member || !userIds.includes(pair.member)) continue;
    resolvedBy.set(pair.member, (resolvedBy.get(pair.member) ?? 0) + n);
  }
  return {
    current: spanOf(totals.all, absences, true),
    before: spanOf(totals.allBefore, absencesBefore, false),
    resolvedBy,
  };
}
