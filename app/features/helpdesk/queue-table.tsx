import { BulkSelectionForm } from "~/components/ui/bulk-selection";
import { ListTable } from "~/components/ui/list-table";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import type { QueueView } from "~/contracts/helpdesk-queue";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { QueueBulkBar } from "./queue-bulk-bar";
import { QueueRow } from "./queue-row";

/** The columns in the order of QueueRow's cells, with their widths (the subject takes the rest). */
const COLUMNS: readonly [keyof typeof t.columns, string][] = [
  ["number", "w-22"],
  ["subject", ""],
  ["requester", "w-48"],
  ["assignee", "w-28"],
  ["status", "w-28"],
  ["priority", "w-25"],
  ["sla", "w-36"],
  ["updated", "w-30 pr-4"],
];

/**
 * The tickets of the page. For people who handle tickets (and a workspace that is not read-only)
 * the table sits in the bulk action's form: a checkbox per ticket, the action above (works
 * without JavaScript: `intent=bulk`, each checked `ticket`, the `operation`).
 */
export function QueueTable({
  view,
  result,
}: {
  view: QueueView;
  result: WorkspaceResult | undefined;
}) {
  const selectable = view.canHandle && !view.readOnly;
  const table = (kept: ReadonlySet<string>) => (
    <ListTable
      testId="queue-table"
      caption={t.caption}
      columns={COLUMNS.map(([key, className]) => ({ key, label: t.columns[key], className }))}
      selectionHeading={selectable ? t.bulk.heading : undefined}
    >
      {view.rows.map((row) => (
        <QueueRow
          key={row.number}
          row={row}
          selectable={selectable}
          selected={kept.has(String(row.number))}
        />
      ))}
    </ListTable>
  );

  if (!selectable) return table(new Set());
  return (
    <BulkSelectionForm
      result={result}
      keptField="tickets"
      testId="queue-bulk-form"
      bar={(props) => <QueueBulkBar view={view} {...props} />}
      table={table}
    />
  );
}
