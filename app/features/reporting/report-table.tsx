import { Link } from "react-router";
import { EmptyNote } from "~/components/module/empty-note";
import { formatReportValue } from "~/contracts/report-format";
import { reportPageTexts as t } from "~/content/reporting-page";
import type { ReportColumn, ReportTable as Table } from "~/contracts/report";
import { cn } from "~/lib/cn";
import { CsvLink } from "./csv-link";

// A section's table (or a chart's data): a real <table> with its caption, in a box of its own
// that scrolls sideways on a phone (the page never does), numbers right-aligned. The first
// column links to the row's page when the section gives hrefs.

const cellText = (column: ReportColumn, value: string | number | null | undefined) =>
  typeof value === "number" ? formatReportValue(column.unit ?? "count", value) : (value ?? "—");

const numeric = (column: ReportColumn) => column.unit !== undefined;

export function DataGrid({
  caption,
  columns,
  rows,
  hrefs,
  captionHidden = false,
}: {
  caption: string;
  columns: ReportColumn[];
  rows: Table["rows"];
  hrefs?: Table["hrefs"];
  captionHidden?: boolean;
}) {
  return (
    <div
      role="region"
      aria-label={t.tableScroll(caption)}
      // A box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="scroll-shadows max-w-full overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption
          className={
            captionHidden ? "sr-only" : "px-3 pt-2 text-left text-xs text-muted-foreground"
          }
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b bg-muted/40">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  "px-3 py-2 text-xs font-medium whitespace-nowrap text-muted-foreground",
                  numeric(column) ? "text-right" : "text-left",
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b last:border-0 hover:bg-muted/30">
              {columns.map((column, c) => {
                const text = cellText(column, row[column.key]);
                const href = c === 0 ? hrefs?.[r] : null;
                const Cell = c === 0 ? "th" : "td";
                return (
                  <Cell
                    key={column.key}
                    scope={c === 0 ? "row" : undefined}
                    className={cn(
                      "px-3 py-2 text-left font-normal",
                      numeric(column) && "text-right tabular-nums whitespace-nowrap",
                      c === 0 && "max-w-72 break-words",
                    )}
                  >
                    {href ? (
                      <Link
                        to={href}
                        className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ReportTable({ table, csvHref }: { table: Table; csvHref: string | undefined }) {
  return (
    <section className="grid min-w-0 gap-2" data-testid="rapport-tableau">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold">{table.title}</h3>
        {table.rows.length > 0 ? <CsvLink href={csvHref} title={table.title} /> : null}
      </div>
      {table.rows.length === 0 ? (
        <EmptyNote>{table.empty}</EmptyNote>
      ) : (
        <DataGrid
          caption={table.title}
          columns={table.columns}
          rows={table.rows}
          hrefs={table.hrefs}
          captionHidden
        />
      )}
      {table.total && table.total > table.rows.length ? (
        <p
          className="text-xs text-pretty text-muted-foreground"
          data-testid="rapport-tableau-coupe"
        >
          {t.firstRows(table.rows.length, table.total)}
          {table.moreHref ? (
            <>
              {" "}
              <Link
                to={table.moreHref}
                className="font-medium text-foreground underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {t.seeAll}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
