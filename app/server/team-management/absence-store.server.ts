import { and, asc, eq, gte } from "drizzle-orm";
import { TEAM_LIMITS, teamErrors } from "~/content/team-management";
import { authUser } from "~/server/db/schema.server";
import { isUuid, WorkspaceError } from "~/server/platform/refusal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { teamAbsence } from "./schema.server";
import { workspacePeople } from "~/server/workspaces/members.server";
import type { TeamContext } from "./team-scope.server";

// Absences (congés): whole days, both ends included, with an optional note. A Technicien records
// and removes their own; Administrateur and up anyone's (decision 0098).

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (d: string) =>
  DATE.test(d) &&
  !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
  new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

export interface AbsenceInput {
  userId: string;
  startsOn: string;
  endsOn: string;
  note: string;
}

export function checkAbsence(input: AbsenceInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!realDate(input.startsOn) || !realDate(input.endsOn) || input.endsOn < input.startsOn)
    errors.endsOn = teamErrors.dates;
  if ([...input.note].length > TEAM_LIMITS.note) errors.note = teamErrors.note;
  return errors;
}

/** Absences ending today or later, soonest first, with the person's name. */
export function currentAbsences(tx: TenantTx, today: string) {
  return tx
    .select({
      id: teamAbsence.id,
      userId: teamAbsence.userId,
      name: authUser.name,
      startsOn: teamAbsence.startsOn,
      endsOn: teamAbsence.endsOn,
      note: teamAbsence.note,
    })
    .from(teamAbsence)
    .innerJoin(authUser, eq(authUser.id, teamAbsence.userId))
    .where(gte(teamAbsence.endsOn, today))
    .orderBy(asc(teamAbsence.startsOn), asc(authUser.name))
    .limit(500);
}

const mayTouch = (ctx: TeamContext, userId: string) => ctx.canManage || userId === ctx.actor.id;

export async function addAbsence(ctx: TeamContext, input: AbsenceInput) {
  if (!mayTouch(ctx, input.userId)) throw new WorkspaceError(403, teamErrors.person);
  const person = (await workspacePeople(ctx.tx, null)).find((p) => p.id === input.userId);
  if (!person) throw new WorkspaceError(404, teamErrors.person);
  await ctx.tx.insert(teamAbsence).values({
    userId: input.userId,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    note: input.note,
    createdBy: ctx.actor.id,
    createdAt: ctx.now,
  });
  await moduleJournal(ctx.tx, ctx.actor, "team.absence_added", person.name, {
    du: input.startsOn,
    au: input.endsOn,
  });
}

export async function removeAbsence(ctx: TeamContext, id: string) {
  if (!isUuid(id)) throw new WorkspaceError(404, teamErrors.absence);
  const [row] = await ctx.tx
    .select({ userId: teamAbsence.userId, startsOn: teamAbsence.startsOn, name: authUser.name })
    .from(teamAbsence)
    .innerJoin(authUser, eq(authUser.id, teamAbsence.userId))
    .where(eq(teamAbsence.id, id));
  if (!row) throw new WorkspaceError(404, teamErrors.absence);
  if (!mayTouch(ctx, row.userId)) throw new WorkspaceError(403, teamErrors.person);
  await ctx.tx.delete(teamAbsence).where(and(eq(teamAbsence.id, id)));
  await moduleJournal(ctx.tx, ctx.actor, "team.absence_removed", row.name, { du: row.startsOn });
}
