import { scaleLinear } from "d3-scale";
import { formatReportValue } from "~/contracts/report-format";
import type { ReportChart } from "~/contracts/report";
import { categoryLabel, colourOf } from "./chart-parts";

// A horizontal-bar chart as a list of HTML bars (decision 0108): a row per category, its name
// and value written out, a bar per series at its share of the largest value (d3-scale). Names
// of any length wrap on a phone instead of being squeezed under an axis. Decoration beside the
// data table, like the plots (aria-hidden).

export function BarList({ chart }: { chart: ReportChart }) {
  const max = Math.max(0, ...chart.series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const width = scaleLinear([0, max || 1], [0, 100]);
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
          <div className="grid gap-0.5">
            {chart.series.map((s, index) => (
              <div
                key={s.key}
                className={several ? "h-1.5 rounded-full bg-muted" : "h-2 rounded-full bg-muted"}
              >
                <div
                  className={`h-full rounded-full ${colourOf(index).bg}`}
                  style={{ width: `${width(s.values[i] ?? 0)}%` }}
                />
              </div>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
