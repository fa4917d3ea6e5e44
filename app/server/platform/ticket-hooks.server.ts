import { sql, type SQL } from "drizzle-orm";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// What the helpdesk asks the other modules when a ticket opens (who takes it) and when its SLA
// reaches 'À risque' or 'En retard' (who else hears of it, who takes it over), without importing
// them: the modules declare `ticketRouting` in their manifest, app/server/modules.server.ts
// installs the list here once when it is loaded (server.ts, the seed, and every route that
// reads the list load it at start), and the helpdesk's ticket creation and SLA jobs read it.
// The list module imports the helpdesk's manifest, so the helpdesk cannot import the list: this
// registry breaks the cycle. Nothing installed (a helpdesk unit test): the helpdesk's own rules.
// Decision 0098.

/** The working calendar the helpdesk counts SLA time in (its shape, no import of it). */
export interface HookCalendar {
  timeZone: string;
  workDays: number[];
  start: string;
  end: string;
  holidays: string[];
}

export interface NewTicketFacts {
  categoryId: string | null;
  source: string;
  calendar: HookCalendar;
  now: Date;
}

/** Where a new ticket goes: a team, and inside it a member (null: nobody is available). */
export interface TicketRoute {
  teamId: string;
  teamName: string;
  assigneeId: string | null;
  assigneeName: string | null;
  /** How the member was chosen ('Au moins chargé'), for the thread and the journal. */
  how: string;
}

export interface SlaFacts {
  ticketId: string;
  teamId: string | null;
  assigneeId: string | null;
  state: "at_risk" | "breached";
  calendar: HookCalendar;
  now: Date;
}

/** Who is told (user ids, e-mailed through the outbox) and who takes the ticket over. */
export interface SlaEscalation {
  notify: string[];
  reassignTo: { id: string; name: string } | null;
  /** Names the escalation in the thread ('Escalade · Support N1'). */
  by: string;
}

/** What a module's rule depends on, known before the ticket's other facts. */
export type RuleFacts = Pick<NewTicketFacts, "categoryId" | "source">;

export interface TicketRouting {
  /**
   * The module's rule, as one SQL value (a scalar subquery), for a statement the helpdesk sends
   * anyway; `route` then gets its value (`read`) instead of reading it in a round trip of its
   * own (decision 0112). Absent: `route` reads it itself.
   */
  ruleRead?(facts: RuleFacts): SQL;
  route(tx: TenantTx, facts: NewTicketFacts, read?: unknown): Promise<TicketRoute | null>;
  escalate(tx: TenantTx, facts: SlaFacts): Promise<SlaEscalation | null>;
  /** The teams tickets may belong to, for the queue's filter. */
  teams(tx: TenantTx): Promise<{ id: string; label: string }[]>;
}

let installed: readonly TicketRouting[] = [];
/** Counts installations: a statement built once around `ruleReads` names it in its shape. */
let generation = 0;

/** Called once by app/server/modules.server.ts with what the modules declare. */
export function installTicketRouting(modules: readonly { ticketRouting?: TicketRouting }[]) {
  installed = modules.flatMap((m) => (m.ticketRouting ? [m.ticketRouting] : []));
  generation += 1;
}

/** The modules' rules read ahead by another statement (`ruleReads`), with the facts they read. */
export interface RuleReads {
  facts: RuleFacts;
  /** The value of `sql`, once run: one value per installed module, in order. */
  values: unknown[];
}

/**
 * The installed modules' rules for `facts` as one SQL value (a JSON array, in order), to be run
 * within another statement of the ticket's transaction; null when no module reads ahead.
 */
export function ruleReads(facts: RuleFacts): { facts: RuleFacts; sql: SQL; shape: string } | null {
  if (!installed.some((r) => r.ruleRead)) return null;
  const reads = installed.map((r) => r.ruleRead?.(facts) ?? sql`null`);
  return {
    facts,
    sql: sql`json_build_array(${sql.join(reads, sql`, `)})`,
    // The same facts and modules make the same text and values: a statement may be built once.
    shape: `${generation} ${facts.source} ${facts.categoryId ?? "-"}`,
  };
}

/**
 * The first module's route for a new ticket, or null. `read`: the rules read ahead, used when
 * they were read for the same category and channel.
 */
export async function routeNewTicket(
  tx: TenantTx,
  facts: NewTicketFacts,
  read?: RuleReads,
): Promise<TicketRoute | null> {
  const same =
    read && read.facts.categoryId === facts.categoryId && read.facts.source === facts.source;
  for (const [i, routing] of installed.entries()) {
    const route = await routing.route(tx, facts, same ? read.values[i] : undefined);
    if (route) return route;
  }
  return null;
}

/** Every module's teams, for the helpdesk queue's 'Équipe' filter. */
export async function ticketTeams(tx: TenantTx): Promise<{ id: string; label: string }[]> {
  const all: { id: string; label: string }[] = [];
  for (const routing of installed) all.push(...(await routing.teams(tx)));
  return all;
}

/** The modules' escalations of a ticket whose SLA changed state (those that have one). */
export async function escalateTicket(tx: TenantTx, facts: SlaFacts): Promise<SlaEscalation[]> {
  const found: SlaEscalation[] = [];
  for (const routing of installed) {
    const escalation = await routing.escalate(tx, facts);
    if (escalation) found.push(escalation);
  }
  return found;
}
