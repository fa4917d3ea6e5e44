import {
  documentTexts as t,
  documentTitles,
  formatDay,
  type BillingDocumentKind,
} from "~/content/billing-documents";
import { creditReasonLine } from "~/content/billing-credit";
import { centsToGnf, formatMoney, formatRate } from "~/contracts/money";
import { pageFooters, renderPdf } from "~/server/platform/pdf/pdf-document.server";
import {
  COLOURS,
  drawLogo,
  FONT,
  frame,
  PAGE,
  pdfText,
  type Doc,
} from "~/server/platform/pdf/pdf-style.server";
import { drawLines, drawPayment, drawReceipt, drawTotals } from "./billing-pdf-blocks.server";
import type { BillingLine, CustomerSnapshot, SellerSnapshot } from "./schema.server";

// The billing's documents as PDFs (issue 36, decision 0114): the quote, the invoice (with the
// payment instructions and its reference), the credit note and the receipt, drawn with pdfkit in
// the site's look (platform/pdf). A pure function of its input, a copy of the stored document
// (an invoice never changes, so its PDF is drawn again identical on each download): it runs in
// the worker pool (parse-worker.server.ts, task 'billingPdf').

export interface BillingPdfInput {
  kind: BillingDocumentKind;
  brandName: string;
  number: string;
  /** ISO days of Conakry. */
  issuedOn: string;
  /** The invoice's due day, the quote's last valid day; null for the others. */
  until: string | null;
  seller: SellerSnapshot;
  customer: CustomerSnapshot;
  /** 'Formule Standard, facturation mensuelle, du … au …' (invoices, credit notes). */
  period: { plan: string; cycle: string; start: string; end: string } | null;
  lines: BillingLine[];
  subtotalCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  /** The GNF total at the rate of the invoice's day (the quote has none). */
  gnf: { rateE4: number; rateOn: string; totalGnf: number } | null;
  paymentReference: string | null;
  /** An invoice: the account's overpayment taken off it at issue (euro cents; 0: none). */
  creditCents: number;
  /** A credit note: the invoice it credits. */
  credits: { number: string; issuedOn: string } | null;
  receipt: ReceiptFacts | null;
  createdAt: Date;
  /** A credit note: staff's reason (decision 0118). */
  reason?: string | null;
}

/** What a receipt says of the payment it acknowledges. */
export interface ReceiptFacts {
  method: string;
  reference: string;
  receivedOn: string;
  /** In the payment's own currency. */
  amount: string;
  invoiceNumber: string;
  invoiceTotal: string;
  /** The account's credit taken at issue and the credit notes before the payment; null: none. */
  deducted: string | null;
  paidSoFar: string;
  balance: string;
}

const percent = (bp: number) =>
  `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }).format(bp / 100)}\u00a0%`;

function header(doc: Doc, input: BillingPdfInput) {
  const { left, width } = frame(doc);
  drawLogo(doc, left, PAGE.margin, 28);
  doc.font(FONT.bold).fontSize(13).fillColor(COLOURS.ink);
  doc.text(pdfText(input.brandName), left + 38, PAGE.margin + 7, { width: width / 2 });
  const right = left + width / 2;
  doc.font(FONT.bold).fontSize(22).fillColor(COLOURS.primary);
  doc.text(documentTitles[input.kind].toUpperCase(), right, PAGE.margin, {
    width: width / 2,
    align: "right",
    characterSpacing: 1,
  });
  const facts: [string, string][] = [
    [t.number, input.number],
    [t.issuedOn, formatDay(input.issuedOn)],
  ];
  if (input.until)
    facts.push([input.kind === "quote" ? t.validUntil : t.dueOn, formatDay(input.until)]);
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLOURS.text);
  for (const [label, value] of facts) {
    doc.text(pdfText(`${label}\u00a0: ${value}`), right, doc.y + 2, {
      width: width / 2,
      align: "right",
    });
  }
  doc.y = Math.max(doc.y, PAGE.margin + 70) + 14;
  doc.rect(left, doc.y, width, 1).fill(COLOURS.line);
  doc.y += 16;
}

function party(doc: Doc, x: number, y: number, width: number, title: string, lines: string[]) {
  doc.font(FONT.bold).fontSize(8).fillColor(COLOURS.muted);
  doc.text(title.toUpperCase(), x, y, { width, characterSpacing: 0.8 });
  doc.font(FONT.bold).fontSize(10.5).fillColor(COLOURS.ink);
  doc.text(pdfText(lines[0] ?? ""), x, doc.y + 4, { width });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOURS.text);
  for (const line of lines.slice(1).filter(Boolean))
    doc.text(pdfText(line), x, doc.y + 1.5, { width });
  return doc.y;
}

function parties(doc: Doc, input: BillingPdfInput) {
  const { left, width } = frame(doc);
  const top = doc.y;
  const s = input.seller;
  const c = input.customer;
  const half = (width - 24) / 2;
  const a = party(doc, left, top, half, t.seller, [
    s.name,
    s.address,
    `${t.rccm}\u00a0: ${s.rccm}`,
    `${t.nif}\u00a0: ${s.nif}`,
    s.email,
    s.phone,
  ]);
  const b = party(doc, left + half + 24, top, half, t.customer, [c.workspace, c.name, c.email]);
  doc.y = Math.max(a, b) + 20;
}

function intro(doc: Doc, input: BillingPdfInput) {
  const { left, width } = frame(doc);
  const lines: string[] = [];
  if (input.period) {
    const p = input.period;
    lines.push(t.period(p.plan, p.cycle, formatDay(p.start), formatDay(p.end)));
  }
  if (input.credits) lines.push(t.credits(input.credits.number, formatDay(input.credits.issuedOn)));
  if (input.reason) lines.push(creditReasonLine(input.reason));
  if (input.receipt)
    lines.push(t.receivedFrom(`${input.customer.name} (${input.customer.workspace})`));
  doc.font(FONT.regular).fontSize(10).fillColor(COLOURS.text);
  for (const line of lines) doc.text(pdfText(line), left, doc.y, { width, lineGap: 2 });
  if (lines.length) doc.moveDown(0.8);
}

const footers = (doc: Doc, input: BillingPdfInput) =>
  pageFooters(doc, t.footer(input.seller.name, input.seller.rccm, input.seller.nif), t.page);

/** An invoice settled in part by the account's credit: what is taken off, what is left to pay. */
const creditRows = (input: BillingPdfInput, rateE4: number) => ({
  credit: `-${formatMoney(input.creditCents, "EUR")}`,
  rest: formatMoney(input.totalCents - input.creditCents, "EUR"),
  restGnf: formatMoney(centsToGnf(input.totalCents - input.creditCents, rateE4), "GNF"),
});

/** The document's PDF, as bytes. */
export function renderBillingPdf(input: BillingPdfInput): Promise<Buffer> {
  const title = `${documentTitles[input.kind]} ${input.number}`;
  return renderPdf(
    { title, author: input.seller.name, subject: title, createdAt: input.createdAt },
    (doc) => {
      header(doc, input);
      parties(doc, input);
      intro(doc, input);
      if (input.receipt) drawReceipt(doc, input.receipt);
      else {
        drawLines(doc, input.lines);
        drawTotals(doc, {
          subtotal: formatMoney(input.subtotalCents, "EUR"),
          vatLabel: t.vat(percent(input.vatRateBp)),
          vat: formatMoney(input.vatCents, "EUR"),
          total: formatMoney(input.totalCents, "EUR"),
          gnf: input.gnf ? formatMoney(input.gnf.totalGnf, "GNF") : null,
          rate: input.gnf
            ? t.rate(formatRate(input.gnf.rateE4), formatDay(input.gnf.rateOn))
            : null,
          credit: input.creditCents > 0 && input.gnf ? creditRows(input, input.gnf.rateE4) : null,
        });
      }
      drawPayment(doc, input);
      footers(doc, input);
    },
  );
}
