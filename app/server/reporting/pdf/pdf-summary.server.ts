import type { ReportMetric, ReportSection } from "~/contracts/report";
import { formatValue, trendOf } from "./pdf-format.server";
import { pdfText } from "~/server/platform/pdf/pdf-style.server";

// The cover's few sentences, built from the figures (decision 0109): for each section its first
// figures with how they moved since the previous month, and whether that is good news; then what
// the notable items count.

const PER_SECTION = 2;

function sentence(metric: ReportMetric, previousLabel: string): string {
  const value = formatValue(metric.value, metric.unit);
  const trend = trendOf(metric);
  if (!trend.words) return `${metric.label}\u00a0: ${value}.`;
  if (trend.words === "stable")
    return `${metric.label}\u00a0: ${value}, stable par rapport à ${previousLabel}.`;
  const verdict =
    trend.tone === "good" ? " (mieux)" : trend.tone === "bad" ? " (à surveiller)" : "";
  return `${metric.label}\u00a0: ${value}, ${trend.words} par rapport à ${previousLabel}${verdict}.`;
}

/** One line per highlighted figure, then one about the notable items. */
export function summaryLines(sections: readonly ReportSection[], previousLabel: string): string[] {
  const lines: string[] = [];
  for (const section of sections) {
    const measured = section.metrics.filter((m) => m.value !== null).slice(0, PER_SECTION);
    for (const metric of measured) lines.push(pdfText(sentence(metric, previousLabel)));
  }
  const notable = sections
    .flatMap((s) => s.notable)
    .filter((t) => t.rows.length > 0)
    .map((t) => `${t.title.toLowerCase()} (${t.rows.length})`);
  lines.push(
    pdfText(
      notable.length
        ? `Points d'attention\u00a0: ${notable.join(", ")}.`
        : "Aucun point d'attention ce mois-ci.",
    ),
  );
  return lines;
}
