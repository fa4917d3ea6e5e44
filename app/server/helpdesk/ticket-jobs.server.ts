import { OPEN_STATUSES, type TicketStatus } from "~/content/helpdesk";
import type { TicketRow } from "~/server/db/helpdesk-schema.server";
import { scheduleJob } from "~/server/workspaces/jobs.server";
import type { HelpdeskPolicy } from "./helpdesk-settings.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// When a ticket's background jobs are due (helpdesk-jobs.server.ts runs them): scheduled after
// every change of the ticket, in the same transaction.

const DAY = 86_400_000;

export const SLA_RISK_JOB = "ticket.sla_risk";
export const AUTO_CLOSE_JOB = "ticket.auto_close";

/** The columns the schedule depends on. */
type ScheduledTicket = Pick<
  TicketRow,
  | "id"
  | "status"
  | "assigneeId"
  | "slaRiskAt"
  | "slaRiskNotifiedAt"
  | "slaRunningSince"
  | "resolvedAt"
>;

export async function scheduleTicketJobs(
  ctx: { tx: TenantTx; policy: HelpdeskPolicy },
  row: ScheduledTicket,
) {
  const open = OPEN_STATUSES.includes(row.status as TicketStatus);
  const notified = row.slaRiskNotifiedAt && row.slaRiskAt && row.slaRiskNotifiedAt >= row.slaRiskAt;
  if (open && row.slaRiskAt && row.slaRunningSince && row.assigneeId && !notified) {
    await scheduleJob(ctx.tx, SLA_RISK_JOB, row.id, row.slaRiskAt);
  }
  if (row.status === "resolved" && row.resolvedAt) {
    const at = new Date(row.resolvedAt.getTime() + ctx.policy.autoCloseDays * DAY);
    await scheduleJob(ctx.tx, AUTO_CLOSE_JOB, row.id, at);
  }
}
