import { OPEN_STATUSES, type SlaStateLabel, type TicketStatus } from "~/content/helpdesk";
import type { TicketRow } from "~/server/db/helpdesk-schema.server";
import type { HelpdeskPolicy } from "../settings/helpdesk-settings.server";
import { deadlines, elapsedBusinessMs, pauseClock, resumeClock, type SlaClock } from "./sla.server";

// Applies the SLA clock (sla.server.ts) to a ticket row: the clock runs while the ticket is
// 'Nouveau' or 'En cours' and pauses otherwise ('En attente', 'Résolu', final statuses); the due
// dates and the 'at risk' instant are recomputed from the elapsed business time, so a priority or
// policy change never loses paused time. Stored columns let the lists filter in SQL.

type SlaFields = Pick<
  TicketRow,
  "status" | "priority" | "slaElapsedMs" | "slaRunningSince" | "firstResponseMs" | "slaBreached"
>;

export type SlaColumns = Pick<
  TicketRow,
  | "slaElapsedMs"
  | "slaRunningSince"
  | "firstResponseDueAt"
  | "resolutionDueAt"
  | "slaRiskAt"
  | "slaBreached"
>;

const RUNNING: readonly TicketStatus[] = ["new", "in_progress"];
const MINUTE = 60_000;

export function slaColumns(ticket: SlaFields, policy: HelpdeskPolicy, now: Date): SlaColumns {
  const calendar = policy.calendar;
  const current: SlaClock = {
    elapsedMs: ticket.slaElapsedMs,
    runningSince: ticket.slaRunningSince,
  };
  const clock = RUNNING.includes(ticket.status as TicketStatus)
    ? resumeClock(current, now)
    : pauseClock(current, calendar, now);
  const targets = policy.targets[ticket.priority as keyof typeof policy.targets];
  const firstTarget = targets.firstResponseMinutes * MINUTE;
  const resolutionTarget = targets.resolutionMinutes * MINUTE;
  const elapsed = clock.elapsedMs;
  const awaitingFirst = ticket.firstResponseMs === null;
  const first = awaitingFirst ? deadlines(clock, calendar, firstTarget, now) : null;
  const resolution = deadlines(clock, calendar, resolutionTarget, now);
  const risks = [first?.atRiskAt, resolution?.atRiskAt].filter((d): d is Date => !!d);
  const breached =
    ticket.slaBreached ||
    elapsed >= resolutionTarget ||
    (ticket.firstResponseMs ?? (awaitingFirst ? elapsed : 0)) >= firstTarget;
  return {
    slaElapsedMs: clock.elapsedMs,
    slaRunningSince: clock.runningSince,
    firstResponseDueAt: first?.dueAt ?? null,
    resolutionDueAt: resolution?.dueAt ?? null,
    slaRiskAt: risks.length ? new Date(Math.min(...risks.map((d) => d.getTime()))) : null,
    slaBreached: breached,
  };
}

/** The business time elapsed now (for the first response's record). */
export const elapsedNow = (ticket: SlaFields, policy: HelpdeskPolicy, now: Date) =>
  elapsedBusinessMs(
    { elapsedMs: ticket.slaElapsedMs, runningSince: ticket.slaRunningSince },
    policy.calendar,
    now,
  );

type SlaView = Pick<
  TicketRow,
  | "status"
  | "slaRunningSince"
  | "firstResponseDueAt"
  | "resolutionDueAt"
  | "slaRiskAt"
  | "slaBreached"
>;

/** What lists and the ticket page show, from the stored columns only (no calendar needed). */
export function slaLabelOf(ticket: SlaView, now: Date): SlaStateLabel | null {
  if (!OPEN_STATUSES.includes(ticket.status as TicketStatus)) return null;
  const due = [ticket.firstResponseDueAt, ticket.resolutionDueAt].filter((d): d is Date => !!d);
  if (ticket.slaBreached || due.some((d) => d.getTime() <= now.getTime())) return "breached";
  if (!ticket.slaRunningSince) return "paused";
  if (ticket.slaRiskAt && ticket.slaRiskAt.getTime() <= now.getTime()) return "at_risk";
  return "ok";
}
