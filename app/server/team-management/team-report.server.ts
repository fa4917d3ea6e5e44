import { and, eq, sql } from "drizzle-orm";
import { teamReportTexts as t } from "~/content/team-report";
import { teamPath } from "~/content/team-management";
import type { ReportSection } from "~/contracts/report";
import { formatDateCompact } from "~/lib/date-time";
import { authMember, authUser } from "~/server/db/auth-schema.server";
import type { ReportInput } from "~/server/platform/module-manifest.server";
import { reportMetric } from "~/server/platform/report-sources.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { team, teamMember } from "./schema.server";
import { teamCounts, type SpanCounts } from "./team-report-counts.server";

// The teams' section of the reports (decision 0104): per team, the tickets it received (created
// in the period and routed to it) and resolved (resolved in the period), their SLA compliance,
// its members' absence days; per member, the tickets they resolved. The helpdesk's own section
// gives the times and the satisfaction; this one gives the load against the people there were.
// Filter: `equipe` (a team id). The counts: one statement, from the per-day counts (decision 0136).

const TEAM_FILTER = "equipe";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
const percent = (n: number, of: number) => (of > 0 ? Math.round((n * 1000) / of) / 10 : null);
const perHead = (n: number, of: number) => (of > 0 ? Math.round((n * 10) / of) / 10 : null);

/** The three headline figures of a span. */
function headline(counts: SpanCounts, userIds: string[]) {
  return {
    counts,
    absences: counts.absences,
    routed: percent(sum(counts.received.values()), counts.all),
    perMember: perHead(sum([...counts.resolved.values()].map((r) => r.n)), userIds.length),
    absence: sum(counts.absences.map((a) => a.days)),
  };
}

export async function teamReport(tx: TenantTx, input: ReportInput): Promise<ReportSection> {
  const wanted = input.filters[TEAM_FILTER];
  const teamId = wanted && UUID.test(wanted) ? wanted : null;
  const { teams, members } = await teamsOf(tx, teamId);
  const allTeams = teamId ? await teamsOf(tx, null).then((r) => r.teams) : teams;
  const teamIds = teams.map((x) => x.id);
  const userIds = [...new Set(members.map((m) => m.userId))];
  const counts = await teamCounts(
    tx,
    { current: input.period, before: input.period.previous, now: input.now },
    teamIds,
    userIds,
  );
  const current = headline(counts.current, userIds);
  const before = headline(counts.before, userIds);
  const resolved = counts.resolvedBy;
  const nameOf = new Map(members.map((m) => [m.userId, m.name]));
  const absenceOf = (ids: string[]) =>
    sum(current.absences.filter((a) => ids.includes(a.userId)).map((a) => a.days));
  const m = t.metrics;
  const c = t.byTeam.columns;
  return {
    id: "team-management",
    title: t.title,
    empty: t.empty,
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
