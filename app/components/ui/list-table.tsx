import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// A list's table that becomes cards when it is narrower than 64rem (a container query: the
// sidebar's width counts): the headers are hidden there and every row lays itself out as a card
// (`@max-5xl:` classes in the row). Used by the helpdesk queue and the asset list.

const th = "px-2.5 py-3 text-left font-medium";

export interface ListColumn {
  key: string;
  label: string;
  /** Width and padding (the column without a width takes the rest). */
  className: string;
}

export function ListTable({
  testId,
  caption,
  columns,
  selectionHeading,
  children,
}: {
  testId: string;
  caption: string;
  columns: readonly ListColumn[];
  /** The selection column's name (screen readers), when rows have a checkbox. */
  selectionHeading?: string;
  children: ReactNode;
}) {
  return (
    <div className="@container">
      <div className="@5xl:overflow-hidden @5xl:rounded-xl @5xl:border @5xl:bg-card @5xl:text-card-foreground @5xl:shadow-sm">
        <table className="w-full text-sm @max-5xl:block @5xl:table-fixed" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground @max-5xl:hidden">
            <tr>
              {selectionHeading ? (
                <th scope="col" className={cn(th, "w-10 pr-0")}>
                  <span className="sr-only">{selectionHeading}</span>
                </th>
              ) : null}
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cn(th, column.className)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="@max-5xl:grid @max-5xl:gap-3 @3xl:@max-5xl:grid-cols-2">
            {children}
          </tbody>
        </table>
      </div>
    </div>
  );
}
