import type { ReactNode } from "react";

// A table that stacks on a phone: below `md` every row is a card and every cell a line with its
// label (the column headers are hidden there); from `md` up, a plain table.

export const tableClass = "w-full text-sm max-md:block md:table-fixed";
export const headClass = "border-b bg-muted/50 text-muted-foreground max-md:hidden";
export const rowClass =
  "align-top max-md:grid max-md:min-w-0 max-md:gap-3 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4 max-md:shadow-sm md:border-b md:last:border-0";
export const cellClass = "min-w-0 md:px-4 md:py-3 max-md:block";

/** The column's name, shown before the value on a phone only. */
export function CellLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-muted-foreground md:hidden">{children}</span>;
}
