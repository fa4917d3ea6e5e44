import type PDFDocument from "pdfkit";

// The look of the site's PDFs, the monthly report's (decision 0109) and the billing's documents:
// the site's colours (app/app.css: primary #2563eb, the slate greys of the dashboard), its logo
// (public/favicon.svg, drawn as vectors), A4 portrait with generous margins, Helvetica (a PDF
// standard font: nothing to embed, every French letter).

export type Doc = InstanceType<typeof PDFDocument>;

// Helvetica has every French letter, « » and the no-break space U+00A0 but not the narrow one
// U+202F that Intl puts between thousands, before '%' and '€': written as U+00A0 everywhere.
const NARROW = /\u202f/g;
/** Text as the PDF's font can write it: narrow no-break spaces become no-break spaces. */
export const pdfText = (text: string) => text.replace(NARROW, "\u00a0");

export const COLOURS = {
  primary: "#2563eb",
  primarySoft: "#dbeafe",
  ink: "#0f172a",
  text: "#334155",
  muted: "#64748b",
  line: "#e2e8f0",
  zebra: "#f8fafc",
  headFill: "#f1f5f9",
  good: "#15803d",
  bad: "#b91c1c",
  attention: "#b45309",
  attentionSoft: "#fef3c7",
} as const;

/** The series' colours, in order (blue, teal, amber, violet, slate). */
export const SERIES = ["#2563eb", "#0d9488", "#d97706", "#7c3aed", "#64748b"] as const;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

export const PAGE = { margin: 48, footer: 28 } as const;

/** The usable width and the lowest y content may reach (above the footer). */
export const frame = (doc: Doc) => ({
  left: PAGE.margin,
  width: doc.page.width - PAGE.margin * 2,
  bottom: doc.page.height - PAGE.margin - PAGE.footer,
});

/** Starts a new page when `height` does not fit below the current y. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > frame(doc).bottom) doc.addPage();
}

/** The site's logo (favicon.svg, 32×32): a blue rounded square with a white chart stroke. */
export function drawLogo(doc: Doc, x: number, y: number, size: number): void {
  const k = size / 32;
  doc.save();
  doc.roundedRect(x, y, size, size, 8 * k).fill(COLOURS.primary);
  doc
    .lineWidth(2.6 * k)
    .lineCap("round")
    .lineJoin("round")
    .moveTo(x + 9 * k, y + 16.5 * k)
    .lineTo(x + 14 * k, y + 11 * k)
    .lineTo(x + 18.5 * k, y + 16 * k)
    .lineTo(x + 23 * k, y + 11 * k)
    .stroke("#ffffff");
  doc
    .moveTo(x + 9 * k, y + 21.5 * k)
    .lineTo(x + 23 * k, y + 21.5 * k)
    .strokeOpacity(0.6)
    .stroke("#ffffff");
  doc.restore();
}

/** A section's heading: a blue rule, then the title. */
export function heading(doc: Doc, title: string, size = 16): void {
  ensureSpace(doc, size * 4);
  const { left, width } = frame(doc);
  doc.moveDown(0.4);
  doc.rect(left, doc.y, 28, 3).fill(COLOURS.primary);
  doc.y += 9;
  doc.font(FONT.bold).fontSize(size).fillColor(COLOURS.ink).text(title, left, doc.y, { width });
  doc.moveDown(0.35);
}

/** A small title above a block (a chart, a table). */
export function subheading(doc: Doc, title: string, colour: string = COLOURS.ink): void {
  const { left, width } = frame(doc);
  doc.font(FONT.bold).fontSize(11).fillColor(colour).text(title, left, doc.y, { width });
  doc.moveDown(0.3);
}
