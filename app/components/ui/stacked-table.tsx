import type { ReactNode } from "react";

// A table that stacks on a phone: below `md` every row is a card and every cell a line with its
// label, two to a line (the column headers are hidden there); from `md` up, a plain table.

export const tableClass = "w-full text-sm max-md:block md:table-fixed";
export const headClass = "border-b bg-muted/50 text-muted-foreground max-md:hidden";
export const rowClass =
  "max-md:grid max-md:min-w-0 max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4 max-md:shadow-sm md:border-b md:align-middle md:last:border-0";
export const cellClass = "min-w-0 md:px-4 md:py-3 max-md:block";
/** A cell that takes the card's whole width on a phone. */
export const wideCellClass = `${cellClass} max-md:col-span-2`;

/** The column's name, shown before the value on a phone only. */
export function CellLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-muted-foreground md:hidden">{children}</span>;
}

export interface StackedColumn {
  label: string;
  /** Its width from `md` up (`w-36`…); the first column usually takes what is left. */
  width?: string;
  /** The actions' column: right-aligned, its name for screen readers only. */
  actions?: boolean;
}

/** The table's caption (for screen readers) and its header row, hidden on a phone. */
export function StackedHead({
  caption,
  columns,
}: {
  caption: string;
  columns: readonly StackedColumn[];
}) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className={headClass}>
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`${column.width ?? ""} px-4 py-3 font-medium ${column.actions ? "text-right" : "text-left"}`}
            >
              {column.actions ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
