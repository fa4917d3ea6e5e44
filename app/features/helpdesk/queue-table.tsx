import { BulkSelectionForm } from "~/components/module/bulk-bar";
import { DataTable, type DataColumn } from "~/components/module/data-table";
import { helpdeskQueueTexts as t } from "~/content/helpdesk-queue";
import { queueHref, type QueueQuery, type QueueView } from "~/contracts/helpdesk-queue";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { QueueBulkBar } from "./queue-bulk-bar";
import { QueueRow } from "./queue-row";

type ColumnKey = keyof typeof t.columns;
type Sort = QueueQuery["sort"];

/**
 * The columns in the order of QueueRow's cells in a table, with their widths (the subject takes
 * the rest) and the sort each header applies (its direction is the sort's own: newest, most
 * urgent, soonest due first).
 */
const COLUMNS: readonly [ColumnKey, string, Sort?, ("ascending" | "descending")?][] = [
  ["number", "w-24", "number", "descending"],
  // The requester is under the subject (QueueRow): a column of its own left the subject ~210 px.
  ["subject", ""],
  ["assignee", "w-28"],
  ["status", "w-28"],
  ["priority", "w-24", "priority", "descending"],
  ["sla", "w-34", "due", "ascending"],
  ["updated", "w-28 pr-4", "updated", "descending"],
];

function columnsOf(query: QueueQuery): DataColumn[] {
  return COLUMNS.map(([key, className, sort, direction]) => ({
    key,
    label: t.columns[key],
    className,
    sort:
      sort && direction
        ? { href: queueHref({ ...query, sort, page: 1 }), active: query.sort === sort, direction }
        : undefined,
  }));
}

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
    <DataTable
      testId="queue-table"
      caption={t.caption}
      columns={columnsOf(view.query)}
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
    </DataTable>
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
