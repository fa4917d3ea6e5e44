import { eq } from "drizzle-orm";
import { PLATFORM_ACTOR } from "~/content/audit";
import { OPEN_STATUSES, type TicketStatus } from "~/content/helpdesk";
import { ticket, type TicketRow } from "~/server/db/helpdesk-schema.server";
import { registerJobHandler } from "~/server/workspaces/jobs.server";
import {
  AUTO_CLOSE_JOB,
  SLA_BREACH_JOB,
  SLA_RISK_JOB,
  breachAt,
  scheduleTicketJobs,
} from "./tickets/ticket-jobs.server";
import { escalateTicket } from "~/server/platform/ticket-hooks.server";
import { applyEscalations } from "./tickets/ticket-route.server";
import { helpdeskContext } from "./helpdesk-context.server";
import type { NoticeQueue } from "./tickets/notifications.server";
import {
  handlersOf,
  type HelpdeskContext,
  type HelpdeskNotice,
} from "./tickets/ticket-core.server";
import { applyStatus } from "./tickets/ticket-update.server";

// The helpdesk's background jobs: the 'at risk' e-mail to the assignee when a ticket reaches
// 75 % of a target (and to its team's lead, with 'En retard' at the due date: decision 0098), and the closing of a 'Résolu' ticket after the workspace's delay. Commands
// schedule them after every change (scheduleTicketJobs); each handler checks the ticket again,
// so a job made stale by a later change does nothing.

/** Registers the handlers with the job runner; `queue` writes their e-mails in the job's transaction. */
export function registerHelpdeskJobs(queue: NoticeQueue) {
  const system = { id: null, name: PLATFORM_ACTOR, type: "system" as const };
  registerJobHandler(SLA_RISK_JOB, async (tx, job, now) => {
    const [row] = await tx.select().from(ticket).where(eq(ticket.id, job.subjectId)).for("update");
    if (!row || (!row.assigneeId && !row.teamId) || !row.slaRiskAt || !row.slaRunningSince) return;
    if (!OPEN_STATUSES.includes(row.status as TicketStatus) || row.slaRiskAt > now) return;
    if (row.slaRiskNotifiedAt && row.slaRiskNotifiedAt >= row.slaRiskAt) return;
    // A system field: no new version, so nobody's open page becomes stale for it.
    await tx.update(ticket).set({ slaRiskNotifiedAt: now }).where(eq(ticket.id, row.id));
    const ctx = await helpdeskContext(tx, system, now);
    const escalated = await escalate(ctx, { ...row, slaRiskNotifiedAt: now }, false);
    const moved = escalated.some((n) => n.kind === "assigned");
    const notices: HelpdeskNotice[] =
      row.assigneeId && !moved
        ? [{ kind: "at_risk", ticketId: row.id, assigneeId: row.assigneeId }, ...escalated]
        : escalated;
    const sent = await queue(tx, job.organizationId, notices);
    return async () => sent();
  });
  // 'En retard' on a team's ticket: its lead is told, the team may hand it over (decision 0098).
  registerJobHandler(SLA_BREACH_JOB, async (tx, job, now) => {
    const [row] = await tx.select().from(ticket).where(eq(ticket.id, job.subjectId)).for("update");
    const due = row ? breachAt(row) : null;
    if (!row?.teamId || !row.slaRunningSince || row.slaBreachNotifiedAt || !due || due > now)
      return;
    if (!OPEN_STATUSES.includes(row.status as TicketStatus)) return;
    await tx.update(ticket).set({ slaBreachNotifiedAt: now }).where(eq(ticket.id, row.id));
    const ctx = await helpdeskContext(tx, system, now);
    const notices = await escalate(ctx, { ...row, slaBreachNotifiedAt: now }, true);
    const sent = await queue(tx, job.organizationId, notices);
    return async () => sent();
  });
  registerJobHandler(AUTO_CLOSE_JOB, async (tx, job, now) => {
    const [row] = await tx.select().from(ticket).where(eq(ticket.id, job.subjectId)).for("update");
    if (row?.status !== "resolved" || !row.resolvedAt) return;
    const ctx = await helpdeskContext(tx, system, now);
    if (row.resolvedAt.getTime() + ctx.policy.autoCloseDays * 86_400_000 > now.getTime()) {
      await scheduleTicketJobs(ctx, row); // the delay grew since: later
      return;
    }
    await applyStatus(ctx, row, { to: "closed" });
  });
}

/** What the other modules do about a ticket at risk or late (the teams' leads, decision 0098). */
async function escalate(ctx: HelpdeskContext, row: TicketRow, late: boolean) {
  const escalations = await escalateTicket(ctx.tx, {
    ticketId: row.id,
    teamId: row.teamId,
    assigneeId: row.assigneeId,
    state: late ? "breached" : "at_risk",
    calendar: ctx.policy.calendar,
    now: ctx.now,
  });
  if (escalations.length === 0) return [];
  const name = row.assigneeId
    ? ((await handlersOf(ctx.tx)).find((h) => h.id === row.assigneeId)?.name ?? null)
    : null;
  return applyEscalations(ctx, row, escalations, late, name);
}
