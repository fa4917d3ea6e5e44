import { dataCellClass, dataRowClass } from "~/components/module/data-table";
import { projectPageTexts, type ProjectListRow } from "~/content/project-pages";
import { cn } from "~/lib/cn";
import { ProjectStatusBadge } from "./project-status-badge";
import { PlainLink } from "~/components/ui/plain-link";

// One project of the list: a dense table row when the list is wide, a card below the table size
// (code and status on top, the name, then one labelled line per field). The code is the row's
// link (keyboard); the name is the same link for the pointer.

const t = projectPageTexts.list;
const td = dataCellClass;
const line = "@max-table:col-span-2";
const rowGrid = cn(dataRowClass, "@max-table:grid-cols-[1fr_auto] @max-table:gap-y-1.5");

function CardLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground @table:hidden">{children}&nbsp;: </span>;
}

const progressClass =
  "h-1.5 w-16 shrink-0 appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary";

function Progress({ row }: { row: ProjectListRow }) {
  if (row.total === 0) return <span className="text-muted-foreground">{t.progress(0, 0)}</span>;
  return (
    <span
      className="inline-flex items-center gap-2 whitespace-nowrap tabular-nums"
      title={t.progress(row.done, row.total)}
    >
      <progress
        value={row.done}
        max={row.total}
        className={progressClass}
        aria-label={t.progress(row.done, row.total)}
      />
      <span aria-hidden>
        {row.done}/{row.total}
      </span>
    </span>
  );
}

function Budget({ row }: { row: ProjectListRow }) {
  if (!row.budget) return <span className="text-muted-foreground">—</span>;
  const { spent, amount, short, over } = row.budget;
  return (
    <span
      className={cn("tabular-nums", over && "font-medium text-destructive")}
      title={t.budget(spent, amount)}
    >
      <span className="@table:hidden">{t.budget(spent, amount)}</span>
      <span className="@max-table:hidden">{short}</span>
      {over ? <span className="sr-only"> ({t.overBudget})</span> : null}
    </span>
  );
}

export function ProjectRow({ row }: { row: ProjectListRow }) {
  const c = t.columns;
  return (
    <tr className={rowGrid} data-project-row>
      <td className={cn(td, "whitespace-nowrap @max-table:row-start-1 @max-table:self-center")}>
        <PlainLink
          to={row.href}
          className="rounded-sm font-mono text-sm font-semibold underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring @table:text-xs"
        >
          {row.code}
        </PlainLink>
      </td>
      <td className={cn(td, line, "@max-table:row-start-2")}>
        <PlainLink
          to={row.href}
          tabIndex={-1}
          dir="auto"
          title={row.name}
          className="block min-w-0 font-medium wrap-anywhere hover:underline @table:truncate"
        >
          {row.name}
        </PlainLink>
        {row.archived ? <span className="text-xs text-muted-foreground">{t.archived}</span> : null}
      </td>
      <td className={cn(td, line, "text-sm wrap-anywhere @table:truncate")}>
        <CardLabel>{c.client}</CardLabel>
        {row.client}
      </td>
      <td className={cn(td, line, "text-sm wrap-anywhere @table:truncate")}>
        <CardLabel>{c.owner}</CardLabel>
        {row.owner}
      </td>
      <td
        className={cn(
          td,
          "@max-table:col-start-2 @max-table:row-start-1 @max-table:justify-self-end",
        )}
      >
        <ProjectStatusBadge status={row.status} />
      </td>
      <td className={cn(td, line, "text-sm whitespace-nowrap tabular-nums")}>
        <CardLabel>{c.due}</CardLabel>
        {row.due ? (
          <span
            className={cn(row.overdue && "font-medium text-destructive")}
            data-overdue={row.overdue || undefined}
          >
            {row.due}
            {row.overdue ? <span className="ml-1 text-xs">({t.overdue})</span> : null}
          </span>
        ) : (
          <span className="text-muted-foreground">{t.noDue}</span>
        )}
      </td>
      <td className={cn(td, line, "text-sm")}>
        <CardLabel>{c.progress}</CardLabel>
        <Progress row={row} />
      </td>
      <td className={cn(td, line, "text-sm wrap-anywhere @table:truncate @table:pr-4")}>
        <CardLabel>{c.budget}</CardLabel>
        <Budget row={row} />
      </td>
    </tr>
  );
}
