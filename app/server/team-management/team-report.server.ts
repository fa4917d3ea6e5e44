import { and, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { teamReportTexts as t } from "~/content/team-report";
import { teamPath } from "~/content/team-management";
import type { ReportRange, ReportSection } from "~/contracts/report";
import { formatDateCompact } from "~/lib/date-time";
import { authMember, authUser } from "~/server/db/auth-schema.server";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { ReportInput } from "~/server/platform/module-manifest.server";
import { rangeDays } from "~/server/platform/report-period.server";
import { reportMetric } from "~/server/platform/report-sources.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { team, teamAbsence, teamMember } from "./schema.server";

// The teams' section of the reports (decision 0104): per team, the tickets it received (created
// in the period and routed to it) and resolved (resolved in the period), their SLA compliance,
// its members' absence days; per member, the tickets they resolved. The helpdesk's own section
// gives the times and the satisfaction; this one gives the load against the people there were.
// Filter: `equipe` (a team id).

const TEAM_FILTER = "equipe";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Span {
  start: Date;
  end: Date;
  first: string;
  last: string;
}

const spanOf = (range: ReportRange): Span => ({
  start: new Date(range.start),
  end: new Date(range.end),
  ...rangeDays(range),
});

const inSpan = (column: typeof ticket.createdAt | typeof ticket.resolvedAt, s: Span) =>
  and(gte(column, s.start), lt(column, s.end));

/** Days of an absence inside the span (both ends counted). */
const overlapDays = (s: Span) =>
  sql<number>`greatest(0, least(${teamAbsence.endsOn}, ${s.last}::date) - greatest(${teamAbsence.startsOn}, ${s.first}::date) + 1)::int`;

async function teamsOf(tx: TenantTx, teamId: string | null) {
  const teams = await tx
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(teamId ? eq(team.id, teamId) : undefined)
    .orderBy(team.name);
  const members = await tx
    .select({ teamId: teamMember.teamId, userId: teamMember.userId, name: authUser.name })
    .from(teamMember)
    .innerJoin(authUser, eq(authUser.id, teamMember.userId))
    .innerJoin(
      authMember,
      and(
        eq(authMember.userId, teamMember.userId),
        eq(authMember.organizationId, sql`current_setting('app.org_id', true)`),
      ),
    )
    .where(teamId ? eq(teamMember.teamId, teamId) : undefined)
    .orderBy(authUser.name);
  return { teams, members };
}

async function ticketCounts(tx: TenantTx, s: Span, teamIds: string[]) {
  const scope: SQL | undefined = teamIds.length ? inArray(ticket.teamId, teamIds) : sql`false`;
  const [all] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ticket)
    .where(inSpan(ticket.createdAt, s));
  const received = await tx
    .select({ teamId: ticket.teamId, n: sql<number>`count(*)::int` })
    .from(ticket)
    .where(and(inSpan(ticket.createdAt, s), scope))
    .groupBy(ticket.teamId);
  const resolved = await tx
    .select({
      teamId: ticket.teamId,
      n: sql<number>`count(*)::int`,
      met: sql<number>`(count(*) filter (where not ${ticket.slaBreached}))::int`,
    })
    .from(ticket)
    .where(and(inSpan(ticket.resolvedAt, s), scope))
    .groupBy(ticket.teamId);
  return {
    all: all?.n ?? 0,
    received: new Map(received.map((r) => [r.teamId, r.n])),
    resolved: new Map(resolved.map((r) => [r.teamId, r])),
  };
}

async function absencesOf(tx: TenantTx, s: Span, userIds: string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({
      userId: teamAbsence.userId,
      startsOn: teamAbsence.startsOn,
      endsOn: teamAbsence.endsOn,
      note: teamAbsence.note,
      days: overlapDays(s),
    })
    .from(teamAbsence)
    .where(
      and(
        inArray(teamAbsence.userId, userIds),
        lte(teamAbsence.startsOn, s.last),
        gte(teamAbsence.endsOn, s.first),
      ),
    )
    .orderBy(teamAbsence.startsOn, teamAbsence.userId);
}

async function resolvedBy(tx: TenantTx, s: Span, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: ticket.assigneeId, n: sql<number>`count(*)::int` })
    .from(ticket)
    .where(
      and(
        inSpan(ticket.resolvedAt, s),
        inArray(ticket.assigneeId, userIds),
        isNotNull(ticket.teamId),
      ),
    )
    .groupBy(ticket.assigneeId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
const percent = (n: number, of: number) => (of > 0 ? Math.round((n * 1000) / of) / 10 : null);
const perHead = (n: number, of: number) => (of > 0 ? Math.round((n * 10) / of) / 10 : null);

/** The three headline figures of a span. */
async function headline(tx: TenantTx, s: Span, teamIds: string[], userIds: string[]) {
  const counts = await ticketCounts(tx, s, teamIds);
  const absences = await absencesOf(tx, s, userIds);
  return {
    counts,
    absences,
    routed: percent(sum(counts.received.values()), counts.all),
    perMember: perHead(sum([...counts.resolved.values()].map((r) => r.n)), userIds.length),
    absence: sum(absences.map((a) => a.days)),
  };
}

export async function teamReport(tx: TenantTx, input: ReportInput): Promise<ReportSection> {
  const wanted = input.filters[TEAM_FILTER];
  const teamId = wanted && UUID.test(wanted) ? wanted : null;
  const { teams, members } = await teamsOf(tx, teamId);
  const allTeams = teamId ? await teamsOf(tx, null).then((r) => r.teams) : teams;
  const teamIds = teams.map((x) => x.id);
  const userIds = [...new Set(members.map((m) => m.userId))];
  const span = spanOf(input.period);
  const current = await headline(tx, span, teamIds, userIds);
  const before = await headline(tx, spanOf(input.period.previous), teamIds, userIds);
  const resolved = await resolvedBy(tx, span, userIds);
  const nameOf = new Map(members.map((m) => [m.userId, m.name]));
  const absenceOf = (ids: string[]) =>
    sum(current.absences.filter((a) => ids.includes(a.userId)).map((a) => a.days));
  const m = t.metrics;
  const c = t.byTeam.columns;
  return {
    id: "team-management",
    title: t.title,
    metrics: [
      reportMetric("team-routed", m.routed, "percent", current.routed, before.routed, "higher"),
      reportMetric(
        "team-resolved-per-member",
        m.perMember,
        "count",
        current.perMember,
        before.perMember,
        null,
      ),
      reportMetric("team-absence-days", m.absence, "count", current.absence, before.absence, null),
    ],
    charts: [],
    tables: [
      {
        id: "teams-load",
        title: t.byTeam.title,
        columns: [
          { key: "team", label: c.team },
          { key: "members", label: c.members, unit: "count" },
          { key: "received", label: c.received, unit: "count" },
          { key: "resolved", label: c.resolved, unit: "count" },
          { key: "compliance", label: c.compliance, unit: "percent" },
          { key: "perMember", label: c.perMember, unit: "count" },
          { key: "absence", label: c.absence, unit: "count" },
        ],
        rows: teams.map((x) => {
          const ids = members.filter((mb) => mb.teamId === x.id).map((mb) => mb.userId);
          const done = current.counts.resolved.get(x.id);
          return {
            team: x.name,
            members: ids.length,
            received: current.counts.received.get(x.id) ?? 0,
            resolved: done?.n ?? 0,
            compliance: done ? percent(done.met, done.n) : null,
            perMember: perHead(done?.n ?? 0, ids.length),
            absence: absenceOf(ids),
          };
        }),
        hrefs: teams.map((x) => teamPath(x.id)),
        empty: t.byTeam.empty,
      },
      {
        id: "team-members",
        title: t.byMember.title,
        columns: [
          { key: "member", label: t.byMember.columns.member },
          { key: "teams", label: t.byMember.columns.teams },
          { key: "resolved", label: t.byMember.columns.resolved, unit: "count" },
          { key: "absence", label: t.byMember.columns.absence, unit: "count" },
        ],
        rows: userIds
          .map((id) => ({
            member: nameOf.get(id) ?? "—",
            teams: teams
              .filter((x) => members.some((mb) => mb.teamId === x.id && mb.userId === id))
              .map((x) => x.name)
              .join(", "),
            resolved: resolved.get(id) ?? 0,
            absence: absenceOf([id]),
          }))
          .sort((a, b) => a.member.localeCompare(b.member, "fr")),
        empty: t.byMember.empty,
      },
    ],
    notable: [
      {
        id: "team-absences",
        title: t.absences.title,
        columns: [
          { key: "member", label: t.absences.columns.member },
          { key: "from", label: t.absences.columns.from },
          { key: "to", label: t.absences.columns.to },
          { key: "days", label: t.absences.columns.days, unit: "count" },
          { key: "note", label: t.absences.columns.note },
        ],
        rows: current.absences.map((a) => ({
          member: nameOf.get(a.userId) ?? "—",
          from: formatDateCompact(new Date(`${a.startsOn}T12:00:00Z`)),
          to: formatDateCompact(new Date(`${a.endsOn}T12:00:00Z`)),
          days: a.days,
          note: a.note,
        })),
        empty: t.absences.empty,
      },
    ],
    filters: [
      {
        key: TEAM_FILTER,
        label: t.filters.team,
        options: allTeams.map((x) => ({ value: x.id, label: x.name })),
      },
    ],
  };
}
