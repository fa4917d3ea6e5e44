import { sql } from "drizzle-orm";
import { OPEN_STATUSES, type TicketStatus } from "~/content/helpdesk";
import { ticket, type TicketRow } from "~/server/db/helpdesk-schema.server";
import { job } from "~/server/db/workspace-schema.server";
import { scheduleJob } from "~/server/workspaces/jobs.server";
import type { HelpdeskPolicy } from "../settings/helpdesk-settings.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// When a ticket's background jobs are due (helpdesk-jobs.server.ts runs them): scheduled after
// every change of the ticket, in the same transaction.

const DAY = 86_400_000;

export const SLA_RISK_JOB = "ticket.sla_risk";
export const AUTO_CLOSE_JOB = "ticket.auto_close";
/** 'En retard': a team's ticket past a due date, escalated to its lead (decision 0098). */
export const SLA_BREACH_JOB = "ticket.sla_breach";

/** The columns the schedule depends on. */
type ScheduledTicket = Pick<
  TicketRow,
  | "id"
  | "status"
  | "assigneeId"
  | "teamId"
  | "firstResponseDueAt"
  | "resolutionDueAt"
  | "slaBreachNotifiedAt"
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
  // Someone hears of it: the assignee, or the lead of the ticket's team (decision 0098).
  const watched = row.assigneeId || row.teamId;
  if (open && row.slaRiskAt && row.slaRunningSince && watched && !notified) {
    await scheduleJob(ctx.tx, SLA_RISK_JOB, row.id, row.slaRiskAt);
  }
  const due = breachAt(row);
  if (open && due && row.slaRunningSince && row.teamId && !row.slaBreachNotifiedAt) {
    await scheduleJob(ctx.tx, SLA_BREACH_JOB, row.id, due);
  }
  if (row.status === "resolved" && row.resolvedAt) {
    const at = new Date(row.resolvedAt.getTime() + ctx.policy.autoCloseDays * DAY);
    await scheduleJob(ctx.tx, AUTO_CLOSE_JOB, row.id, at);
  }
}

/** The first due date still ahead of the running clock: when the ticket is 'En retard'. */
export function breachAt(row: Pick<TicketRow, "firstResponseDueAt" | "resolutionDueAt">) {
  const dates = [row.firstResponseDueAt, row.resolutionDueAt].filter((d): d is Date => !!d);
  return dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
}

/**
 * A new closing delay for the tickets already 'Résolu': their closing moves (earlier or later)
 * in one statement, as if each had been scheduled with it.
 */
export async function rescheduleAutoClose(tx: TenantTx, days: number) {
  await tx.execute(sql`
    insert into ${job} (kind, subject_id, run_at)
    select ${AUTO_CLOSE_JOB}, ${ticket.id}::text, ${ticket.resolvedAt} + make_interval(days => ${days}::int)
    from ${ticket}
    where ${ticket.status} = 'resolved' and ${ticket.resolvedAt} is not null
    on conflict (organization_id, kind, subject_id) do update
      set run_at = excluded.run_at, attempts = 0, locked_until = null, last_error = null`);
}
