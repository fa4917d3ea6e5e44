import { writeFileSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderBillingPdf, type BillingPdfInput } from "./billing-pdf.server";

// The billing's PDFs read back as text (unpdf): the number, the parties with the RCCM and NIF,
// the totals in EUR and GNF at the invoice's rate, the payment reference and instructions; the
// layout itself is looked at with pdftoppm (BILLING_PDF_DIR=/tmp/x writes the files).

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return plain(text);
}

const invoice: BillingPdfInput = {
  kind: "invoice",
  brandName: "Nimba Tech",
  number: "FAC-2026-000123",
  issuedOn: "2026-11-28",
  until: "2026-12-13",
  seller: {
    name: "Nimba Tech SARL",
    address: "Immeuble Kaloum Center, Conakry, Guinée",
    rccm: "GN.TCC.2026.B.00001",
    nif: "123456789",
    email: "facturation@nimba.gn",
    phone: "+224 621 00 00 01",
    bank: { name: "Ecobank Guinée", holder: "Nimba Tech SARL", account: "GN12 3456 7890 1234" },
    orangeMoney: "+224 622 00 00 03",
    mtnMomo: "+224 664 00 00 04",
  },
  customer: {
    workspace: "Société Générale de Télécoms",
    name: "Aïssatou Diallo",
    email: "aissatou@sgt.gn",
  },
  period: { plan: "Standard", cycle: "mensuelle", start: "2026-11-28", end: "2026-12-27" },
  lines: [
    {
      description: "Formule Standard, 3 utilisateurs × 1 mois",
      quantity: 3,
      unitCents: 10_000,
      amountCents: 30_000,
    },
  ],
  subtotalCents: 30_000,
  vatRateBp: 1800,
  vatCents: 5_400,
  totalCents: 35_400,
  gnf: { rateE4: 94_125_000, rateOn: "2026-11-28", totalGnf: 3_332_025 },
  paymentReference: "2600012347",
  creditCents: 0,
  credits: null,
  receipt: null,
  createdAt: new Date("2026-11-28T09:00:00Z"),
};

const quote: BillingPdfInput = {
  ...invoice,
  kind: "quote",
  number: "DEV-2026-000045",
  until: "2026-12-28",
  period: null,
  gnf: null,
  paymentReference: null,
};

const creditNote: BillingPdfInput = {
  ...invoice,
  kind: "credit_note",
  number: "AV-2026-000004",
  until: null,
  paymentReference: null,
  credits: { number: "FAC-2026-000123", issuedOn: "2026-11-28" },
};

const receipt: BillingPdfInput = {
  ...invoice,
  kind: "receipt",
  number: "REC-2026-000007",
  issuedOn: "2026-12-02",
  until: null,
  paymentReference: null,
  receipt: {
    method: "Orange Money",
    reference: "OM-2612-88341",
    receivedOn: "2 décembre 2026",
    amount: "2 000 000 GNF (212,48 €)",
    invoiceNumber: "FAC-2026-000123",
    invoiceTotal: "354,00 €",
    deducted: null,
    paidSoFar: "212,48 €",
    balance: "141,52 €",
  },
};

const write = (name: string, pdf: Buffer) => {
  const dir = process.env.BILLING_PDF_DIR;
  if (dir) writeFileSync(`${dir}/${name}.pdf`, pdf);
};

describe("the billing's PDFs", { timeout: 30_000 }, () => {
  it("prints an invoice with its parties, totals in EUR and GNF, and how to pay", async () => {
    const pdf = await renderBillingPdf(invoice);
    write("invoice", pdf);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await textOf(pdf);
    for (const part of [
      "FACTURE",
      "FAC-2026-000123",
      "28 novembre 2026",
      "13 décembre 2026",
      "RCCM : GN.TCC.2026.B.00001",
      "NIF : 123456789",
      "Société Générale de Télécoms",
      "Aïssatou Diallo",
      "300,00 €",
      "TVA 18 %",
      "54,00 €",
      "354,00 €",
      "3 332 025 GNF",
      "Au taux de 9 412,5 GNF pour 1 € du 28 novembre 2026.",
      "2600012347",
      "Ecobank Guinée",
      "Orange Money : +224 622 00 00 03",
      "MTN MoMo : +224 664 00 00 04",
      "Page 1 sur 1",
    ]) {
      expect(text).toContain(plain(part));
    }
  });

  it("prints what the account's credit took off an invoice, and the rest in EUR and GNF", async () => {
    const pdf = await renderBillingPdf({ ...invoice, creditCents: 5_000 });
    write("invoice-credit", pdf);
    const text = await textOf(pdf);
    expect(text).toContain(plain("Trop-perçu déduit -50,00\u00a0€"));
    expect(text).toContain(plain("Reste à payer 304,00\u00a0€"));
    expect(text).toContain(plain("Reste à payer en francs guinéens"));
    expect(text).toContain(plain("2\u202f861\u202f400\u00a0GNF"));
  });

  it("prints a quote without a rate, a credit note naming its invoice, and a receipt", async () => {
    const [q, c, r] = await Promise.all([quote, creditNote, receipt].map(renderBillingPdf));
    write("quote", q!);
    write("credit-note", c!);
    write("receipt", r!);
    const quoteText = await textOf(q!);
    expect(quoteText).toContain("DEVIS");
    expect(quoteText).toContain("Valable jusqu'au : 28 décembre 2026");
    expect(quoteText).not.toContain("GNF pour 1");
    // Every character is one Helvetica writes (an arrow '→' came out as '!'').
    expect(quoteText).toContain(plain("Paramètres › Abonnement › «\u202fAccepter le devis\u202f»"));
    const creditText = await textOf(c!);
    expect(creditText).toContain("AVOIR");
    expect(creditText).toContain("Avoir sur la facture FAC-2026-000123 du 28 novembre 2026.");
    expect(creditText).not.toContain("2600012347");
    const receiptText = await textOf(r!);
    expect(receiptText).toContain("REÇU");
    expect(receiptText).toContain("REC-2026-000007");
    expect(receiptText).toContain(plain("2 000 000 GNF (212,48 €)"));
    expect(receiptText).toContain(plain("141,52 €"));
  });
});
