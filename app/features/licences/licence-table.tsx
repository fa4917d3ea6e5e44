import { Link } from "react-router";
import { licencePath, licenceKindLabels, licenceTexts as t } from "~/content/licences";
import type { LicenceRowView } from "~/contracts/licences";
import {
  CellLabel,
  cellClass,
  rowClass,
  StackedHead,
  tableClass,
  wideCellClass,
} from "~/components/ui/stacked-table";
import { cn } from "~/lib/cn";
import { LicenceBadges } from "./licence-badges";
import { formatDay } from "./licence-format";

/** The page of licences: a table from `md` up, stacked cards on a phone. */
export function LicenceTable({ rows }: { rows: LicenceRowView[] }) {
  return (
    <div className="md:overflow-hidden md:rounded-xl md:border md:bg-card md:text-card-foreground md:shadow-sm">
      <table className={tableClass} data-testid="licence-table">
        <StackedHead
          caption={t.title}
          columns={[
            { label: t.columns.name },
            { label: t.columns.kind, width: "w-36" },
            { label: t.columns.seats, width: "w-36" },
            { label: t.columns.installs, width: "w-44" },
            { label: t.columns.expiry, width: "w-40" },
          ]}
        />
        <tbody className="max-md:grid max-md:gap-3">
          {rows.map((row) => (
            <tr key={row.id} className={rowClass} data-testid="licence-row">
              <th scope="row" className={cn(wideCellClass, "text-left font-normal")}>
                <Link
                  to={licencePath(row.id)}
                  className="font-medium break-words underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {row.name}
                </Link>
                {row.publisher ? (
                  <span className="block text-xs break-words text-muted-foreground">
                    {row.publisher}
                  </span>
                ) : null}
                <span className="mt-1.5 block empty:hidden">
                  <LicenceBadges over={row.over} daysLeft={row.daysLeft} />
                </span>
              </th>
              <td className={cellClass}>
                <CellLabel>{t.columns.kind}</CellLabel>
                {licenceKindLabels[row.kind]}
              </td>
              <td className={cn(cellClass, "tabular-nums")}>
                <CellLabel>{t.columns.seats}</CellLabel>
                <span
                  className={cn(
                    row.over &&
                      row.seats !== null &&
                      row.used > row.seats &&
                      "font-semibold text-destructive",
                  )}
                >
                  {t.seatsOf(row.used, row.seats)}
                </span>
              </td>
              <td className={cn(cellClass, "tabular-nums")}>
                <CellLabel>{t.columns.installs}</CellLabel>
                <span
                  className={cn(
                    row.seats !== null &&
                      row.installs > row.seats &&
                      "font-semibold text-destructive",
                  )}
                >
                  {t.installsOf(row.installs)}
                </span>
              </td>
              <td className={cellClass}>
                <CellLabel>{t.columns.expiry}</CellLabel>
                {row.expiresOn ? (
                  formatDay(row.expiresOn)
                ) : (
                  <span className="text-muted-foreground">{t.noExpiry}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
