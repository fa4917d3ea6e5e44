import { ArrowDown, ArrowUp } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { usePlainLinks } from "~/components/ui/plain-link";

// A list's dense table, for the lists a person scans (the helpdesk queue, the asset list): one
// line per row, 36 px high, so that 15 to 20 rows show at once on a 1366 × 768 screen. Narrower
// than the `table` container size (60rem, app.css: a container query, the sidebar's width
// counts), the headers are hidden and every row lays itself out as a card (`@max-table:` classes
// in the row): one card per line on a phone, two on a tablet. Sortable columns are links to the
// sorted list (no JavaScript needed), `aria-sort` on the sorted one. Decision 0069; part of the
// module kit (docs/decisions/0082-module-ui-kit.md):
//   <DataTable testId caption columns={[{ key, label, className, sort? }]}>{rows}</DataTable>,
//   each row a <tr className={dataRowClass}> of <td className={dataCellClass}>, its links
//   <PlainLink> (plain-link.tsx), which the table follows within the app.

const th = "px-2.5 py-2 text-left text-xs font-medium";

/** A dense row's cell: padding and middle alignment in the table, nothing on a card. */
export const dataCellClass = "min-w-0 @table:px-2.5 @table:py-2 @table:align-middle";

/** A row: a card below the table size, a bordered line in the table. */
export const dataRowClass = cn(
  "@max-table:grid @max-table:min-w-0 @max-table:items-start @max-table:gap-x-3 @max-table:rounded-xl @max-table:border @max-table:bg-card @max-table:p-4 @max-table:shadow-sm",
  "@table:h-9 @table:border-b @table:last:border-0 focus-within:bg-muted/50 hover:bg-muted/30",
);

export interface DataColumn {
  key: string;
  label: string;
  /** Width and padding (the column without a width takes the rest). */
  className: string;
  /** The list sorted by this column, and whether it is the current sort. */
  sort?: { href: string; active: boolean; direction: "ascending" | "descending" };
}

function Header({ column }: { column: DataColumn }) {
  const sort = column.sort;
  return (
    <th
      scope="col"
      className={cn(th, column.className)}
      aria-sort={sort?.active ? sort.direction : undefined}
    >
      {sort ? (
        <Link
          to={sort.href}
          preventScrollReset
          className={cn(
            "-mx-1 inline-flex max-w-full items-center gap-1 rounded-sm px-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
            sort.active && "text-foreground",
          )}
        >
          <span className="truncate">{column.label}</span>
          {sort.active ? (
            sort.direction === "ascending" ? (
              <ArrowUp aria-hidden className="size-3 shrink-0" />
            ) : (
              <ArrowDown aria-hidden className="size-3 shrink-0" />
            )
          ) : null}
        </Link>
      ) : (
        column.label
      )}
    </th>
  );
}

export function DataTable({
  testId,
  caption,
  columns,
  selectionHeading,
  children,
}: {
  testId: string;
  caption: string;
  columns: readonly DataColumn[];
  /** The selection column's name (screen readers), when rows have a checkbox. */
  selectionHeading?: string;
  children: ReactNode;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  usePlainLinks(body);
  return (
    <div className="@container">
      <div className="@table:overflow-hidden @table:rounded-xl @table:border @table:bg-card @table:text-card-foreground @table:shadow-sm">
        <table className="w-full text-sm @max-table:block @table:table-fixed" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground @max-table:hidden">
            <tr>
              {selectionHeading ? (
                <th scope="col" className={cn(th, "w-9 pr-0")}>
                  <span className="sr-only">{selectionHeading}</span>
                </th>
              ) : null}
              {columns.map((column) => (
                <Header key={column.key} column={column} />
              ))}
            </tr>
          </thead>
          <tbody
            ref={body}
            className="@max-table:grid @max-table:gap-3 @3xl:@max-table:grid-cols-2"
          >
            {children}
          </tbody>
        </table>
      </div>
    </div>
  );
}
