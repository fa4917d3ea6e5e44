import {
  BulkActionBar,
  BulkSelectionForm,
  type BulkActionGroup,
} from "~/components/module/bulk-bar";
import { DataTable, type DataColumn } from "~/components/module/data-table";
import { TASK_PRIORITIES, taskPriorityLabels } from "~/content/project-management";
import { taskListHref, type TaskListView, type TaskSort } from "~/content/project-management-views";
import { taskListTexts as t } from "~/content/project-management-views-texts";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { TaskListRow } from "./task-list-row";

// The list's table: sortable headers (links; a second click reverses), and for Technicien and up
// the bulk form around it (assign, move, priority, delete), working without JavaScript.

type Key = keyof typeof t.columns;
const COLUMNS: readonly [Key, string, TaskSort?][] = [
  ["key", "w-28 whitespace-nowrap", "key"],
  ["title", "", "title"],
  ["column", "w-28"],
  ["assignee", "w-36", "assignee"],
  ["priority", "w-24", "priority"],
  ["due", "w-32", "due"],
  ["time", "w-32 pr-4 text-right"],
];

function columnsOf(base: string, view: TaskListView): DataColumn[] {
  const q = view.query;
  return COLUMNS.map(([key, className, sort]) => ({
    key,
    label: t.columns[key],
    className,
    sort: sort
      ? {
          href: taskListHref(base, { ...q, sort, desc: q.sort === sort && !q.desc, after: null }),
          active: q.sort === sort,
          direction: q.sort === sort && q.desc ? ("descending" as const) : ("ascending" as const),
        }
      : undefined,
  }));
}

function groupsOf(view: TaskListView): BulkActionGroup[] {
  const b = t.bulk;
  return [
    {
      label: b.assignGroup,
      options: [
        { value: "assign:none", label: b.unassign },
        ...view.members.map((m) => ({ value: `assign:${m.id}`, label: m.label })),
      ],
    },
    {
      label: b.moveGroup,
      options: view.columns.map((c) => ({ value: `move:${c.id}`, label: c.label })),
    },
    {
      label: b.priorityGroup,
      options: TASK_PRIORITIES.map((p) => ({
        value: `priority:${p}`,
        label: taskPriorityLabels[p],
      })),
    },
    { label: b.deleteGroup, options: [{ value: "delete", label: b.delete }] },
  ];
}

export function TaskListTable({
  base,
  view,
  result,
}: {
  base: string;
  view: TaskListView;
  result: WorkspaceResult | undefined;
}) {
  const table = (kept: ReadonlySet<string>) => (
    <DataTable
      testId="task-table"
      caption={t.caption}
      columns={columnsOf(base, view)}
      selectionHeading={view.canWrite ? t.bulk.heading : undefined}
    >
      {view.rows.map((row) => (
        <TaskListRow
          key={row.id}
          projectId={view.projectId}
          row={row}
          selectable={view.canWrite}
          selected={kept.has(row.id)}
        />
      ))}
    </DataTable>
  );
  if (!view.canWrite) return table(new Set());
  return (
    <BulkSelectionForm
      result={result}
      keptField="tasks"
      testId="task-bulk-form"
      table={table}
      bar={(props) => (
        <BulkActionBar
          {...props}
          total={view.rows.length}
          texts={{ ...t.bulk, selectAll: t.selectAll, selected: t.bulk.selected(props.count) }}
          testId="task-select-all"
          groups={groupsOf(view)}
        />
      )}
    />
  );
}
