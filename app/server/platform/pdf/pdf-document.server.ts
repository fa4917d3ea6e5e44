import PDFDocument from "pdfkit";
import { COLOURS, FONT, frame, PAGE, pdfText, type Doc } from "./pdf-style.server";

// A PDF of the site's look as bytes (A4, the platform's margins, French, buffered pages so that
// the footers are written last): what a module draws goes in `draw`. Pure, no database, so it
// can run in the worker pool (parse-worker.server.ts). `pageFooters` writes every page's footer.

interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  createdAt: Date;
}

export function renderPdf(info: DocumentInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: {
      top: PAGE.margin,
      left: PAGE.margin,
      right: PAGE.margin,
      bottom: PAGE.margin + PAGE.footer,
    },
    bufferPages: true,
    lang: "fr-FR",
    displayTitle: true,
    info: {
      Title: pdfText(info.title),
      Author: pdfText(info.author),
      Subject: pdfText(info.subject),
      CreationDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/**
 * Each page's footer, once the pages are drawn: a rule, `text` on the left (cut with an
 * ellipsis), `pageLabel(n, count)` on the right.
 */
export function pageFooters(
  doc: Doc,
  text: string,
  pageLabel: (page: number, count: number) => string,
): void {
  const range = doc.bufferedPageRange();
  const line = pdfText(text);
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { left, width } = frame(doc);
    const y = doc.page.height - PAGE.margin + 4;
    // Writing below the bottom margin would add a page: lift the margin while the footer is drawn.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke();
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOURS.muted);
    doc.text(line, left, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(pageLabel(i + 1, range.count), left + width - 80, y, {
      width: 80,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
