import { eq } from "drizzle-orm";
import { PLATFORM_ACTOR } from "~/content/audit";
import { OPEN_STATUSES, type TicketStatus } from "~/content/helpdesk";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { registerJobHandler } from "~/server/workspaces/jobs.server";
import { AUTO_CLOSE_JOB, SLA_RISK_JOB, scheduleTicketJobs } from "./tickets/ticket-jobs.server";
import { helpdeskContext } from "./helpdesk-context.server";
import type { NoticeQueue } from "./tickets/notifications.server";
import type { HelpdeskNotice } from "./tickets/ticket-core.server";
import { applyStatus } from "./tickets/ticket-update.server";

// The helpdesk's background jobs: the 'at risk' e-mail to the assignee when a ticket reaches
// 75 % of a target, and the closing of a 'Résolu' ticket after the workspace's delay. Commands
// schedule them after every change (scheduleTicketJobs); each handler checks the ticket again,
// so a job made stale by a later change does nothing.

/** Registers the handlers with the job runner; `queue` writes their e-mails in the job's transaction. */
export function registerHelpdeskJobs(queue: NoticeQueue) {
  const system = { id: null, name: PLATFORM_ACTOR, type: "system" as const };
  registerJobHandler(SLA_RISK_JOB, async (tx, job, now) => {
    const [row] = await tx.select().from(ticket).where(eq(ticket.id, job.subjectId));
    if (!row?.assigneeId || !row.slaRiskAt || !row.slaRunningSince) return;
    if (!OPEN_STATUSES.includes(row.status as TicketStatus) || row.slaRiskAt > now) return;
    if (row.slaRiskNotifiedAt && row.slaRiskNotifiedAt >= row.slaRiskAt) return;
    // A system field: no new version, so nobody's open page becomes stale for it.
    await tx.update(ticket).set({ slaRiskNotifiedAt: now }).where(eq(ticket.id, row.id));
    const notices: HelpdeskNotice[] = [
      { kind: "at_risk", ticketId: row.id, assigneeId: row.assigneeId },
    ];
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
