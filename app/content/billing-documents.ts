// French texts of the billing's documents (issue 36, decisions 0110, 0114): the quote, the
// invoice, the credit note and the receipt as PDFs, and their file names. Days are ISO dates
// ('2026-11-28') of Africa/Conakry, written here as '28 novembre 2026'.

export type BillingDocumentKind = "quote" | "invoice" | "credit_note" | "receipt";

export const documentTitles: Readonly<Record<BillingDocumentKind, string>> = {
  quote: "Devis",
  invoice: "Facture",
  credit_note: "Avoir",
  receipt: "Reçu",
};

export const cycleLabels = { monthly: "mensuelle", yearly: "annuelle" } as const;

export const paymentMethodLabels = {
  bank_transfer: "Virement bancaire",
  orange_money: "Orange Money",
  mtn_momo: "MTN MoMo",
  cash: "Espèces",
  credit: "Crédit du compte",
} as const;

const longDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/** '2026-11-28' → '28 novembre 2026'; the first of a month is '1er' in French. */
export const formatDay = (day: string) =>
  longDay.format(new Date(`${day}T00:00:00Z`)).replace(/^1 /, "1er ");

/** 'facture-FAC-2026-000123.pdf'. */
export const documentFileName = (kind: BillingDocumentKind, number: string) =>
  `${documentTitles[kind]
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")}-${number}.pdf`;

export const documentTexts = {
  number: "N°",
  issuedOn: "Date",
  dueOn: "À régler avant le",
  validUntil: "Valable jusqu'au",
  seller: "Émetteur",
  customer: "Client",
  rccm: "RCCM",
  nif: "NIF",
  workspace: "Espace",
  columns: {
    description: "Désignation",
    quantity: "Qté",
    unit: "Prix unitaire HT",
    amount: "Montant HT",
  },
  subtotal: "Total HT",
  vat: (rate: string) => `TVA ${rate}`,
  total: "Total TTC",
  gnf: "Total TTC en francs guinéens",
  creditTaken: "Trop-perçu déduit",
  rest: "Reste à payer",
  restGnf: "Reste à payer en francs guinéens",
  rate: (rate: string, day: string) => `Au taux de ${rate}\u00a0GNF pour 1\u00a0€ du ${day}.`,
  period: (plan: string, cycle: string, from: string, to: string) =>
    `Formule ${plan}, facturation ${cycle}, du ${from} au ${to}.`,
  quoteGnf:
    "Le montant en francs guinéens sera calculé sur la facture, au taux du jour de son émission.",
  quoteAccept:
    "Pour accepter ce devis\u00a0: Paramètres › Abonnement › «\u202fAccepter le devis\u202f». La facture et ses instructions de paiement vous sont alors envoyées.",
  payTitle: "Comment payer",
  reference: "Référence de paiement",
  referenceHint:
    "À indiquer avec chaque paiement (motif du virement, message Orange Money ou MTN MoMo).",
  bank: (name: string, holder: string, account: string) =>
    `Virement bancaire\u00a0: ${name}, titulaire ${holder}, compte ${account}`,
  orangeMoney: (n: string) => `Orange Money\u00a0: ${n} (paiement marchand)`,
  mtnMomo: (n: string) => `MTN MoMo\u00a0: ${n} (paiement marchand)`,
  cash: (address: string) => `Espèces\u00a0: à nos bureaux, ${address}, contre reçu`,
  paidOnReceipt: "Le service est activé dès réception du paiement, un reçu vous est envoyé.",
  credits: (number: string, day: string) => `Avoir sur la facture ${number} du ${day}.`,
  creditRefund:
    "Ce montant est déduit du reste dû sur la facture\u202f; ce qui était déjà réglé s'ajoute à votre avoir, déduit de votre prochaine facture.",
  receivedFrom: (customer: string) => `Reçu de ${customer}`,
  receiptLines: {
    method: "Moyen de paiement",
    reference: "Référence",
    receivedOn: "Reçu le",
    amount: "Montant reçu",
    invoice: "En règlement de la facture",
    invoiceTotal: "Total de la facture",
    deducted: "Crédit et avoirs déduits",
    paidSoFar: "Réglé à ce jour",
    balance: "Reste à payer",
  },
  receiptThanks: "Merci de votre confiance.",
  footer: (brand: string, rccm: string, nif: string) => `${brand} · RCCM ${rccm} · NIF ${nif}`,
  page: (i: number, n: number) => `Page ${i} sur ${n}`,
} as const;
