import { BulkActionBar, type BulkBarProps } from "~/components/ui/bulk-selection";
import {
  PENDING_REASONS,
  pendingReasonLabels,
  TICKET_PRIORITIES,
  ticketPriorityLabels,
  ticketStatusLabels,
  type TicketStatus,
} from "~/content/helpdesk";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import type { QueueView } from "~/contracts/helpdesk-queue";

// The bulk action: one select whose options say what happens (assign to…, status…, priority…),
// so that one button applies it, with or without JavaScript. With JavaScript, a checkbox selects
// the whole page and the count of selected tickets is shown.

/** After 'En cours' and the two 'En attente': 'Nouveau' is never a target (no way back to it). */
const LATER_STATUSES: readonly TicketStatus[] = ["resolved", "closed", "cancelled"];

export function QueueBulkBar({ view, ...selection }: BulkBarProps & { view: QueueView }) {
  const b = t.bulk;
  return (
    <BulkActionBar
      {...selection}
      total={view.rows.length}
      texts={{ ...b, selectAll: t.selectAll, selected: b.selected(selection.count) }}
      testId="queue-select-all"
    >
      <optgroup label={b.assignGroup}>
        {view.handlers.map((h) => (
          <option key={h.id} value={`assign:${h.id}`}>
            {h.label}
          </option>
        ))}
        <option value="assign:none">{b.nobody}</option>
      </optgroup>
      <optgroup label={b.statusGroup}>
        <option value="status:in_progress">{ticketStatusLabels.in_progress}</option>
        {PENDING_REASONS.map((reason) => (
          <option key={reason} value={`status:pending:${reason}`}>
            {pendingReasonLabels[reason]}
          </option>
        ))}
        {LATER_STATUSES.map((status) => (
          <option key={status} value={`status:${status}`}>
            {ticketStatusLabels[status]}
          </option>
        ))}
      </optgroup>
      <optgroup label={b.priorityGroup}>
        {TICKET_PRIORITIES.map((priority) => (
          <option key={priority} value={`priority:${priority}`}>
            {ticketPriorityLabels[priority]}
          </option>
        ))}
      </optgroup>
    </BulkActionBar>
  );
}
