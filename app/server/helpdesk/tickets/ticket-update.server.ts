import {
  OPEN_STATUSES,
  TICKET_TRANSITIONS,
  helpdeskErrors,
  pendingReasonLabels,
  ticketNumberLabel,
  ticketPriorityLabels,
  ticketStatusLabels,
  type PendingReason,
  type TicketPriority,
  type TicketStatus,
} from "~/content/helpdesk";
import type { TicketRow } from "~/server/db/helpdesk-schema.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import {
  checkVersion,
  journalTicket,
  lockTicket,
  recordEvent,
  requireHandler,
  saveTicket,
  type HelpdeskContext,
} from "./ticket-core.server";
import { slaColumns } from "./ticket-sla.server";

// Field changes of a ticket: status (with its transition rules), assignee, priority. Each locks
// the row, checks the version the person saw (409 'modifié entre-temps'), writes the next version
// with the SLA clock recomputed, records a system event in the thread and a journal entry.

const label = (row: TicketRow) => `${ticketNumberLabel(row.number)} ${row.subject}`;

export interface StatusChange {
  to: TicketStatus;
  pendingReason?: PendingReason | null;
  followUpAt?: Date | null;
}

/** Applies a status change to a locked row (also used by replies that reopen a ticket). */
export async function applyStatus(ctx: HelpdeskContext, row: TicketRow, change: StatusChange) {
  const from = row.status as TicketStatus;
  if (!TICKET_TRANSITIONS[from].includes(change.to)) {
    throw new WorkspaceError(409, helpdeskErrors.transition(from, change.to));
  }
  if (change.to === "pending" && !change.pendingReason) {
    throw new WorkspaceError(409, helpdeskErrors.pendingReason);
  }
  const status = change.to;
  const changes: Partial<TicketRow> = {
    status,
    pendingReason: status === "pending" ? change.pendingReason! : null,
    followUpAt: status === "pending" ? (change.followUpAt ?? null) : null,
    resolvedAt: status === "resolved" ? ctx.now : status === "closed" ? row.resolvedAt : null,
    closedAt: status === "closed" || status === "cancelled" ? ctx.now : null,
  };
  const saved = await saveTicket(ctx, row, {
    ...changes,
    ...slaColumns({ ...row, status }, ctx.policy, ctx.now),
  });
  const toLabel =
    status === "pending"
      ? `${ticketStatusLabels.pending} (${pendingReasonLabels[change.pendingReason!]})`
      : ticketStatusLabels[status];
  await recordEvent(ctx, row, "status", ticketStatusLabels[from], toLabel);
  await journalTicket(ctx, "ticket.status_changed", label(row), {
    de: ticketStatusLabels[from],
    vers: toLabel,
  });
  if (status === "resolved") ctx.notices.push({ kind: "resolved", ticketId: row.id });
  return saved;
}

export async function changeStatus(
  ctx: HelpdeskContext,
  number: number,
  version: number | undefined,
  change: StatusChange,
) {
  const row = await lockTicket(ctx.tx, number);
  checkVersion(row, version);
  return applyStatus(ctx, row, change);
}

export function refuseFinal(row: TicketRow) {
  if (!OPEN_STATUSES.includes(row.status as TicketStatus) && row.status !== "resolved") {
    throw new WorkspaceError(409, helpdeskErrors.finalStatus);
  }
}

export async function assignTicket(
  ctx: HelpdeskContext,
  number: number,
  version: number | undefined,
  assigneeId: string | null,
) {
  const row = await lockTicket(ctx.tx, number);
  checkVersion(row, version);
  refuseFinal(row);
  if (row.assigneeId === assigneeId) return row;
  const name = assigneeId ? await requireHandler(ctx.tx, assigneeId) : null;
  const before = row.assigneeId
    ? await requireHandler(ctx.tx, row.assigneeId).catch(() => "—")
    : null;
  const saved = await saveTicket(ctx, row, { assigneeId });
  await recordEvent(ctx, row, "assignee", before, name);
  await journalTicket(ctx, "ticket.assigned", label(row), { technicien: name ?? "personne" });
  if (assigneeId && assigneeId !== ctx.actor.id) {
    ctx.notices.push({ kind: "assigned", ticketId: row.id, assigneeId });
  }
  return saved;
}

export async function setPriority(
  ctx: HelpdeskContext,
  number: number,
  version: number | undefined,
  priority: TicketPriority,
) {
  const row = await lockTicket(ctx.tx, number);
  checkVersion(row, version);
  refuseFinal(row);
  if (row.priority === priority) return row;
  // The same elapsed business time against the new targets: paused time is never lost.
  const saved = await saveTicket(ctx, row, {
    priority,
    ...slaColumns({ ...row, priority, slaBreached: false }, ctx.policy, ctx.now),
  });
  const from = ticketPriorityLabels[row.priority as TicketPriority];
  await recordEvent(ctx, row, "priority", from, ticketPriorityLabels[priority]);
  await journalTicket(ctx, "ticket.priority_changed", label(row), {
    de: from,
    vers: ticketPriorityLabels[priority],
  });
  return saved;
}
