import { scaleBand, scaleLinear, scalePoint } from "d3-scale";
import { line, stack } from "d3-shape";
import { formatReportValue } from "~/contracts/report-format";
import type { ReportChart } from "~/contracts/report";
import { cn } from "~/lib/cn";
import { categoryLabel, colourOf } from "./chart-parts";

// A line, bar or stacked-bar chart, drawn on the server (decision 0108): d3-scale places the
// marks, d3-shape writes the line's and the stack's paths, in an SVG of 100 × 100 units
// stretched to its box (`preserveAspectRatio="none"`, strokes that do not scale), so that it
// fills any width from a 360 px phone to a wide screen. The axes' labels are HTML around it,
// at the same percentages: they stay readable at every width. The SVG is decoration
// (aria-hidden): the chart's summary and its data table say the same to everyone.

const TICKS = 4;
const X_LABELS = 5;

/** The indexes of the categories the x axis names: all when few, else evenly spread. */
function labelled(count: number): number[] {
  if (count <= X_LABELS + 1) return [...Array(count).keys()];
  const step = (count - 1) / (X_LABELS - 1);
  return [...new Set([...Array(X_LABELS).keys()].map((i) => Math.round(i * step)))];
}

function maxOf(chart: ReportChart): number {
  if (chart.kind === "stacked-bar") {
    return Math.max(
      0,
      ...chart.categories.map((_, i) =>
        chart.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
      ),
    );
  }
  return Math.max(0, ...chart.series.flatMap((s) => s.values.map((v) => v ?? 0)));
}

function Marks({ chart, y }: { chart: ReportChart; y: (value: number) => number }) {
  const { categories, series } = chart;
  if (chart.kind === "line") {
    const x = scalePoint(categories.map(String), [2, 98]);
    return series.map((s, index) => {
      const path = line<number | null>()
        .defined((value) => value !== null)
        .x((_, i) => x(categories[i]!) ?? 0)
        .y((value) => y(value ?? 0));
      return (
        <path
          key={s.key}
          d={path(s.values) ?? ""}
          className={cn("fill-none", colourOf(index).stroke)}
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      );
    });
  }
  const x = scaleBand(categories, [0, 100]).paddingInner(0.25).paddingOuter(0.1);
  if (chart.kind === "stacked-bar") {
    const rows = categories.map((_, i) =>
      Object.fromEntries(series.map((s) => [s.key, s.values[i] ?? 0])),
    );
    const layers = stack<Record<string, number>>().keys(series.map((s) => s.key))(rows);
    return layers.map((layer, index) =>
      layer.map(([low, high], i) => (
        <rect
          key={`${layer.key}-${i}`}
          x={x(categories[i]!)}
          width={x.bandwidth()}
          y={y(high)}
          height={Math.max(0, y(low) - y(high))}
          className={colourOf(index).fill}
        />
      )),
    );
  }
  const inner = scaleBand(
    series.map((s) => s.key),
    [0, x.bandwidth()],
  ).paddingInner(0.1);
  return series.map((s, index) =>
    s.values.map((value, i) => (
      <rect
        key={`${s.key}-${i}`}
        x={(x(categories[i]!) ?? 0) + (inner(s.key) ?? 0)}
        width={inner.bandwidth()}
        y={y(value ?? 0)}
        height={Math.max(0, 100 - y(value ?? 0))}
        className={colourOf(index).fill}
      />
    )),
  );
}

export function ChartPlot({ chart }: { chart: ReportChart }) {
  const y = scaleLinear([0, maxOf(chart) || 1], [100, 0]).nice(TICKS);
  const ticks = y.ticks(TICKS).filter((tick) => chart.unit !== "count" || Number.isInteger(tick));
  const x =
    chart.kind === "line"
      ? scalePoint(chart.categories, [2, 98])
      : scaleBand(chart.categories, [0, 100]).paddingInner(0.25).paddingOuter(0.1);
  const half =
    chart.kind === "line" ? 0 : (x as ReturnType<typeof scaleBand<string>>).bandwidth() / 2;
  return (
    <div
      aria-hidden
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-[11px] text-muted-foreground tabular-nums"
    >
      <div className="relative h-40 min-w-8">
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
            style={{ top: `${y(tick)}%` }}
          >
            {formatReportValue(chart.unit, tick)}
          </span>
        ))}
      </div>
      <div className="relative h-40">
        <svg
          className="absolute inset-0 size-full overflow-visible"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          focusable="false"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={100}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <Marks chart={chart} y={(value) => y(value)} />
        </svg>
      </div>
      <div />
      <div className="relative mt-1 h-4">
        {labelled(chart.categories.length).map((i) => {
          const category = chart.categories[i]!;
          const first = i === 0;
          const last = i === chart.categories.length - 1 && i !== 0;
          return (
            <span
              key={category}
              className={cn(
                "absolute max-w-24 truncate whitespace-nowrap",
                first ? "" : last ? "-translate-x-full" : "-translate-x-1/2",
              )}
              style={{ left: `${(x(category) ?? 0) + (first ? 0 : last ? 2 * half : half)}%` }}
            >
              {categoryLabel(category)}
            </span>
          );
        })}
      </div>
    </div>
  );
}
