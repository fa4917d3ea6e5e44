import { Download, Trash2 } from "lucide-react";
import { DataTable, dataCellClass, dataRowClass } from "~/components/module/data-table";
import { EmptyNote } from "~/components/module/empty-note";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { reportsTexts as t, type ReportsView } from "~/content/reports";
import { cn } from "~/lib/cn";

const COLUMNS = [
  { key: "month", label: t.columns.month, className: "w-40" },
  { key: "by", label: t.columns.by, className: "" },
  { key: "at", label: t.columns.at, className: "w-44" },
  { key: "size", label: t.columns.size, className: "w-24" },
  { key: "actions", label: t.columns.actions, className: "w-56 text-right" },
];

/** The kept reports: month, who, when, size; download again, delete (admins). */
export function ReportList({ view }: { view: ReportsView }) {
  if (view.reports.length === 0) return <EmptyNote>{t.empty}</EmptyNote>;
  return (
    <DataTable testId="rapports" caption={t.listTitle} columns={COLUMNS}>
      {view.reports.map((report) => (
        <tr
          key={report.id}
          className={cn(dataRowClass, "@max-table:grid-cols-[minmax(0,1fr)_auto]")}
        >
          <td className={cn(dataCellClass, "font-medium")}>{report.month}</td>
          <td
            className={cn(dataCellClass, "truncate text-muted-foreground @max-table:col-start-1")}
          >
            {report.by}
          </td>
          <td className={cn(dataCellClass, "text-muted-foreground @max-table:col-start-1")}>
            {report.at}
          </td>
          <td
            className={cn(
              dataCellClass,
              "text-muted-foreground tabular-nums @max-table:col-start-1",
            )}
          >
            {report.size}
          </td>
          <td
            className={cn(
              dataCellClass,
              "@max-table:col-start-2 @max-table:row-span-4 @max-table:row-start-1 @table:text-right",
            )}
          >
            <div className="flex flex-col items-end gap-1 @table:flex-row @table:justify-end">
              <a
                href={report.href}
                download={report.fileName}
                aria-label={t.downloadOf(report.month)}
                className={cn(buttonClass("outline", "sm"), "h-8")}
              >
                <Download aria-hidden className="size-4" />
                {t.download}
              </a>
              {view.canDelete ? (
                <WorkspaceForm method="post">
                  <input type="hidden" name="id" value={report.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    aria-label={t.removeOf(report.month)}
                    className={cn(buttonClass("ghost", "sm"), "h-8 text-destructive")}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {t.remove}
                  </button>
                </WorkspaceForm>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
