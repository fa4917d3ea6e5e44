import { eq } from "drizzle-orm";
import { ticketNumberLabel } from "~/content/helpdesk";
import { ticket, ticketEntry, type TicketRow } from "~/server/db/helpdesk-schema.server";
import type { SlaEscalation, TicketRoute } from "~/server/platform/ticket-hooks.server";
import { journal } from "~/server/workspaces/journal.server";
import type { HelpdeskContext, HelpdeskNotice } from "./ticket-core.server";
import { scheduleTicketJobs } from "./ticket-jobs.server";

// What the helpdesk writes when another module routed or escalated a ticket (the platform's
// ticket hooks, decision 0098): the thread's event and the journal entry, as an assignment by a
// person writes them (ticket-update.server.ts), by the rule ('Support N1 · Au moins chargé'),
// and the e-mails of the team's lead (a new ticket's assignee is e-mailed by createTicket).

const byRule = (ctx: HelpdeskContext, name: string) => ({
  id: null,
  name,
  type: "system" as const,
});

async function assignmentEvent(
  ctx: HelpdeskContext,
  ticketId: string,
  author: string,
  from: string | null,
  to: string | null,
) {
  await ctx.tx.insert(ticketEntry).values({
    ticketId,
    kind: "event",
    authorType: "system",
    authorId: null,
    authorName: author,
    event: { field: "assignee", from, to },
    createdAt: ctx.now,
  });
}

/** A new ticket routed to a team (and maybe a member): its thread, the journal, the e-mail. */
export async function recordRoute(
  ctx: HelpdeskContext,
  ticketId: string,
  number: number,
  subject: string,
  route: TicketRoute,
  assigneeId: string | null,
) {
  const author = `${route.teamName} · ${route.how}`;
  const name = assigneeId ? route.assigneeName : null;
  if (name) await assignmentEvent(ctx, ticketId, author, null, name);
  await journal(
    ctx.tx,
    byRule(ctx, author),
    "ticket.assigned",
    `${ticketNumberLabel(number)} ${subject}`,
    {
      équipe: route.teamName,
      technicien: name ?? "personne",
    },
  );
  // The assignee's e-mail is createTicket's, as for any assignee: not asked twice here.
}

/**
 * The escalations of a ticket whose SLA reached `late` or 'at risk': the leads' e-mails, and the
 * first reassignment offered (written like a person's, by the escalation's name).
 */
export async function applyEscalations(
  ctx: HelpdeskContext,
  row: TicketRow,
  escalations: readonly SlaEscalation[],
  late: boolean,
  assigneeName: string | null,
): Promise<HelpdeskNotice[]> {
  const notices: HelpdeskNotice[] = [];
  const move = escalations.find((e) => e.reassignTo && e.reassignTo.id !== row.assigneeId);
  const target = move?.reassignTo ?? null;
  for (const e of escalations) {
    for (const lead of e.notify) {
      notices.push({
        kind: "escalated",
        ticketId: row.id,
        assigneeId: lead,
        late,
        assigneeName: target?.name ?? assigneeName,
      });
    }
  }
  if (move && target) {
    const [saved] = await ctx.tx
      .update(ticket)
      .set({ assigneeId: target.id, version: row.version + 1, updatedAt: ctx.now })
      .where(eq(ticket.id, row.id))
      .returning();
    await assignmentEvent(ctx, row.id, move.by, assigneeName, target.name);
    await journal(
      ctx.tx,
      byRule(ctx, move.by),
      "ticket.assigned",
      `${ticketNumberLabel(row.number)} ${row.subject}`,
      { technicien: target.name, motif: late ? "En retard" : "À risque" },
    );
    notices.push({ kind: "assigned", ticketId: row.id, assigneeId: target.id });
    if (saved) await scheduleTicketJobs(ctx, saved);
  }
  return notices;
}
