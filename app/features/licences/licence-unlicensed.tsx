import { Radar } from "lucide-react";
import { Link } from "react-router";
import { AGENT_SETTINGS_PATH, licenceTexts } from "~/content/licences";
import type { UnlicensedView } from "~/contracts/licences";
import {
  CellLabel,
  cellClass,
  rowClass,
  StackedHead,
  tableClass,
} from "~/components/ui/stacked-table";
import { cn } from "~/lib/cn";

const t = licenceTexts.unlicensed;

/** 'Logiciels sans licence': installed software (découverte via agent) matching no licence. */
export function UnlicensedSoftware({ unlicensed }: { unlicensed: UnlicensedView }) {
  return (
    <section aria-labelledby="sans-licence" className="grid min-w-0 gap-3" data-testid="unlicensed">
      <div>
        <h2 id="sans-licence" className="text-lg font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">{t.lead}</p>
      </div>
      {unlicensed.rows.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed bg-card p-5 text-sm shadow-sm sm:flex-row sm:items-center">
          <Radar aria-hidden className="size-5 shrink-0 text-muted-foreground" />
          <p className="flex-1 text-pretty text-muted-foreground">{t.empty}</p>
          <Link
            to={AGENT_SETTINGS_PATH}
            className="font-medium whitespace-nowrap underline underline-offset-4 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t.emptyLink}
          </Link>
        </div>
      ) : (
        <div className="md:overflow-hidden md:rounded-xl md:border md:bg-card md:shadow-sm">
          <table className={tableClass}>
            <StackedHead
              caption={t.title}
              columns={[
                { label: t.name },
                { label: t.publisher },
                { label: t.assets, width: "w-40" },
              ]}
            />
            <tbody className="max-md:grid max-md:gap-3">
              {unlicensed.rows.map((row) => (
                <tr
                  key={`${row.matchName}\u0000${row.matchPublisher ?? ""}`}
                  className={rowClass}
                  data-testid="unlicensed-row"
                >
                  <th
                    scope="row"
                    className={cn(cellClass, "max-md:col-span-2 text-left font-medium break-words")}
                  >
                    {row.name}
                  </th>
                  <td className={cn(cellClass, "break-words")}>
                    <CellLabel>{t.publisher}</CellLabel>
                    {row.publisher ?? "—"}
                  </td>
                  <td className={cn(cellClass, "tabular-nums")}>
                    <CellLabel>{t.assets}</CellLabel>
                    {t.assetsOf(row.assets)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {unlicensed.total > unlicensed.rows.length ? (
        <p className="text-sm text-muted-foreground">
          {t.more(unlicensed.total - unlicensed.rows.length)}
        </p>
      ) : null}
    </section>
  );
}
