import {
  BulkActionBar,
  type BulkActionGroup,
  type BulkBarProps,
} from "~/components/module/bulk-bar";
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
  const groups: BulkActionGroup[] = [
    {
      label: b.assignGroup,
      options: [
        ...view.handlers.map((h) => ({ value: `assign:${h.id}`, label: h.label })),
        { value: "assign:none", label: b.nobody },
      ],
    },
    {
      label: b.statusGroup,
      options: [
        { value: "status:in_progress", label: ticketStatusLabels.in_progress },
        ...PENDING_REASONS.map((r) => ({
          value: `status:pending:${r}`,
          label: pendingReasonLabels[r],
        })),
        ...LATER_STATUSES.map((s) => ({ value: `status:${s}`, label: ticketStatusLabels[s] })),
      ],
    },
    {
      label: b.priorityGroup,
      options: TICKET_PRIORITIES.map((p) => ({
        value: `priority:${p}`,
        label: ticketPriorityLabels[p],
      })),
    },
  ];
  return (
    <BulkActionBar
      {...selection}
      total={view.rows.length}
      texts={{ ...b, selectAll: t.selectAll, selected: b.selected(selection.count) }}
      testId="queue-select-all"
      groups={groups}
    />
  );
}
