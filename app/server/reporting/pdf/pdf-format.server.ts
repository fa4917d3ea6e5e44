import type { ReportMetric, ReportUnit } from "~/contracts/report";
import { pdfText } from "~/server/platform/pdf/pdf-style.server";

// The figures as the PDF writes them (fr-FR, decision 0109), through `pdfText` (the platform's:
// the billing's documents write their text the same way).

const whole = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** Minutes as '3 h 20 min', '45 min', '2 j 4 h'. */
function duration(minutes: number): string {
  const total = Math.round(minutes);
  if (total < 60) return `${total}\u00a0min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours >= 48) {
    const days = Math.floor(hours / 24);
    const h = hours % 24;
    return h ? `${days}\u00a0j ${h}\u00a0h` : `${days}\u00a0j`;
  }
  return rest ? `${hours}\u00a0h ${rest}\u00a0min` : `${hours}\u00a0h`;
}

/** A value in its unit: 1 234 ; 93,4 % ; 3 h 20 min ; 4,6/5 ; 12,5 h. null: '—'. */
export function formatValue(value: number | null, unit: ReportUnit): string {
  if (value === null || !Number.isFinite(value)) return "—";
  const text = {
    count: () => whole.format(value),
    percent: () => `${oneDecimal.format(value)}\u00a0%`,
    duration: () => duration(value),
    score: () => `${oneDecimal.format(value)}/5`,
    hours: () => `${oneDecimal.format(value)}\u00a0h`,
  }[unit]();
  return pdfText(text);
}

/** A short axis label: 1 200 → '1,2 k' keeps the axis narrow. */
export function formatTick(value: number, unit: ReportUnit): string {
  if (unit === "duration") return formatValue(value, unit);
  if (Math.abs(value) >= 10_000) return pdfText(`${oneDecimal.format(value / 1000)}\u00a0k`);
  return formatValue(value, unit);
}

export type TrendTone = "good" | "bad" | "neutral";

export interface Trend {
  /** '+12 %', '−2,1 pts', '=' — or null when there is nothing to compare. */
  delta: string | null;
  /** 'en hausse de 12 %', 'en baisse de 2,1 points', 'stable'. */
  words: string | null;
  tone: TrendTone;
}

/** How a metric moved since the previous period, and whether that is good. */
export function trendOf(
  metric: Pick<ReportMetric, "value" | "previous" | "better" | "unit">,
): Trend {
  const { value, previous, better, unit } = metric;
  if (value === null || previous === null) return { delta: null, words: null, tone: "neutral" };
  const diff = value - previous;
  if (Math.abs(diff) < 1e-9) return { delta: "=", words: "stable", tone: "neutral" } as Trend;
  const up = diff > 0;
  const tone: TrendTone =
    better === null ? "neutral" : up === (better === "higher") ? "good" : "bad";
  const sign = up ? "+" : "-";
  if (unit === "percent" || unit === "score") {
    const points = oneDecimal.format(Math.abs(diff));
    const short = unit === "percent" ? `${points}\u00a0pt` : points;
    const long =
      unit === "percent" ? `${points}\u00a0point${Math.abs(diff) >= 2 ? "s" : ""}` : points;
    return {
      delta: pdfText(`${sign}${short}`),
      words: pdfText(`en ${up ? "hausse" : "baisse"} de ${long}`),
      tone,
    } as Trend;
  }
  if (previous === 0) {
    return {
      delta: pdfText(`${sign}${formatValue(Math.abs(diff), unit)}`),
      words: null,
      tone,
    } as Trend;
  }
  const percent = oneDecimal.format(Math.abs(diff / previous) * 100);
  return {
    delta: pdfText(`${sign}${percent}\u00a0%`),
    words: pdfText(`en ${up ? "hausse" : "baisse"} de ${percent}\u00a0%`),
    tone,
  } as Trend;
}

/** A cell of a table: a number in the column's unit, else the text as it is. */
export function formatCell(value: string | number | null | undefined, unit?: ReportUnit): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") return formatValue(value, unit ?? "count");
  return pdfText(value);
}

/** 'novembre 2026' → 'Novembre 2026'. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
