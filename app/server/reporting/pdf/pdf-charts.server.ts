import type { ReportChart } from "~/contracts/report";
import { formatTick, formatValue } from "./pdf-format.server";
import {
  COLOURS,
  ensureSpace,
  FONT,
  frame,
  SERIES,
  subheading,
  type Doc,
  pdfText,
} from "~/server/platform/pdf/pdf-style.server";

// A chart drawn as vectors from its data (decision 0109): lines for daily series, bars (grouped
// or stacked) for categories, horizontal bars for long category names. The y axis carries its
// unit's ticks, the x axis its categories (days as their day of the month, every few when many).

const PLOT_HEIGHT = 150;
const AXIS_WIDTH = 46;

/** A round step for about `ticks` ticks up to `max`. */
function niceMax(max: number, ticks: number): { top: number; step: number } {
  if (max <= 0) return { top: ticks, step: 1 };
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  return { top: step * Math.ceil(max / step), step };
}

/** A category's label: '2026-11-07' → '7', else the name. */
const categoryLabel = (category: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(category) ? String(Number(category.slice(8))) : pdfText(category);

function values(chart: ReportChart, index: number) {
  return chart.series.map((s) => s.values[index] ?? 0);
}

function maxOf(chart: ReportChart): number {
  let max = 0;
  chart.categories.forEach((_, i) => {
    const v = values(chart, i);
    max = Math.max(
      max,
      chart.kind === "stacked-bar" ? v.reduce((a, b) => a + b, 0) : Math.max(...v),
    );
  });
  return max;
}

function legend(doc: Doc, chart: ReportChart, x: number, y: number, width: number) {
  if (chart.series.length < 2) return y;
  let cx = x;
  let cy = y;
  doc.font(FONT.regular).fontSize(8);
  chart.series.forEach((series, i) => {
    const label = pdfText(series.label);
    const w = doc.widthOfString(label) + 22;
    if (cx + w > x + width) {
      cx = x;
      cy += 13;
    }
    doc.rect(cx, cy + 1, 8, 8).fill(SERIES[i % SERIES.length]!);
    doc.fillColor(COLOURS.text).text(label, cx + 12, cy, { lineBreak: false });
    cx += w;
  });
  return cy + 16;
}

function yAxis(
  doc: Doc,
  chart: ReportChart,
  x: number,
  y: number,
  w: number,
  top: number,
  step: number,
) {
  doc.font(FONT.regular).fontSize(7).fillColor(COLOURS.muted);
  for (let t = 0; t <= top + 1e-9; t += step) {
    const ty = y + PLOT_HEIGHT - (t / top) * PLOT_HEIGHT;
    doc
      .moveTo(x, ty)
      .lineTo(x + w, ty)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke();
    doc.text(formatTick(t, chart.unit), x - AXIS_WIDTH, ty - 3.5, {
      width: AXIS_WIDTH - 5,
      align: "right",
      lineBreak: false,
    });
  }
}

function xLabels(doc: Doc, chart: ReportChart, x: number, y: number, slot: number) {
  const n = chart.categories.length;
  const daily = n > 0 && /^\d{4}-\d{2}-\d{2}$/.test(chart.categories[0]!);
  const every = daily ? (n > 16 ? 3 : 1) : Math.max(1, Math.ceil((n * 40) / (slot * n)));
  doc.font(FONT.regular).fontSize(7).fillColor(COLOURS.muted);
  chart.categories.forEach((category, i) => {
    if (i % every !== 0) return;
    doc.text(categoryLabel(category), x + i * slot, y + PLOT_HEIGHT + 4, {
      width: slot * every,
      align: daily ? "left" : "center",
      height: 18,
      ellipsis: true,
    });
  });
}

function vertical(doc: Doc, chart: ReportChart, x: number, y: number, w: number) {
  const { top, step } = niceMax(maxOf(chart), 4);
  yAxis(doc, chart, x, y, w, top, step);
  const n = Math.max(1, chart.categories.length);
  const slot = w / n;
  const scale = (v: number) => (v / top) * PLOT_HEIGHT;
  if (chart.kind === "line") {
    chart.series.forEach((series, s) => {
      const colour = SERIES[s % SERIES.length]!;
      let started = false;
      series.values.forEach((v, i) => {
        if (v === null) return (started = false);
        const px = x + slot * (i + 0.5);
        const py = y + PLOT_HEIGHT - scale(v);
        if (started) doc.lineTo(px, py);
        else doc.moveTo(px, py);
        started = true;
      });
      doc.lineWidth(1.6).lineJoin("round").strokeColor(colour).stroke();
    });
  } else {
    const stacked = chart.kind === "stacked-bar";
    const groups = stacked ? 1 : chart.series.length;
    const barW = Math.max(1.5, (slot * 0.7) / groups);
    chart.categories.forEach((_, i) => {
      let base = 0;
      chart.series.forEach((series, s) => {
        const v = series.values[i] ?? 0;
        const h = scale(v);
        const bx = x + slot * i + slot * 0.15 + (stacked ? 0 : s * barW);
        const by = y + PLOT_HEIGHT - scale(base) - h;
        if (h > 0) doc.rect(bx, by, barW, h).fill(SERIES[s % SERIES.length]!);
        if (stacked) base += v;
      });
    });
  }
  doc
    .moveTo(x, y + PLOT_HEIGHT)
    .lineTo(x + w, y + PLOT_HEIGHT)
    .lineWidth(0.8)
    .strokeColor(COLOURS.muted)
    .stroke();
  xLabels(doc, chart, x, y, slot);
  return y + PLOT_HEIGHT + 22;
}

function horizontal(doc: Doc, chart: ReportChart, x: number, y: number, w: number) {
  const rows = chart.categories.slice(0, 12);
  const labelW = Math.min(150, w * 0.35);
  const valueW = 60;
  const barMax = w - labelW - valueW;
  const max = Math.max(1e-9, ...rows.map((_, i) => values(chart, i).reduce((a, b) => a + b, 0)));
  const rowH = 16;
  rows.forEach((category, i) => {
    const ry = y + i * rowH;
    doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.text);
    doc.text(pdfText(category), x, ry + 3, { width: labelW - 6, lineBreak: false, ellipsis: true });
    let bx = x + labelW;
    const total = values(chart, i).reduce((a, b) => a + b, 0);
    values(chart, i).forEach((v, s) => {
      const bw = (v / max) * barMax;
      if (bw > 0) doc.rect(bx, ry + 3, bw, rowH - 6).fill(SERIES[s % SERIES.length]!);
      bx += bw;
    });
    doc
      .font(FONT.bold)
      .fillColor(COLOURS.ink)
      .text(formatValue(total, chart.unit), bx + 4, ry + 3, {
        width: valueW,
        lineBreak: false,
      });
  });
  return y + rows.length * rowH + 6;
}

/** Draws a chart with its title, legend and summary sentence; keeps it on one page. */
export function drawChart(doc: Doc, chart: ReportChart): void {
  const { left, width } = frame(doc);
  const bodyHeight =
    chart.kind === "horizontal-bar"
      ? Math.min(12, chart.categories.length) * 16 + 6
      : PLOT_HEIGHT + 22;
  ensureSpace(doc, bodyHeight + 70);
  subheading(doc, pdfText(chart.title));
  let y = legend(doc, chart, left, doc.y, width);
  if (chart.categories.length === 0 || chart.series.length === 0) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text("Aucune donnée sur la période.", left, y);
    doc.moveDown(0.8);
    return;
  }
  y =
    chart.kind === "horizontal-bar"
      ? horizontal(doc, chart, left, y + 2, width)
      : vertical(doc, chart, left + AXIS_WIDTH, y + 4, width - AXIS_WIDTH);
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLOURS.muted)
    .text(pdfText(chart.summary), left, y + 2, { width });
  doc.x = left;
  doc.moveDown(1);
}
