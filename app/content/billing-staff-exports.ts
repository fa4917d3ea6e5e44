import { grouped } from "./french";
import type { paymentMethodLabels } from "./billing-documents";

// Staff's exports for the accountant (issue 36): the CSV of a month's invoices and of its
// payments, and the monthly summary page. Typography: U+00A0 before :, U+202F before ; ! ?.

export const invoiceCsvHeaders = [
  "Numéro",
  "Type",
  "Émise le",
  "Échéance",
  "Espace",
  "Client",
  "E-mail du client",
  "Formule",
  "Périodicité",
  "Utilisateurs",
  "Montant HT (EUR)",
  "TVA (EUR)",
  "Montant TTC (EUR)",
  "Taux EUR→GNF",
  "Montant TTC (GNF)",
  "Référence de paiement",
  "Statut",
  "Réglé (EUR)",
] as const;

export const paymentCsvHeaders = [
  "Reçu",
  "Reçu le",
  "Facture",
  "Espace",
  "Moyen",
  "Référence",
  "Montant",
  "Devise",
  "Contre-valeur (EUR)",
  "Enregistré par",
] as const;

export const csvKindWords = { invoice: "Facture", credit_note: "Avoir" } as const;

/** 'factures-2026-11.csv', 'paiements-2026-11.csv'. */
export const exportFileName = (kind: "factures" | "paiements", month: string) =>
  `${kind}-${month}.csv`;

export interface MethodTotal {
  method: keyof typeof paymentMethodLabels;
  count: number;
  /** Euro value at the invoices' rates, and what came in each currency. */
  eur: string;
  received: string;
}

export interface SummaryView {
  month: string;
  /** 'novembre 2026'. */
  label: string;
  invoices: { count: number; subtotal: string; vat: string; total: string; totalGnf: string };
  creditNotes: { count: number; total: string };
  payments: { count: number; eur: string; byMethod: MethodTotal[] };
  /** What the month's invoices still owe today. */
  outstanding: string;
}

export const summaryTexts = {
  title: "Synthèse mensuelle",
  lead: "Ce qui a été facturé et encaissé sur un mois, pour la comptabilité.",
  month: "Mois",
  show: "Afficher",
  invoiced: "Facturé",
  invoiceCount: (n: number) => (n <= 1 ? `${grouped(n)} facture` : `${grouped(n)} factures`),
  creditCount: (n: number) => (n <= 1 ? `${grouped(n)} avoir` : `${grouped(n)} avoirs`),
  paymentCount: (n: number) => (n <= 1 ? `${grouped(n)} paiement` : `${grouped(n)} paiements`),
  subtotal: "Hors taxes",
  vat: "TVA",
  total: "Toutes taxes comprises",
  totalGnf: "Contre-valeur en francs",
  creditNotes: "Avoirs",
  received: "Encaissé",
  byMethod: "Par moyen de paiement",
  method: "Moyen",
  count: "Paiements",
  eur: "Contre-valeur",
  receivedIn: "Reçu",
  noPayment: "Aucun paiement reçu ce mois-ci.",
  outstanding: "Reste à encaisser sur les factures du mois",
  exports: "Exports CSV",
  exportInvoices: "Factures du mois (CSV)",
  exportPayments: "Paiements du mois (CSV)",
  badMonth: "Choisissez un mois valide, par exemple 2026-11.",
} as const;
