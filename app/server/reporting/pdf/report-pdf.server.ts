import type { ReportPeriod, ReportSection, ReportTable } from "~/contracts/report";
import { drawChart } from "./pdf-charts.server";
import { capitalised, formatValue, trendOf } from "./pdf-format.server";
import { drawMetrics } from "./pdf-metrics.server";
import {
  COLOURS,
  drawLogo,
  ensureSpace,
  FONT,
  frame,
  heading,
  PAGE,
  type Doc,
  pdfText,
} from "~/server/platform/pdf/pdf-style.server";
import { summaryLines } from "./pdf-summary.server";
import { drawTable } from "./pdf-tables.server";
import { pageFooters, renderPdf } from "~/server/platform/pdf/pdf-document.server";

// The monthly report as a PDF (issue 35, decision 0109), drawn with pdfkit from the report
// sections every module computes (decision 0104): a cover with the brand and a summary, one part
// per section (figures with their trend, charts as vectors, tables, points of attention), the
// comparison with the previous month, and on every page the workspace, the generation date and
// the page number. A pure function of its input: no database, so it can run in a worker thread.

export interface ReportPdfInput {
  brandName: string;
  workspaceName: string;
  period: ReportPeriod;
  sections: ReportSection[];
  generatedAt: Date;
}

const generated = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Conakry",
});

/** '1 décembre 2026 à 08:00' (Conakry). */
const generatedLabel = (at: Date) => pdfText(generated.format(at));

function cover(doc: Doc, input: ReportPdfInput) {
  const { left, width } = frame(doc);
  drawLogo(doc, left, PAGE.margin, 30);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(COLOURS.ink)
    .text(pdfText(input.brandName), left + 40, PAGE.margin + 8, { width: width - 40 });
  doc.rect(left, PAGE.margin + 48, width, 1).fill(COLOURS.line);
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(COLOURS.primary)
    .text("RAPPORT MENSUEL", left, PAGE.margin + 78, { width, characterSpacing: 1.2 });
  doc
    .font(FONT.bold)
    .fontSize(30)
    .fillColor(COLOURS.ink)
    .text(capitalised(input.period.label), left, doc.y + 6, { width });
  doc
    .font(FONT.regular)
    .fontSize(13)
    .fillColor(COLOURS.text)
    .text(pdfText(input.workspaceName), left, doc.y + 4, { width });
  doc.moveDown(1.6);
  doc.roundedRect(left, doc.y, width, 1, 0).fill(COLOURS.line);
  doc.y += 16;
  doc.font(FONT.bold).fontSize(14).fillColor(COLOURS.ink).text("En bref", left, doc.y, { width });
  doc.moveDown(0.5);
  const previous = input.period.previous.label;
  for (const line of summaryLines(input.sections, previous)) {
    ensureSpace(doc, 30);
    const y = doc.y;
    doc.circle(left + 3, y + 5.5, 2).fill(COLOURS.primary);
    doc
      .font(FONT.regular)
      .fontSize(10.5)
      .fillColor(COLOURS.text)
      .text(line, left + 14, y, {
        width: width - 14,
        lineGap: 2,
      });
    doc.moveDown(0.45);
  }
  if (input.sections.length === 0) {
    doc.moveDown(0.5);
    doc
      .fontSize(10.5)
      .text("Aucun module de cet espace ne produit encore de chiffres pour ce rapport.", left);
  }
  const contents = input.sections
    .map((s) => pdfText(s.title))
    .concat("Comparaison avec le mois précédent");
  doc.moveDown(1);
  ensureSpace(doc, 40 + contents.length * 16);
  doc.font(FONT.bold).fontSize(11).fillColor(COLOURS.ink).text("Sommaire", left, doc.y, { width });
  doc.moveDown(0.3);
  contents.forEach((title, i) => {
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(COLOURS.text)
      .text(`${i + 1}. ${title}`, left, doc.y, { width, lineGap: 4 });
  });
  const key = input.sections
    .map((part) => part.metrics.find((m) => m.value !== null))
    .filter((m): m is NonNullable<typeof m> => Boolean(m))
    .slice(0, 6);
  // As many rows of three cards as the cover still holds: never a second page for two cards.
  const room = doc.page.height - doc.page.margins.bottom - doc.y - 60;
  const shown = key.slice(0, Math.max(1, Math.min(2, Math.floor(room / 80))) * 3);
  if (shown.length) {
    doc.moveDown(1.2);
    ensureSpace(doc, 120);
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(COLOURS.ink)
      .text("Chiffres clés", left, doc.y, { width });
    doc.moveDown(0.5);
    drawMetrics(doc, shown, input.period.previous.label);
  }
}

function section(doc: Doc, part: ReportSection, previousLabel: string) {
  doc.addPage();
  heading(doc, pdfText(part.title), 18);
  drawMetrics(doc, part.metrics, previousLabel);
  for (const chart of part.charts) drawChart(doc, chart);
  for (const table of part.tables) drawTable(doc, table);
  const notable = part.notable;
  if (notable.length) {
    ensureSpace(doc, 90);
    heading(doc, "Points d'attention", 13);
    for (const table of notable) drawTable(doc, table, COLOURS.attention);
  }
}

function comparison(doc: Doc, input: ReportPdfInput) {
  doc.addPage();
  heading(doc, "Comparaison avec le mois précédent", 18);
  const before = capitalised(input.period.previous.label);
  const now = capitalised(input.period.label);
  for (const part of input.sections) {
    const table: ReportTable = {
      id: `comparison-${part.id}`,
      title: part.title,
      columns: [
        { key: "label", label: "Indicateur" },
        { key: "previous", label: before },
        { key: "value", label: now },
        { key: "trend", label: "Évolution" },
      ],
      rows: part.metrics.map((m) => ({
        label: m.label,
        previous: formatValue(m.previous, m.unit),
        value: formatValue(m.value, m.unit),
        trend: trendOf(m).delta ?? "—",
      })),
      empty: "Aucun indicateur à comparer.",
    };
    drawTable(doc, table, COLOURS.ink, ["previous", "value", "trend"]);
  }
  const tones = input.sections.flatMap((s) => s.metrics.map((m) => trendOf(m).tone));
  const better = tones.filter((t) => t === "good").length;
  const worse = tones.filter((t) => t === "bad").length;
  const { left, width } = frame(doc);
  ensureSpace(doc, 30);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOURS.text)
    .text(
      `${better} indicateur${better > 1 ? "s" : ""} en amélioration, ${worse} en recul par rapport à ${input.period.previous.label}.`,
      left,
      doc.y,
      { width },
    );
}

const footers = (doc: Doc, input: ReportPdfInput) =>
  pageFooters(
    doc,
    `${input.workspaceName} · Rapport mensuel, ${input.period.label} · généré le ${generatedLabel(input.generatedAt)}`,
    (page, count) => `Page ${page} sur ${count}`,
  );

/** The report's PDF, as bytes. */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const info = {
    title: `Rapport ${input.period.label} · ${input.workspaceName}`,
    author: input.brandName,
    subject: "Rapport mensuel",
    createdAt: input.generatedAt,
  };
  return renderPdf(info, (doc) => {
    cover(doc, input);
    for (const part of input.sections) section(doc, part, input.period.previous.label);
    comparison(doc, input);
    footers(doc, input);
  });
}
