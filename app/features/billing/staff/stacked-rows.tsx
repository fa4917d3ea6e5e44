import type { ReactNode } from "react";
import { EmptyNote } from "~/components/module/empty-note";
import {
  CellLabel,
  cellClass,
  headClass,
  rowClass,
  tableClass,
} from "~/components/ui/stacked-table";
import { cn } from "~/lib/cn";

// A short table inside a card (a customer's invoices, payments; the rates): a plain table from
// `md` up, one card per row with labelled lines on a phone; a dashed note when empty.

export function StackedRows({
  testId,
  caption,
  empty,
  columns,
  rows,
}: {
  testId: string;
  caption: string;
  empty: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  if (rows.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <div className="-mx-5 overflow-x-auto sm:-mx-6 max-md:mx-0">
      <table className={tableClass} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={headClass}>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-4 py-2 text-left text-xs font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:divide-y">
          {rows.map((row) => (
            <tr
              key={row.key}
              className={cn(
                rowClass,
                "max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:px-0 max-md:shadow-none",
              )}
            >
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className={cn(cellClass, "break-words")}>
                  <CellLabel>{columns[index]}</CellLabel>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
