import type { ReportChart } from "~/contracts/report";

// What the charts share: the series' colours (the same order in the plot, its legend and the
// bar lists), the categories as people read them (days in French), and whether a chart has
// anything to draw.

/** Fill and stroke per series, light and dark (slate look, one brand blue first). */
const SERIES_COLOURS = [
  {
    fill: "fill-blue-600 dark:fill-blue-400",
    stroke: "stroke-blue-600 dark:stroke-blue-400",
    bg: "bg-blue-600 dark:bg-blue-400",
  },
  {
    fill: "fill-teal-500 dark:fill-teal-400",
    stroke: "stroke-teal-500 dark:stroke-teal-400",
    bg: "bg-teal-500 dark:bg-teal-400",
  },
  {
    fill: "fill-amber-500 dark:fill-amber-400",
    stroke: "stroke-amber-500 dark:stroke-amber-400",
    bg: "bg-amber-500 dark:bg-amber-400",
  },
  {
    fill: "fill-slate-400 dark:fill-slate-500",
    stroke: "stroke-slate-400 dark:stroke-slate-500",
    bg: "bg-slate-400 dark:bg-slate-500",
  },
  {
    fill: "fill-rose-500 dark:fill-rose-400",
    stroke: "stroke-rose-500 dark:stroke-rose-400",
    bg: "bg-rose-500 dark:bg-rose-400",
  },
] as const;

export const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const shortDay = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const longDay = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export const isDay = (category: string) => ISO_DAY.test(category);

/** '2026-11-03' → '3 nov.' on an axis, '3 novembre 2026' in a table; a name as it is. */
export function categoryLabel(category: string, long = false): string {
  if (!isDay(category)) return category;
  const at = Date.parse(`${category}T00:00:00Z`);
  return (long ? longDay : shortDay).format(at);
}

/** Whether a chart has a value other than zero (else: its empty sentence, no plot). */
export const hasValues = (chart: ReportChart) =>
  chart.series.some((series) => series.values.some((value) => value !== null && value !== 0));
