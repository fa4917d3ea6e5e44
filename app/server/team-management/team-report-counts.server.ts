import { sql, type SQL } from "drizzle-orm";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The teams' report counts in one statement (decision 0136), for the period and the one before:
// the tickets created (all, and per team), resolved per team (and within their SLA), resolved per
// member, and the members' absences. The ticket counts are sums of helpdesk_report_day (decision
// 0111: kept by the triggers of drizzle/0029 in the transaction of every ticket change), whose
// days are the reports' zone's, as a period's bounds are: a span [start, end) is its days
// [first, last]. `opened` counts a ticket on its creation day, `resolved` and `sla_met` (not
// breached) on its resolution day, in the ticket's current team and assignee — the conditions
// the section counted on `ticket` before (created_at / resolved_at within the span).

/** A period as whole days of the reports' zone (both ends counted). */
export interface DaySpan {
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

/** The sums of a (team, assignee) pair's detailed rows in one of the spans. */
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
  pairs: PairRow[];
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

/**
 * The sums of the detailed rows of a team (any team: a member's count takes every team's) per
 * (team, assignee, span), in one pass; the teams' and the members' sums are added up in the
 * server (two grouping sets cost PGlite more: decision 0136).
 */
function pairsOf(current: DaySpan, before: DaySpan, teamIds: string[], userIds: string[]): SQL {
  if (teamIds.length === 0 && userIds.length === 0) return sql`'[]'::json`;
  return sql`(select coalesce(json_agg(json_build_object('team', p.team_id, 'member', p.assignee_id,
        'current', p.current, 'opened', p.opened, 'resolved', p.resolved, 'met', p.met)), '[]'::json)
      from (select team_id, assignee_id, ${within(current)} as current, sum(opened) as opened,
          sum(resolved) as resolved, sum(sla_met) as met
        from helpdesk_report_day
        where detail and team_id is not null and ((${within(current)}) or (${within(before)}))
        group by 1, 2, 3) p)`;
}

/** The counts of the period (`current`) and the one before, for the teams and members shown. */
export async function teamCounts(
  tx: TenantTx,
  current: DaySpan,
  before: DaySpan,
  teamIds: string[],
  userIds: string[],
): Promise<TeamCounts> {
  const result = await tx.execute(sql`
    select
      (select json_build_object(
          'all', coalesce(sum(opened) filter (where ${within(current)}), 0),
          'allBefore', coalesce(sum(opened) filter (where ${within(before)}), 0))
        from helpdesk_report_day
        where not detail and ((${within(current)}) or (${within(before)}))) as totals,
      ${pairsOf(current, before, teamIds, userIds)} as pairs,
      ${absencesOf(current, userIds)} as absences,
      ${absencesOf(before, userIds)} as "absencesBefore"`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  const { totals, pairs, absences, absencesBefore } = row!;
  const spanOf = (all: number, list: Absence[], current: boolean): SpanCounts => {
    const received = new Map<string, number>();
    const resolved = new Map<string, { n: number; met: number }>();
    for (const pair of pairs) {
      if (pair.current !== current || !teamIds.includes(pair.team)) continue;
      const opened = Number(pair.opened);
      const n = Number(pair.resolved);
      if (opened > 0) received.set(pair.team, (received.get(pair.team) ?? 0) + opened);
      if (n > 0) {
        const done = resolved.get(pair.team) ?? { n: 0, met: 0 };
        resolved.set(pair.team, { n: done.n + n, met: done.met + Number(pair.met) });
      }
    }
    return { all: Number(all), received, resolved, absences: list };
  };
  const resolvedBy = new Map<string, number>();
  for (const pair of pairs) {
    const n = Number(pair.resolved);
    if (!pair.current || n === 0 || !pair.member || !userIds.includes(pair.member)) continue;
    resolvedBy.set(pair.member, (resolvedBy.get(pair.member) ?? 0) + n);
  }
  return {
    current: spanOf(totals.all, absences, true),
    before: spanOf(totals.allBefore, absencesBefore, false),
    resolvedBy,
  };
}
