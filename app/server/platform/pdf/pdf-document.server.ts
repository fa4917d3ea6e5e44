import PDFDocument from "pdfkit";
import { PAGE, pdfText, type Doc } from "./pdf-style.server";

// A PDF of the site's look as bytes (A4, the platform's margins, French, buffered pages so that
// the footers are written last): what a module draws goes in `draw`. Pure, no database, so it
// can run in the worker pool (parse-worker.server.ts).

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
