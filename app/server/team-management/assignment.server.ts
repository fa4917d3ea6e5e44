import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { OPEN_STATUSES } from "~/content/helpdesk";
import { rotationLabels, type Rotation } from "~/content/team-management";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type {
  HookCalendar,
  NewTicketFacts,
  RuleFacts,
  SlaEscalation,
  SlaFacts,
  TicketRoute,
  TicketRouting,
} from "~/server/platform/ticket-hooks.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { availableMembers, type TeamPerson } from "./availability.server";
import { team, teamMember, teamRule, type TeamRow } from "./schema.server";

// The assignment rules (decision 0098): a category's rule, else its channel's, names the team;
// inside it the member available now with the fewest open tickets ('Au moins chargé', ties by
// turn) or the one whose turn it is ('À tour de rôle'). The team's row is locked (FOR UPDATE)
// for the rest of the ticket's transaction: two tickets never read the same turn or the same
// counts, so 1,000 tickets at once stay even. Nobody available: the ticket stays in the team,
// unassigned, and its lead hears of it when the SLA escalates.

/** The least loaded, ties by turn then id; or the next turn. */
async function choose(
  tx: TenantTx,
  rotation: Rotation,
  people: readonly TeamPerson[],
): Promise<TeamPerson> {
  const byTurn = (a: TeamPerson, b: TeamPerson) =>
    a.lastTurn - b.lastTurn || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (rotation === "round_robin") return [...people].sort(byTurn)[0]!;
  const counts = await tx
    .select({ id: ticket.assigneeId, n: sql<number>`count(*)::int` })
    .from(ticket)
    .where(
      and(
        inArray(
          ticket.assigneeId,
          people.map((p) => p.id),
        ),
        inArray(ticket.status, [...OPEN_STATUSES]),
      ),
    )
    .groupBy(ticket.assigneeId);
  const load = new Map(counts.map((c) => [c.id, c.n]));
  return [...people].sort(
    (a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || byTurn(a, b),
  )[0]!;
}

/**
 * The member of `teamId` who takes a ticket now (null: nobody available), the team's row locked
 * until the transaction ends and the turn recorded. Undefined: no such team.
 */
async function pickMember(
  tx: TenantTx,
  teamId: string,
  calendar: HookCalendar,
  now: Date,
  exclude: string | null = null,
): Promise<{ team: TeamRow; member: TeamPerson | null } | undefined> {
  const [row] = await tx.select().from(team).where(eq(team.id, teamId)).for("update");
  if (!row) return undefined;
  const people = (await availableMembers(tx, row.id, row.hours, calendar, now)).filter(
    (p) => p.id !== exclude,
  );
  if (people.length === 0) return { team: row, member: null };
  const member = await choose(tx, row.rotation as Rotation, people);
  const turn = row.turn + 1;
  await tx.update(team).set({ turn }).where(eq(team.id, row.id));
  await tx
    .update(teamMember)
    .set({ lastTurn: turn })
    .where(and(eq(teamMember.teamId, row.id), eq(teamMember.userId, member.id)));
  return { team: row, member };
}

/** The team a new ticket goes to, as a scalar subquery: its category's rule first, then its channel's. */
function ruleTeam(facts: RuleFacts): SQL<string | null> {
  const matches = or(
    facts.categoryId
      ? and(eq(teamRule.kind, "category"), eq(teamRule.key, facts.categoryId))
      : undefined,
    and(eq(teamRule.kind, "channel"), eq(teamRule.key, facts.source)),
  );
  return sql`(select ${teamRule.teamId} from ${teamRule} where ${matches}
    order by ${teamRule.kind} = 'category' desc limit 1)`;
}

async function readRuleTeam(tx: TenantTx, facts: RuleFacts): Promise<string | null> {
  const result = await tx.execute(sql`select ${ruleTeam(facts)} as team_id`);
  return (result as unknown as { rows: { team_id: string | null }[] }).rows[0]!.team_id;
}

async function route(
  tx: TenantTx,
  facts: NewTicketFacts,
  read?: unknown,
): Promise<TicketRoute | null> {
  // Read ahead by the helpdesk's statement (decision 0112), else here.
  const teamId = read !== undefined ? (read as string | null) : await readRuleTeam(tx, facts);
  if (!teamId) return null;
  const picked = await pickMember(tx, teamId, facts.calendar, facts.now);
  if (!picked) return null;
  return {
    teamId: picked.team.id,
    teamName: picked.team.name,
    assigneeId: picked.member?.id ?? null,
    assigneeName: picked.member?.name ?? null,
    how: rotationLabels[picked.team.rotation as Rotation],
  };
}

/** A team's ticket at risk or late: its lead is told; the next available member takes it over. */
async function escalate(tx: TenantTx, facts: SlaFacts): Promise<SlaEscalation | null> {
  if (!facts.teamId) return null;
  const [row] = await tx.select().from(team).where(eq(team.id, facts.teamId));
  if (!row) return null;
  const next = row.escalationReassign
    ? (await pickMember(tx, row.id, facts.calendar, facts.now, facts.assigneeId))?.member
    : null;
  if (!row.leadId && !next) return null;
  const by = `Escalade · ${row.name}`;
  await moduleJournal(tx, { id: null, name: by }, "team.escalated", row.name, {
    état: facts.state === "breached" ? "En retard" : "À risque",
    ...(next ? { technicien: next.name } : {}),
  });
  return {
    notify: row.leadId ? [row.leadId] : [],
    reassignTo: next ? { id: next.id, name: next.name } : null,
    by,
  };
}

async function teams(tx: TenantTx) {
  const rows = await tx.select({ id: team.id, label: team.name }).from(team).orderBy(team.name);
  return rows;
}

export const teamRouting: TicketRouting = { ruleRead: ruleTeam, route, escalate, teams };
