import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { OPEN_STATUSES } from "~/content/helpdesk";
import { workspacePeople } from "~/server/workspaces/members.server";
import { LEAD_ROLES, teamErrors, type TeamFormValues } from "~/content/team-management";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { authUser } from "~/server/db/schema.server";
import { isUuid, WorkspaceError } from "~/server/platform/refusal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { hoursOf } from "./team-draft.server";
import { team, teamMember, type TeamHours, type TeamRow } from "./schema.server";
import type { TeamContext } from "./team-scope.server";

// The teams' reads and commands, in a tenant transaction (row-level security: another
// workspace's team does not exist here, its id answers 404). A lead and the members must
// handle tickets in the workspace (Technicien and up); a stale save is refused (409).

const notFound = () => new WorkspaceError(404, teamErrors.notFound);

export const handlersOf = (tx: TenantTx) => workspacePeople(tx, LEAD_ROLES);

export async function teamById(tx: TenantTx, id: string | undefined): Promise<TeamRow> {
  if (!id || !isUuid(id)) throw notFound();
  const [row] = await tx.select().from(team).where(eq(team.id, id));
  if (!row) throw notFound();
  return row;
}

export async function memberIdsOf(tx: TenantTx, teamId: string) {
  const rows = await tx
    .select({ userId: teamMember.userId })
    .from(teamMember)
    .where(eq(teamMember.teamId, teamId));
  return rows.map((r) => r.userId);
}

/** The teams with their lead's name, member count and backlog (open tickets), by name. */
export async function listTeams(tx: TenantTx) {
  const rows = await tx
    .select({
      id: team.id,
      name: team.name,
      rotation: team.rotation,
      leadName: authUser.name,
      members: sql<number>`(select count(*)::int from ${teamMember} where ${teamMember.teamId} = ${team.id})`,
      backlog: sql<number>`(select count(*)::int from ${ticket} where ${ticket.teamId} = ${team.id} and ${inArray(ticket.status, [...OPEN_STATUSES])})`,
    })
    .from(team)
    .leftJoin(authUser, eq(authUser.id, team.leadId))
    .orderBy(asc(team.name));
  return rows;
}

/** Field errors of the people named by the form: lead and members must handle tickets. */
async function checkPeople(tx: TenantTx, values: TeamFormValues) {
  const handlers = new Set((await handlersOf(tx)).map((h) => h.id));
  const errors: Record<string, string> = {};
  if (values.leadId && !handlers.has(values.leadId)) errors.leadId = teamErrors.lead;
  if (values.memberIds.some((id) => !handlers.has(id))) errors.members = teamErrors.member;
  return errors;
}

async function nameTaken(tx: TenantTx, name: string, except: string | null) {
  const rows = await tx
    .select({ id: team.id })
    .from(team)
    .where(sql`lower(${team.name}) = lower(${name})`);
  return rows.some((r) => r.id !== except);
}

type Saved = { ok: true; id: string } | { ok: false; fieldErrors: Record<string, string> };

async function refusals(tx: TenantTx, values: TeamFormValues, id: string | null) {
  const errors = await checkPeople(tx, values);
  if (await nameTaken(tx, values.name, id)) errors.name = teamErrors.nameTaken;
  return errors;
}

async function setMembers(tx: TenantTx, teamId: string, memberIds: readonly string[]) {
  const current = await memberIdsOf(tx, teamId);
  const gone = current.filter((id) => !memberIds.includes(id));
  const added = memberIds.filter((id) => !current.includes(id));
  if (gone.length)
    await tx
      .delete(teamMember)
      .where(and(eq(teamMember.teamId, teamId), inArray(teamMember.userId, gone)));
  // A newcomer starts at the team's current turn: they do not get every ticket until caught up.
  if (added.length) {
    const [row] = await tx.select({ turn: team.turn }).from(team).where(eq(team.id, teamId));
    await tx
      .insert(teamMember)
      .values(added.map((userId) => ({ teamId, userId, lastTurn: row?.turn ?? 0 })));
  }
}

export async function createTeam(ctx: TeamContext, values: TeamFormValues): Promise<Saved> {
  const errors = await refusals(ctx.tx, values, null);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  const hours = hoursOf(values.hours);
  const [row] = await ctx.tx
    .insert(team)
    .values({
      name: values.name,
      leadId: values.leadId || null,
      rotation: values.rotation,
      escalationReassign: values.reassign,
      hours: hours === "invalid" ? null : hours,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: team.id });
  await setMembers(ctx.tx, row!.id, values.memberIds);
  await moduleJournal(ctx.tx, ctx.actor, "team.created", values.name);
  return { ok: true, id: row!.id };
}

export async function updateTeam(
  ctx: TeamContext,
  id: string | undefined,
  version: number,
  values: TeamFormValues,
): Promise<Saved | "stale"> {
  const current = await teamById(ctx.tx, id);
  const errors = await refusals(ctx.tx, values, current.id);
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  const hours = hoursOf(values.hours);
  const [row] = await ctx.tx
    .update(team)
    .set({
      name: values.name,
      leadId: values.leadId || null,
      rotation: values.rotation,
      escalationReassign: values.reassign,
      hours: hours === "invalid" ? null : hours,
      version: current.version + 1,
      updatedAt: ctx.now,
    })
    .where(and(eq(team.id, current.id), eq(team.version, version)))
    .returning({ id: team.id });
  if (!row) return "stale";
  await setMembers(ctx.tx, current.id, values.memberIds);
  await moduleJournal(ctx.tx, ctx.actor, "team.updated", values.name);
  return { ok: true, id: current.id };
}

/** A member's own hours in this team (null: the team's); 404 for someone not in it. */
export async function setMemberHours(
  ctx: TeamContext,
  id: string | undefined,
  userId: string,
  hours: TeamHours | null,
) {
  const current = await teamById(ctx.tx, id);
  const [row] = await ctx.tx
    .update(teamMember)
    .set({ hours })
    .where(and(eq(teamMember.teamId, current.id), eq(teamMember.userId, userId)))
    .returning({ userId: teamMember.userId });
  if (!row) throw new WorkspaceError(404, teamErrors.member);
  const name = (await handlersOf(ctx.tx)).find((h) => h.id === userId)?.name ?? "—";
  await moduleJournal(ctx.tx, ctx.actor, "team.updated", current.name, { membre: name });
}

/** Deletes the team (its members and rules go with it); its tickets stay, without a team. */
export async function deleteTeam(ctx: TeamContext, id: string | undefined) {
  const current = await teamById(ctx.tx, id);
  await ctx.tx.update(ticket).set({ teamId: null }).where(eq(ticket.teamId, current.id));
  await ctx.tx.delete(team).where(eq(team.id, current.id));
  await moduleJournal(ctx.tx, ctx.actor, "team.deleted", current.name);
}
