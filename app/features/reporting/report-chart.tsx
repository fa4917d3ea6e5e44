import { EmptyNote } from "~/components/module/empty-note";
import { reportPageTexts as t } from "~/content/reporting-page";
import type { ReportChart as Chart } from "~/contracts/report";
import { BarList } from "./bar-list";
import { categoryLabel, colourOf, hasValues, isDay } from "./chart-parts";
import { ChartPlot } from "./chart-plot";
import { CsvLink } from "./csv-link";
import { DataGrid } from "./report-table";

// A chart in its card: the title, the one-sentence summary (what a screen reader hears first),
// the drawing (server-rendered, decoration), its legend, and its data as a table under
// 'Voir les données' (a native <details>: opens without JavaScript) with the CSV beside.

function Legend({ chart }: { chart: Chart }) {
  if (chart.series.length < 2) return null;
  return (
    <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {chart.series.map((series, index) => (
        <li key={series.key} className="inline-flex items-center gap-1.5">
          <span className={`size-2.5 rounded-sm ${colourOf(index).bg}`} />
          {series.label}
        </li>
      ))}
    </ul>
  );
}

function DataTable({ chart }: { chart: Chart }) {
  const days = chart.categories.some(isDay);
  const columns = [
    { key: "category", label: days ? "Jour" : "" },
    ...chart.series.map((s) => ({ key: s.key, label: s.label, unit: chart.unit })),
  ];
  const rows = chart.categories.map((category, i) => ({
    category: categoryLabel(category, true),
    ...Object.fromEntries(chart.series.map((s) => [s.key, s.values[i] ?? null])),
  }));
  return <DataGrid caption={chart.title} columns={columns} rows={rows} />;
}

export function ReportChart({ chart, csvHref }: { chart: Chart; csvHref: string | undefined }) {
  const drawn = hasValues(chart);
  return (
    <figure
      className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs"
      data-testid="rapport-graphique"
    >
      <div className="flex items-start justify-between gap-3">
        <figcaption className="grid min-w-0 gap-0.5">
          <span className="text-sm font-semibold">{chart.title}</span>
          <span className="text-xs text-pretty text-muted-foreground">{chart.summary}</span>
        </figcaption>
        {drawn ? <CsvLink href={csvHref} title={chart.title} /> : null}
      </div>
      {drawn ? (
        <>
          {chart.kind === "horizontal-bar" ? (
            <BarList chart={chart} />
          ) : (
            <ChartPlot chart={chart} />
          )}
          <Legend chart={chart} />
          <details className="group">
            <summary className="w-fit cursor-pointer rounded-sm text-xs font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
              {t.chartData}
            </summary>
            <div className="mt-2">
              <DataTable chart={chart} />
            </div>
          </details>
        </>
      ) : (
        <EmptyNote>{t.chartEmpty}</EmptyNote>
      )}
    </figure>
  );
}
