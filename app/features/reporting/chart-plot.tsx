import { nice, ticks as tickValues } from "d3-array";
import { scaleBand, scalePoint } from "d3-scale";
import { line, stack } from "d3-shape";
import { formatReportValue } from "~/contracts/report-format";
import type { ReportChart, ReportSeries } from "~/contracts/report";
import { cn } from "~/lib/cn";
import { categoryLabel, colourOf } from "./chart-parts";

// A line, bar or stacked-bar chart, drawn on the server (decision 0108): d3-scale's band and
// point scales and d3-array's nice ticks place the marks, d3-shape writes the line's and the stack's paths, in an SVG of 100 × 100 units
// stretched to its box (`preserveAspectRatio="none"`, strokes that do not scale), so that it
// fills any width from a 360 px phone to a wide screen. The axes' labels are HTML around it,
// readable at every width, placed without inline styles (the site's CSP forbids them): the
// values' ticks are evenly spaced from 0 to the top (`nice()`), and each category sits at the
// middle of its n-th of the width (band and point scales padded by half a step).

const TICKS = 4;
/** Up to this many categories, each is named under its mark; beyond, the first, middle, last. */
const NAMED = 8;
const COLUMNS = [
  "",
  "grid-cols-1",
  "grid-cols-2",
  "grid-cols-3",
  "grid-cols-4",
  "grid-cols-5",
  "grid-cols-6",
  "grid-cols-7",
  "grid-cols-8",
];

function maxOf(chart: ReportChart): number {
  const all: ReportSeries[] = chart.series;
  if (chart.kind === "stacked-bar") {
    return Math.max(
      0,
      ...chart.categories.map((_, i) =>
        chart.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
      ),
    );
  }
  return Math.max(0, ...all.flatMap((s) => s.values.map((v) => v ?? 0)));
}

/** The indexes of the values that have no defined value on either side. */
export function isolatedPoints(values: readonly (number | null)[]): number[] {
  const defined = (i: number) => i >= 0 && i < values.length && values[i] !== null;
  return values.flatMap((_, i) => (defined(i) && !defined(i - 1) && !defined(i + 1) ? [i] : []));
}

/** Bands whose middles are at (i + ½) / n of the width, as the labels' grid columns are. */
const bands = (categories: string[]) =>
  scaleBand(categories, [0, 100]).paddingInner(0.3).paddingOuter(0.15);

function Marks({ chart, y }: { chart: ReportChart; y: (value: number) => number }) {
  const { categories, series } = chart;
  if (chart.kind === "line") {
    const x = scalePoint(categories, [0, 100]).padding(0.5);
    return series.map((s, index) => {
      const at = (i: number) => x(categories[i]!) ?? 0;
      const path = line<number | null>()
        .defined((value) => value !== null)
        .x((_, i) => at(i))
        .y((value) => y(value ?? 0));
      // A value with no defined neighbour (the period's first day, before the next one has
      // come) makes a line of no length, which draws nothing: it gets a dot, a round cap on a
      // segment of no length, round whatever the SVG's stretch.
      const dots = isolatedPoints(s.values)
        .map((i) => `M${at(i)},${y(s.values[i]!)}l0,0`)
        .join("");
      return (
        <g key={s.key} className={cn("fill-none", colourOf(index).stroke)}>
          <path
            d={path(s.values) ?? ""}
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {dots ? (
            <path
              d={dots}
              strokeWidth={6}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
              data-isolated=""
            />
          ) : null}
        </g>
      );
    });
  }
  const x = bands(categories);
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

function XLabels({ categories }: { categories: string[] }) {
  if (categories.length <= NAMED) {
    return (
      <div className={cn("grid gap-1 text-center", COLUMNS[categories.length])}>
        {categories.map((category) => (
          <span key={category} className="truncate">
            {categoryLabel(category)}
          </span>
        ))}
      </div>
    );
  }
  const middle = categories[Math.floor((categories.length - 1) / 2)]!;
  return (
    <div className="flex justify-between gap-2">
      <span>{categoryLabel(categories[0]!)}</span>
      <span>{categoryLabel(middle)}</span>
      <span>{categoryLabel(categories.at(-1)!)}</span>
    </div>
  );
}

export function ChartPlot({ chart }: { chart: ReportChart }) {
  // d3-array's nice() and ticks() (what scaleLinear would call, without its interpolators).
  const [, top] = nice(0, maxOf(chart) || 1, TICKS);
  const y = (value: number) => 100 - (value / top) * 100;
  const ticks = tickValues(0, top, TICKS).filter(
    (tick) => chart.unit !== "count" || Number.isInteger(tick),
  );
  return (
    <div
      aria-hidden
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-[11px] text-muted-foreground tabular-nums"
    >
      <div className="-my-1.5 flex h-43 min-w-6 flex-col-reverse justify-between text-right">
        {ticks.map((tick) => (
          <span key={tick} className="leading-3 whitespace-nowrap">
            {formatReportValue(chart.unit, tick)}
          </span>
        ))}
      </div>
      <svg
        className="h-40 w-full overflow-visible"
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
      <div />
      <div className="mt-1.5">
        <XLabels categories={chart.categories} />
      </div>
    </div>
  );
}
