import type { ReportUnit } from "~/contracts/report";
import { memoByKey } from "~/lib/memo";

// How a report's figures are written, the same on the page, in its CSVs and in the PDF
// (decision 0104): fr-FR numbers (narrow no-break space between thousands, decimal comma) and
// French typography (no-break space before % and inside 3 h 20 min). Units: `count` a number,
// `percent` 0–100, `duration` minutes, `score` out of 5, `hours` hours (decision 0108).

const nbsp = "\u00a0";

const numbers = memoByKey(
  (digits: number) =>
    new Intl.NumberFormat("fr-FR", { maximumFractionDigits: digits, minimumFractionDigits: 0 }),
);

const decimal = (value: number, digits: number) => numbers(digits).format(value);

/** 200 → '3 h 20 min', 45 → '45 min', 1500 → '25 h', 0.5 → '< 1 min'. */
function duration(minutes: number): string {
  if (minutes > 0 && minutes < 1) return `<${nbsp}1${nbsp}min`;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}${nbsp}min`;
  const h = `${decimal(hours, 0)}${nbsp}h`;
  return rest === 0 ? h : `${h}${nbsp}${String(rest).padStart(2, "0")}${nbsp}min`;
}

/** A figure as the page writes it; null: '—' (nothing to measure). */
export function formatReportValue(unit: ReportUnit, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return "—";
  switch (unit) {
    case "count":
      return decimal(value, 0);
    case "percent":
      return `${decimal(value, 1)}${nbsp}%`;
    case "duration":
      return duration(value);
    case "score":
      return `${decimal(value, 1)}/5`;
    case "hours":
      return `${decimal(value, 1)}${nbsp}h`;
  }
}

/** A figure in a CSV cell: a plain number a French spreadsheet reads (decimal comma, no unit). */
export function csvReportValue(unit: ReportUnit | undefined, value: string | number | null) {
  if (value === null) return "";
  if (typeof value === "string") return value;
  return String(
    unit === "count" || unit === undefined ? value : Math.round(value * 10) / 10,
  ).replace(".", ",");
}

/** The difference with the previous period, written with its sign: '+3', '−1,2 pt', '+15 min'. */
export function formatReportDelta(unit: ReportUnit, value: number, previous: number): string {
  const delta = value - previous;
  const sign = delta > 0 ? "+" : delta < 0 ? "\u2212" : "";
  const size = Math.abs(delta);
  const text =
    unit === "percent"
      ? `${decimal(size, 1)}${nbsp}pt`
      : unit === "score"
        ? decimal(size, 1)
        : formatReportValue(unit, size);
  return `${sign}${text}`;
}
