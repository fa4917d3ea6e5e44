import { dataCellClass, dataRowClass } from "~/components/module/data-table";
import { taskPath } from "~/content/project-management";
import type { TaskListRow as Row } from "~/content/project-management-views";
import { taskListTexts as t } from "~/content/project-management-views-texts";
import { cn } from "~/lib/cn";
import { BlockedBadge, DueDate, PriorityText } from "./task-badges";
import { PlainLink } from "~/components/ui/plain-link";

// One task of the list: a dense line in the table; a card on a phone (DataTable's container
// query): key and column on top, the title, then one labelled line per field.

const td = dataCellClass;
const rowGrid = cn(dataRowClass, "@max-table:grid-cols-[auto_1fr_auto] @max-table:gap-y-1.5");

function CardLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground @table:hidden">{children}&nbsp;: </span>;
}

export function TaskListRow({
  projectId,
  row,
  selectable,
  selected,
}: {
  projectId: string;
  row: Row;
  selectable: boolean;
  selected: boolean;
}) {
  const c = t.columns;
  const line = selectable
    ? "@max-table:col-start-2 @max-table:col-span-2"
    : "@max-table:col-span-3";
  const href = taskPath(projectId, row.id);
  return (
    <tr className={rowGrid} data-task-row={row.key}>
      {selectable ? (
        <td className={cn(td, "@max-table:row-start-1 @max-table:self-center @table:pr-0")}>
          <input
            type="checkbox"
            name="task"
            value={row.id}
            defaultChecked={selected}
            aria-label={t.select(row.key)}
            className="size-4 accent-primary"
            data-bulk-select
          />
        </td>
      ) : null}
      <td
        className={cn(
          td,
          "whitespace-nowrap @max-table:row-start-1 @max-table:self-center",
          selectable ? "@max-table:col-start-2" : "@max-table:col-span-2 @max-table:col-start-1",
        )}
      >
        <PlainLink
          to={href}
          className="rounded-sm font-mono text-sm font-semibold underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-ring @table:text-xs"
        >
          {row.key}
        </PlainLink>
      </td>
      <td className={cn(td, line, "@max-table:row-start-2")}>
        <div className="flex min-w-0 items-center gap-2">
          <PlainLink
            to={href}
            tabIndex={-1}
            title={row.title}
            className="min-w-0 font-medium wrap-anywhere hover:underline @table:truncate"
          >
            {row.title}
          </PlainLink>
          <BlockedBadge task={row} />
        </div>
      </td>
      <td
        className={cn(
          td,
          "text-sm @max-table:col-start-3 @max-table:row-start-1 @max-table:justify-self-end @table:truncate",
        )}
      >
        <span className="rounded-full border px-2 py-0.5 text-xs whitespace-nowrap">
          {row.columnName}
        </span>
      </td>
      <td className={cn(td, line, "text-sm @table:truncate")}>
        <CardLabel>{c.assignee}</CardLabel>
        {row.assignee?.name ?? <span className="text-muted-foreground">–</span>}
      </td>
      <td className={cn(td, line)}>
        <CardLabel>{c.priority}</CardLabel>
        <PriorityText task={row} />
      </td>
      <td className={cn(td, line)}>
        <CardLabel>{c.due}</CardLabel>
        {row.dueOn ? <DueDate task={row} /> : <span className="text-muted-foreground">–</span>}
      </td>
      <td
        className={cn(
          td,
          line,
          "text-xs whitespace-nowrap tabular-nums @table:pr-4 @table:text-right",
        )}
      >
        <CardLabel>{c.time}</CardLabel>
        {t.minutes(row.estimateMinutes)} / {t.minutes(row.loggedMinutes)}
      </td>
    </tr>
  );
}
