import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { OPEN_STATUSES } from "~/content/helpdesk";
import type { WorkloadTeam, WorkloadView } from "~/content/team-management";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { localInstant, policyOf } from "~/server/helpdesk/index.server";
import type { MemberWorkload } from "~/server/platform/module-manifest.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { absentOn, calendarOf, inHours, localDate, membersOf } from "./availability.server";
import { team } from "./schema.server";

// The workload page's figures (decision 0098): per member, their open tickets (all teams), those
// due by the end of this week (Sunday, in the helpdesk's zone) and those overdue; per team, its
// backlog (open tickets routed to it) and the share of its tickets resolved in the last 30 days
// within their SLA. The other modules add columns per person (`memberWorkload`, handed in).

export type WorkloadContributions = (
  tx: TenantTx,
  userIds: readonly string[],
  now: Date,
) => Promise<MemberWorkload[]>;

const DAY = 86_400_000;

/** The end of the local week (next Monday 00:00) in `timeZone`. */
function endOfWeek(timeZone: string, now: Date): Date {
  const today = localDate(timeZone, now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) + (8 - weekday) * DAY);
  return localInstant(timeZone, monday.toISOString().slice(0, 10));
}

const open = inArray(ticket.status, [...OPEN_STATUSES]);

async function memberFigures(tx: TenantTx, ids: readonly string[], now: Date, weekEnd: Date) {
  if (ids.length === 0)
    return new Map<string, { open: number; dueWeek: number; overdue: number }>();
  const rows = await tx
    .select({
      id: ticket.assigneeId,
      open: sql<number>`count(*)::int`,
      dueWeek: sql<number>`(count(*) filter (where ${ticket.resolutionDueAt} >= ${now} and ${ticket.resolutionDueAt} < ${weekEnd}))::int`,
      overdue: sql<number>`(count(*) filter (where ${ticket.resolutionDueAt} < ${now} or ${ticket.slaBreached}))::int`,
    })
    .from(ticket)
    .where(and(inArray(ticket.assigneeId, [...ids]), open))
    .groupBy(ticket.assigneeId);
  return new Map(rows.map((r) => [r.id!, r]));
}

async function teamFigures(tx: TenantTx, teamId: string, now: Date) {
  const [backlog] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      unassigned: sql<number>`(count(*) filter (where ${ticket.assigneeId} is null))::int`,
    })
    .from(ticket)
    .where(and(eq(ticket.teamId, teamId), open));
  const since = new Date(now.getTime() - 30 * DAY);
  const [sla] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      met: sql<number>`(count(*) filter (where not ${ticket.slaBreached}))::int`,
    })
    .from(ticket)
    .where(and(eq(ticket.teamId, teamId), gte(ticket.resolvedAt, since)));
  return { backlog: backlog?.n ?? 0, unassigned: backlog?.unassigned ?? 0, sla };
}

export async function workloadOf(
  tx: TenantTx,
  now: Date,
  contributions: WorkloadContributions,
): Promise<WorkloadView> {
  const calendar = (await policyOf(tx)).calendar;
  const teams = await tx.select().from(team).orderBy(team.name);
  // One after the other: one transaction, one connection (platform/in-turn.server.ts).
  const members: Awaited<ReturnType<typeof membersOf>>[] = [];
  for (const t of teams) members.push(await membersOf(tx, t.id));
  const ids = [...new Set(members.flat().map((m) => m.id))];
  const weekEnd = endOfWeek(calendar.timeZone, now);
  const figures = await memberFigures(tx, ids, now, weekEnd);
  const absent = await absentOn(tx, ids, localDate(calendar.timeZone, now));
  const extra = await contributions(tx, ids, now);
  const result: WorkloadTeam[] = [];
  for (const [i, t] of teams.entries()) {
    const f = await teamFigures(tx, t.id, now);
    const resolved = f.sla?.n ?? 0;
    result.push({
      id: t.id,
      name: t.name,
      backlog: f.backlog,
      unassigned: f.unassigned,
      resolved,
      compliance: resolved ? Math.round(((f.sla?.met ?? 0) * 100) / resolved) : null,
      members: members[i]!.map((m) => ({
        id: m.id,
        name: m.name,
        lead: m.id === t.leadId,
        absent: absent.has(m.id),
        outOfHours: !inHours(calendarOf(calendar, t.hours, m.hours), now),
        open: figures.get(m.id)?.open ?? 0,
        dueWeek: figures.get(m.id)?.dueWeek ?? 0,
        overdue: figures.get(m.id)?.overdue ?? 0,
        extra: Object.assign({}, ...extra.map((e) => e.values[m.id] ?? {})) as Record<
          string,
          string
        >,
      })),
    });
  }
  return { teams: result, columns: extra.flatMap((e) => e.columns), canManage: false };
}
