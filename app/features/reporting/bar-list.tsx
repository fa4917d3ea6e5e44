import { formatReportValue } from "~/contracts/report-format";
import type { ReportChart } from "~/contracts/report";
import { categoryLabel, colourOf } from "./chart-parts";

// A horizontal-bar chart as a list (decision 0108): a row per category, its name and value
// written out, a bar per series at its share of the largest value (drawn in SVG, as
// the site's CSP allows no inline style). Names of any length wrap on a phone instead of being
// squeezed under an axis. Decoration beside the data table, like the plots (aria-hidden).

export function BarList({ chart }: { chart: ReportChart }) {
  const max = Math.max(0, ...chart.series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const width = (value: number) => (value / (max || 1)) * 100;
  const several = chart.series.length > 1;
  return (
    <ul aria-hidden className="grid gap-2.5 text-sm">
      {chart.categories.map((category, i) => (
        <li key={category} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words">{categoryLabel(category)}</span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              {chart.series
                .map((s) => formatReportValue(chart.unit, s.values[i] ?? null))
                .join(" / ")}
            </span>
          </div>
          <svg
            className={several ? "h-3.5 w-full" : "h-2 w-full"}
            viewBox={`0 0 100 ${chart.series.length * 8 - 2}`}
            preserveAspectRatio="none"
            focusable="false"
          >
            {chart.series.map((s, index) => (
              <g key={s.key}>
                <rect y={index * 8} width={100} height={6} className="fill-muted" />
                <rect
                  y={index * 8}
                  width={width(s.values[i] ?? 0)}
                  height={6}

                  className={colourOf(index).fill}
                />
              </g>
            ))}
          </svg>
        </li>
      ))}
    </ul>
  );
}
