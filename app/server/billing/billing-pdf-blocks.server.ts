import { documentTexts as t } from "~/content/billing-documents";
import { formatMoney } from "~/contracts/money";
import {
  COLOURS,
  ensureSpace,
  FONT,
  frame,
  pdfText,
  type Doc,
} from "~/server/platform/pdf/pdf-style.server";
import type { BillingPdfInput, ReceiptFacts } from "./billing-pdf.server";
import type { BillingLine } from "./schema.server";

// The blocks of a billing document (billing-pdf.server.ts): the lines' table, the totals in EUR
// and GNF, the payment instructions with the reference, and a receipt's facts.

const SIZE = 9;
const PAD = 6;

function row(doc: Doc, cells: string[], widths: number[], opts: { bold?: boolean; fill?: string }) {
  const { left } = frame(doc);
  doc.font(opts.bold ? FONT.bold : FONT.regular).fontSize(SIZE);
  const height =
    Math.max(...cells.map((text, c) => doc.heightOfString(text, { width: widths[c]! - PAD * 2 }))) +
    PAD * 2;
  ensureSpace(doc, height);
  const y = doc.y;
  if (opts.fill)
    doc
      .rect(
        left,
        y,
        widths.reduce((a, b) => a + b, 0),
        height,
      )
      .fill(opts.fill);
  let x = left;
  cells.forEach((text, c) => {
    doc.fillColor(opts.bold ? COLOURS.ink : COLOURS.text);
    doc.text(text, x + PAD, y + PAD, {
      width: widths[c]! - PAD * 2,
      align: c === 0 ? "left" : "right",
    });
    x += widths[c]!;
  });
  doc.y = y + height;
  doc
    .rect(
      left,
      doc.y - 0.5,
      widths.reduce((a, b) => a + b, 0),
      0.5,
    )
    .fill(COLOURS.line);
}

/** Désignation, Qté, Prix unitaire HT, Montant HT. */
export function drawLines(doc: Doc, lines: BillingLine[]) {
  const { width } = frame(doc);
  const widths = [width - 60 - 100 - 100, 60, 100, 100];
  const c = t.columns;
  row(doc, [c.description, c.quantity, c.unit, c.amount], widths, {
    bold: true,
    fill: COLOURS.headFill,
  });
  for (const line of lines) {
    row(
      doc,
      [
        pdfText(line.description),
        String(line.quantity),
        pdfText(formatMoney(line.unitCents, "EUR")),
        pdfText(formatMoney(line.amountCents, "EUR")),
      ],
      widths,
      {},
    );
  }
  doc.moveDown(0.8);
}

interface Totals {
  subtotal: string;
  vatLabel: string;
  vat: string;
  total: string;
  gnf: string | null;
  rate: string | null;
  /** The account's credit taken off at issue, and what is left to pay (EUR, GNF). */
  credit: { credit: string; rest: string; restGnf: string } | null;
}

/** The totals, right-aligned under the lines; the GNF total stands out (what most pay in). */
export function drawTotals(doc: Doc, totals: Totals) {
  const { left, width } = frame(doc);
  const boxWidth = 250;
  const x = left + width - boxWidth;
  ensureSpace(doc, 110);
  const pairs: [string, string, boolean][] = [
    [t.subtotal, totals.subtotal, false],
    [totals.vatLabel, totals.vat, false],
    [t.total, totals.total, true],
  ];
  if (totals.credit) {
    pairs.push([t.creditTaken, totals.credit.credit, false], [t.rest, totals.credit.rest, true]);
  }
  for (const [label, value, bold] of pairs) {
    const y = doc.y;
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(bold ? 11 : 9.5)
      .fillColor(COLOURS.ink);
    doc.text(pdfText(label), x, y, { width: boxWidth / 2 });
    doc.text(pdfText(value), x + boxWidth / 2, y, { width: boxWidth / 2, align: "right" });
    doc.y += 4;
  }
  if (totals.gnf) {
    doc.y += 4;
    const y = doc.y;
    doc.roundedRect(x, y, boxWidth, 44, 4).fill(COLOURS.primarySoft);
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOURS.text);
    doc.text(pdfText(totals.credit ? t.restGnf : t.gnf), x + 10, y + 7, { width: boxWidth - 20 });
    doc.font(FONT.bold).fontSize(14).fillColor(COLOURS.ink);
    doc.text(pdfText(totals.credit?.restGnf ?? totals.gnf), x + 10, y + 20, {
      width: boxWidth - 20,
      align: "right",
    });
    doc.y = y + 48;
    doc.font(FONT.regular).fontSize(8).fillColor(COLOURS.muted);
    doc.text(pdfText(totals.rate ?? ""), x, doc.y, { width: boxWidth, align: "right" });
  }
  doc.x = left;
  doc.moveDown(1.2);
}

function paragraph(doc: Doc, text: string, options: { bold?: boolean; colour?: string } = {}) {
  const { left, width } = frame(doc);
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(9.5)
    .fillColor(options.colour ?? COLOURS.text)
    .text(pdfText(text), left, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.3);
}

/** An invoice's payment instructions, a quote's way to accept, a credit note's effect. */
export function drawPayment(doc: Doc, input: BillingPdfInput) {
  const { left, width } = frame(doc);
  if (input.kind === "quote") {
    paragraph(doc, t.quoteGnf, { colour: COLOURS.muted });
    paragraph(doc, t.quoteAccept);
    return;
  }
  if (input.kind === "credit_note") {
    paragraph(doc, t.creditRefund);
    return;
  }
  if (input.kind === "receipt") {
    paragraph(doc, t.receiptThanks);
    return;
  }
  ensureSpace(doc, 150);
  doc.font(FONT.bold).fontSize(12).fillColor(COLOURS.ink).text(t.payTitle, left, doc.y, { width });
  doc.moveDown(0.4);
  if (input.paymentReference) {
    const y = doc.y;
    doc.roundedRect(left, y, width, 46, 4).lineWidth(1).strokeColor(COLOURS.primary).stroke();
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOURS.text);
    doc.text(pdfText(t.reference), left + 10, y + 7, { width: 150 });
    doc.font(FONT.bold).fontSize(16).fillColor(COLOURS.ink);
    doc.text(input.paymentReference, left + 10, y + 21, { width: 150, characterSpacing: 1 });
    doc.font(FONT.regular).fontSize(8.5).fillColor(COLOURS.text);
    doc.text(pdfText(t.referenceHint), left + 170, y + 12, { width: width - 180 });
    doc.y = y + 56;
  }
  const s = input.seller;
  const ways = [
    s.bank ? t.bank(s.bank.name, s.bank.holder, s.bank.account) : null,
    s.orangeMoney ? t.orangeMoney(s.orangeMoney) : null,
    s.mtnMomo ? t.mtnMomo(s.mtnMomo) : null,
    t.cash(s.address),
  ].filter((w): w is string => w !== null);
  for (const way of ways) {
    const y = doc.y;
    doc.circle(left + 3, y + 5.5, 2).fill(COLOURS.primary);
    doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.text);
    doc.text(pdfText(way), left + 12, y, { width: width - 12, lineGap: 2 });
    doc.moveDown(0.25);
  }
  doc.moveDown(0.4);
  paragraph(doc, t.paidOnReceipt, { colour: COLOURS.muted });
}

/** A receipt's facts, as a two-column table. */
export function drawReceipt(doc: Doc, receipt: ReceiptFacts) {
  const { width } = frame(doc);
  const l = t.receiptLines;
  const widths = [width / 2, width / 2];
  const pairs: [string, string, boolean][] = [
    [l.amount, receipt.amount, true],
    [l.method, receipt.method, false],
    [l.reference, receipt.reference, false],
    [l.receivedOn, receipt.receivedOn, false],
    [l.invoice, receipt.invoiceNumber, false],
    [l.invoiceTotal, receipt.invoiceTotal, false],
    ...(receipt.deducted
      ? [[l.deducted, receipt.deducted, false] as [string, string, boolean]]
      : []),
    [l.paidSoFar, receipt.paidSoFar, false],
    [l.balance, receipt.balance, true],
  ];
  for (const [label, value, bold] of pairs) {
    row(doc, [pdfText(label), pdfText(value)], widths, {
      bold,
      fill: bold ? COLOURS.zebra : undefined,
    });
  }
  doc.moveDown(1);
}
