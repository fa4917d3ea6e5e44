import type { ReportTable } from "~/contracts/report";
import { formatCell } from "./pdf-format.server";
import {
  COLOURS,
  ensureSpace,
  FONT,
  frame,
  subheading,
  type Doc,
  pdfText,
} from "~/server/platform/pdf/pdf-style.server";

// A table that fits the page's width (decision 0109): each column gets its natural width, the
// widest shrink when the sum is too wide and their text wraps (three lines at most, then '…');
// numbers are right-aligned; a row never splits across pages and the header is repeated on the
// next page. A table of many rows shows the first MAX_ROWS and says how many more there are.

const SIZE = 8;
const PAD = 5;
const MAX_ROWS = 40;
const MAX_LINES = 3;

interface Column {
  label: string;
  width: number;
  numeric: boolean;
}

function columnsOf(
  doc: Doc,
  table: ReportTable,
  cells: string[][],
  width: number,
  right: readonly string[],
): Column[] {
  doc.fontSize(SIZE);
  const natural = table.columns.map((column, c) => {
    doc.font(FONT.bold);
    let w = doc.widthOfString(pdfText(column.label));
    doc.font(FONT.regular);
    for (const row of cells) w = Math.max(w, doc.widthOfString(row[c]!));
    return Math.min(w, 260) + PAD * 2;
  });
  const total = natural.reduce((a, b) => a + b, 0);
  let widths = natural;
  if (total > width) {
    // Shrink only what is wider than a fair share, keeping the narrow columns whole.
    const fair = width / natural.length;
    const narrow = natural.filter((w) => w <= fair).reduce((a, b) => a + b, 0);
    const wide = natural.filter((w) => w > fair).reduce((a, b) => a + b, 0);
    const k = (width - narrow) / wide;
    widths = natural.map((w) => (w <= fair ? w : w * k));
  } else {
    // The room left goes to the text columns, as much as they are wide (not to '#', 'N°').
    const numeric = table.columns.map((c) =>
      table.rows.some((row) => typeof row[c.key] === "number"),
    );
    const text = natural.reduce((sum, w, c) => sum + (numeric[c] ? 0 : w), 0);
    widths = natural.map((w, c) =>
      text > 0
        ? w + (numeric[c] ? 0 : ((width - total) * w) / text)
        : w + (width - total) / natural.length,
    );
  }
  return table.columns.map((column, c) => ({
    label: pdfText(column.label),
    width: widths[c]!,
    numeric:
      right.includes(column.key) || table.rows.some((row) => typeof row[column.key] === "number"),
  }));
}

function rowHeight(doc: Doc, texts: string[], columns: Column[], bold: boolean): number {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(SIZE);
  const line = doc.currentLineHeight(true);
  const tallest = Math.max(
    ...texts.map((text, c) => doc.heightOfString(text, { width: columns[c]!.width - PAD * 2 })),
  );
  return Math.min(tallest, line * MAX_LINES) + PAD * 2;
}

function drawRow(
  doc: Doc,
  texts: string[],
  columns: Column[],
  y: number,
  h: number,
  head: boolean,
) {
  let x = frame(doc).left;
  doc
    .font(head ? FONT.bold : FONT.regular)
    .fontSize(SIZE)
    .fillColor(head ? COLOURS.ink : COLOURS.text);
  texts.forEach((text, c) => {
    const column = columns[c]!;
    doc.text(text, x + PAD, y + PAD, {
      width: column.width - PAD * 2,
      height: h - PAD * 2,
      ellipsis: true,
      align: column.numeric ? "right" : "left",
    });
    x += column.width;
  });
}

/** Draws a table (title, header, rows) or its empty sentence; `right`: columns aligned right. */
export function drawTable(
  doc: Doc,
  table: ReportTable,
  colour: string = COLOURS.ink,
  right: readonly string[] = [],
): void {
  const { left, width } = frame(doc);
  ensureSpace(doc, 70);
  subheading(doc, pdfText(table.title), colour);
  if (table.rows.length === 0) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(pdfText(table.empty), left, doc.y, { width });
    doc.moveDown(0.9);
    return;
  }
  const shown = table.rows.slice(0, MAX_ROWS);
  const cells = shown.map((row) =>
    table.columns.map((column) => formatCell(row[column.key], column.unit)),
  );
  const columns = columnsOf(doc, table, cells, width, right);
  const header = columns.map((c) => c.label);
  const headH = rowHeight(doc, header, columns, true);
  const head = () => {
    const y = doc.y;
    doc.rect(left, y, width, headH).fill(COLOURS.headFill);
    drawRow(doc, header, columns, y, headH, true);
    doc.y = y + headH;
  };
  ensureSpace(doc, headH * 3);
  head();
  cells.forEach((texts, r) => {
    const h = rowHeight(doc, texts, columns, false);
    if (doc.y + h > frame(doc).bottom) {
      doc.addPage();
      head();
    }
    const y = doc.y;
    if (r % 2 === 1) doc.rect(left, y, width, h).fill(COLOURS.zebra);
    drawRow(doc, texts, columns, y, h, false);
    doc.y = y + h;
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.4)
      .strokeColor(COLOURS.line)
      .stroke();
  });
  if (table.rows.length > shown.length) {
    const more = table.rows.length - shown.length;
    doc.moveDown(0.5);
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(
        `… et ${more} ligne${more > 1 ? "s" : ""} de plus (sur la page Pilotage de la performance).`,
        left,
        doc.y,
        { width },
      );
  }
  doc.x = left;
  doc.moveDown(1);
}
