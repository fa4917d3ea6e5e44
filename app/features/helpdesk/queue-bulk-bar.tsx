import type { RefObject } from "react";
import { SubmitButton } from "~/components/ui/submit-button";
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
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { useHydrated } from "~/lib/use-hydrated";
import { fieldClass } from "~/components/ui/choice-fields";

// The bulk action: one select whose options say what happens (assign to…, status…, priority…),
// so that one button applies it, with or without JavaScript. With JavaScript, a checkbox selects
// the whole page and the count of selected tickets is shown.

/** After 'En cours' and the two 'En attente': 'Nouveau' is never a target (no way back to it). */
const LATER_STATUSES: readonly TicketStatus[] = ["resolved", "closed", "cancelled"];

export function QueueBulkBar({
  view,
  count,
  form,
  onSelectAll,
  refused,
}: {
  view: QueueView;
  count: number;
  form: RefObject<HTMLFormElement | null>;
  onSelectAll: () => void;
  refused: Extract<WorkspaceResult, { ok: false }> | undefined;
}) {
  const hydrated = useHydrated();
  const total = view.rows.length;
  const b = t.bulk;
  const selectAll = (checked: boolean) => {
    form.current
      ?.querySelectorAll<HTMLInputElement>("input[data-queue-select]")
      .forEach((box) => (box.checked = checked));
    onSelectAll();
  };
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-xl border bg-muted/40 p-3 sm:p-4">
      {hydrated ? (
        <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1">
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={count > 0 && count === total}
              ref={(box) => {
                if (box) box.indeterminate = count > 0 && count < total;
              }}
              onChange={(event) => selectAll(event.currentTarget.checked)}
              className="size-4 accent-primary"
              data-testid="queue-select-all"
            />
            {t.selectAll}
          </label>
          <p role="status" className="text-sm text-muted-foreground tabular-nums">
            {b.selected(count)}
          </p>
        </div>
      ) : null}
      <div className="grid min-w-0 flex-1 basis-60 gap-1.5 sm:max-w-sm">
        <label htmlFor="action-groupee" className="text-sm font-medium">
          {b.action}
        </label>
        <select
          id="action-groupee"
          name="operation"
          defaultValue={refused?.values?.operation ?? ""}
          className={fieldClass}
        >
          <option value="">{b.choose}</option>
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
        </select>
      </div>
      <SubmitButton
        intent="bulk"
        label={b.submit}
        pendingLabel={b.pending}
        variant="secondary"
        className="sm:w-auto"
      />
    </div>
  );
}
