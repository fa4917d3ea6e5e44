import {
  ticketNumberLabel,
  ticketPriorityLabels,
  ticketStatusLabels,
  pendingReasonLabels,
} from "~/content/helpdesk";
import { helpdeskQueueTexts } from "~/content/helpdesk-queue";
import type { BulkOperation } from "~/contracts/helpdesk-schemas";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { lockTicket, requireHandler, type HelpdeskContext } from "../tickets/ticket-core.server";
import { assignTicket, changeStatus, setPriority } from "../tickets/ticket-update.server";

// A bulk action of the queue: the same command on each selected ticket (assign, status, priority),
// all in the caller's one transaction. The first refusal names its ticket and rolls everything
// back: the selection changes as a whole or not at all.

const t = helpdeskQueueTexts;

async function hasStatus(
  ctx: HelpdeskContext,
  number: number,
  operation: Extract<BulkOperation, { kind: "status" }>,
) {
  const row = await lockTicket(ctx.tx, number);
  return row.status === operation.status && (row.pendingReason ?? null) === operation.reason;
}

export async function applyBulk(
  ctx: HelpdeskContext,
  numbers: readonly number[],
  operation: BulkOperation,
): Promise<string> {
  // The technician is checked once, before any ticket: a refusal that names none of them.
  const assigneeName =
    operation.kind === "assign" && operation.assigneeId
      ? await requireHandler(ctx.tx, operation.assigneeId)
      : null;
  for (const number of numbers) {
    try {
      if (operation.kind === "assign") {
        await assignTicket(ctx, number, undefined, operation.assigneeId);
      } else if (operation.kind === "priority") {
        await setPriority(ctx, number, undefined, operation.priority);
      } else if (!(await hasStatus(ctx, number, operation))) {
        // Tickets already there are left as they are (a transition to itself is refused).
        await changeStatus(ctx, number, undefined, {
          to: operation.status,
          pendingReason: operation.reason,
        });
      }
    } catch (error) {
      if (!(error instanceof WorkspaceError)) throw error;
      throw new WorkspaceError(
        error.status,
        t.errors.ofTicket(ticketNumberLabel(number), error.message),
      );
    }
  }
  const n = numbers.length;
  if (operation.kind === "assign") {
    return assigneeName ? t.notices.assigned(n, assigneeName) : t.notices.unassigned(n);
  }
  if (operation.kind === "priority") {
    return t.notices.priority(n, ticketPriorityLabels[operation.priority]);
  }
  const label =
    operation.status === "pending" && operation.reason
      ? pendingReasonLabels[operation.reason]
      : ticketStatusLabels[operation.status];
  return t.notices.status(n, label);
}
