import { EmptyNote } from "~/components/module/empty-note";
import { reportPageTexts as t } from "~/content/reporting-page";
import type { ReportSection as Section } from "~/contracts/report";
import { cn } from "~/lib/cn";
import { hasValues } from "./chart-parts";
import { MetricCard } from "./metric-card";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";

// A module's section of the page, whatever it holds (decision 0104): its figures as cards,
// its charts two by two on a wide screen, its tables, then its notable items. A section with
// nothing measured on the period says what to do instead of drawing empty charts.

export const isEmptySection = (section: Section) =>
  section.metrics.every((m) => !m.value) &&
  !section.charts.some(hasValues) &&
  [...section.tables, ...section.notable].every((table) => table.rows.length === 0);

export function ReportSection({
  section,
  previousIn,
  csvHrefs,
}: {
  section: Section;
  /** The period compared with, as the cards say it ("en octobre 2026"). */
  previousIn: string;
  csvHrefs: Record<string, string>;
}) {
  const headingId = `section-${section.id}`;
  const href = (id: string) => csvHrefs[`${section.id}:${id}`];
  const empty = isEmptySection(section);
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4"
      data-testid="rapport-section"
      data-section={section.id}
    >
      <h2 id={headingId} className="border-b pb-2 text-lg font-semibold tracking-tight">
        {section.title}
      </h2>
      {section.metrics.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {section.metrics.map((metric) => (
            <MetricCard key={metric.id} metric={metric} previousIn={previousIn} />
          ))}
        </div>
      ) : null}
      {empty ? (
        <EmptyNote>{section.empty ?? t.emptySection}</EmptyNote>
      ) : (
        <>
          {section.charts.length > 0 ? (
            <div
              className={cn(
                "grid items-start gap-4 lg:grid-cols-2",
                section.charts.length % 3 === 0 && "xl:grid-cols-3",
              )}
            >
              {section.charts.map((chart) => (
                <ReportChart key={chart.id} chart={chart} csvHref={href(chart.id)} />
              ))}
            </div>
          ) : null}
          {section.tables.map((table) => (
            <ReportTable key={table.id} table={table} csvHref={href(table.id)} />
          ))}
          {section.notable.length > 0 ? (
            <div
              data-testid="rapport-a-surveiller"
              className={cn(
                "grid gap-4 rounded-xl border p-4",
                // Amber only when something needs looking at; an empty list is good news.
                section.notable.some((table) => table.rows.length > 0)
                  ? "border-amber-200 bg-amber-50/50 dark:border-amber-900/60 dark:bg-amber-950/20"
                  : "bg-muted/30",
              )}
            >
              <h3 className="text-sm font-semibold">{t.notable}</h3>
              {section.notable.map((table) => (
                <ReportTable key={table.id} table={table} csvHref={href(table.id)} />
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
