import type { ReportMetric } from "~/contracts/report";
import { formatValue, trendOf, type TrendTone } from "./pdf-format.server";
import {
  COLOURS,
  ensureSpace,
  FONT,
  frame,
  type Doc,
  pdfText,
} from "~/server/platform/pdf/pdf-style.server";

// A section's figures as cards, three a row: the label, the value large, and the trend against
// the previous period in green or red by which way is better (grey when neither).

const PER_ROW = 3;
const GAP = 10;
const CARD_HEIGHT = 74;

const toneColour = (tone: TrendTone) =>
  tone === "good" ? COLOURS.good : tone === "bad" ? COLOURS.bad : COLOURS.muted;

function card(
  doc: Doc,
  metric: ReportMetric,
  x: number,
  y: number,
  w: number,
  previousLabel: string,
) {
  doc.save();
  doc.roundedRect(x, y, w, CARD_HEIGHT, 6).lineWidth(0.8).strokeColor(COLOURS.line).stroke();
  doc.restore();
  const inner = w - 20;
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLOURS.muted)
    .text(pdfText(metric.label), x + 10, y + 9, { width: inner, height: 22, ellipsis: true });
  doc
    .font(FONT.bold)
    .fontSize(17)
    .fillColor(COLOURS.ink)
    .text(formatValue(metric.value, metric.unit), x + 10, y + 31, {
      width: inner,
      lineBreak: false,
    });
  const trend = trendOf(metric);
  const line = trend.delta
    ? `${trend.delta === "=" ? "stable" : trend.delta} vs ${previousLabel}`
    : `${previousLabel}\u00a0: ${formatValue(metric.previous, metric.unit)}`;
  doc
    .font(trend.delta ? FONT.bold : FONT.regular)
    .fontSize(8)
    .fillColor(toneColour(trend.tone))
    .text(pdfText(line), x + 10, y + 56, { width: inner, lineBreak: false, ellipsis: true });
}

/** Draws the cards; `previousLabel` names the period compared with ('octobre'). */
export function drawMetrics(doc: Doc, metrics: readonly ReportMetric[], previousLabel: string) {
  if (metrics.length === 0) return;
  const { left, width } = frame(doc);
  const w = (width - GAP * (PER_ROW - 1)) / PER_ROW;
  for (let i = 0; i < metrics.length; i += PER_ROW) {
    ensureSpace(doc, CARD_HEIGHT + GAP);
    const y = doc.y;
    metrics.slice(i, i + PER_ROW).forEach((metric, j) => {
      card(doc, metric, left + j * (w + GAP), y, w, previousLabel);
    });
    doc.x = left;
    doc.y = y + CARD_HEIGHT + GAP;
  }
  doc.moveDown(0.4);
}
