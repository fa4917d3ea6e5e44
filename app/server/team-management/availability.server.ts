import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { authMember, authUser } from "~/server/db/schema.server";
import { businessMsBetween } from "~/server/helpdesk/index.server";
import type { HookCalendar } from "~/server/platform/ticket-hooks.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { LEAD_ROLES } from "~/content/team-management";
import { teamAbsence, teamMember, type TeamHours } from "./schema.server";

// Who of a team can take a ticket now (decision 0098): a member who still handles tickets in
// the workspace (Technicien and up), not absent today (their absences, in the workspace's zone)
// and inside their working hours: their own in this team, else the team's, else the helpdesk's
// calendar. The zone and the holidays are always the helpdesk's.

/** The calendar of a member: the workspace's, with the team's or their own days and hours. */
export function calendarOf(
  base: HookCalendar,
  teamHours: TeamHours | null,
  memberHours: TeamHours | null = null,
): HookCalendar {
  const hours = memberHours ?? teamHours;
  return hours ? { ...base, workDays: hours.workDays, start: hours.start, end: hours.end } : base;
}

/** Inside working hours at `now` (the next minute has working time). */
export const inHours = (calendar: HookCalendar, now: Date) =>
  businessMsBetween(calendar, now, new Date(now.getTime() + 60_000)) > 0;

/** The local date "YYYY-MM-DD" of `now` in `timeZone`. */
export function localDate(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The people among `userIds` absent on `day`. */
export async function absentOn(tx: TenantTx, userIds: readonly string[], day: string) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ userId: teamAbsence.userId })
    .from(teamAbsence)
    .where(
      and(
        inArray(teamAbsence.userId, [...userIds]),
        lte(teamAbsence.startsOn, day),
        gte(teamAbsence.endsOn, day),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

export interface TeamPerson {
  id: string;
  name: string;
  lastTurn: number;
  hours: TeamHours | null;
}

/** The team's members who handle tickets in the workspace, by name. */
export function membersOf(tx: TenantTx, teamId: string): Promise<TeamPerson[]> {
  return tx
    .select({
      id: teamMember.userId,
      name: authUser.name,
      lastTurn: teamMember.lastTurn,
      hours: teamMember.hours,
    })
    .from(teamMember)
    .innerJoin(authUser, eq(authUser.id, teamMember.userId))
    .innerJoin(
      authMember,
      and(
        eq(authMember.userId, teamMember.userId),
        eq(authMember.organizationId, sql`current_setting('app.org_id', true)`),
      ),
    )
    .where(and(eq(teamMember.teamId, teamId), inArray(authMember.role, [...LEAD_ROLES])))
    .orderBy(authUser.name);
}

/** The members available now: not absent today, inside their hours. */
export async function availableMembers(
  tx: TenantTx,
  teamId: string,
  teamHours: TeamHours | null,
  calendar: HookCalendar,
  now: Date,
): Promise<TeamPerson[]> {
  const members = await membersOf(tx, teamId);
  const absent = await absentOn(
    tx,
    members.map((m) => m.id),
    localDate(calendar.timeZone, now),
  );
  return members.filter(
    (m) => !absent.has(m.id) && inHours(calendarOf(calendar, teamHours, m.hours), now),
  );
}
