import { grouped } from "./french";
import type { CancelView } from "./billing-cancel";
import { PRICE_PERIOD_HT, TRIAL_DAYS, USER_DEFINITION } from "./plans";

// The customer's subscription page (/dashboard/parametres/abonnement, decision 0113): its view
// (what the loader hands the page) and its French texts.

export type BillingTone = "neutral" | "good" | "warning" | "danger";

export interface PlanOffer {
  id: string;
  name: string;
  description: string;
  /** '100,00 €': per user and per month, excluding VAT; null: on quote (Entreprise). */
  perUserMonth: string | null;
  /** For the workspace's users, excluding VAT: '300,00 €' a month, '3 600,00 €' a year. */
  monthly: string | null;
  yearly: string | null;
  current: boolean;
  /** The plan the workspace tries (no subscription yet): said on its card, still to choose. */
  trial: boolean;
  popular: boolean;
}

export interface QuoteItem {
  id: string;
  number: string;
  date: string;
  summary: string;
  total: string;
  status: string;
  canAccept: boolean;
  validUntil: string;
  pdfHref: string;
}

export interface PendingQuote extends QuoteItem {
  lines: { description: string; amount: string }[];
  subtotal: string;
  /** 'TVA 18 %'. */
  vatLabel: string;
  vat: string;
}

export interface InvoiceItem {
  id: string;
  number: string;
  kind: string;
  date: string;
  due: string | null;
  total: string;
  totalGnf: string;
  status: string;
  tone: BillingTone;
  reference: string | null;
  /** 'Reste à payer : 304,00 € (2 861 400 GNF)' once it is settled in part. */
  rest: string | null;
  pdfHref: string;
}

export interface BillingPageView {
  workspace: string;
  canBuy: boolean;
  status: { label: string; detail: string; tone: BillingTone };
  plan: { name: string; cycle: string | null } | null;
  users: number;
  plans: PlanOffer[];
  pendingQuote: PendingQuote | null;
  quotes: QuoteItem[];
  invoices: InvoiceItem[];
  /** 'Résilier l'abonnement' and, once cancelled, the deletion's day and the export. */
  cancel: CancelView;
  retentionDays: number;
}

export const billingPageTexts = {
  title: "Abonnement",
  settingsLink: "Abonnement, devis et factures",
  metaTitle: "Abonnement et factures",
  description: "Votre formule, vos utilisateurs, vos devis et vos factures.",
  lead: (workspace: string) =>
    `La formule de l'espace «\u202f${workspace}\u202f», ses devis et ses factures.`,
  statusHeading: "Votre abonnement",
  statusLabel: "Statut",
  planLabel: "Formule",
  usersLabel: "Utilisateurs",
  users: (n: number) => `${grouped(n)}\u00a0utilisateur${n > 1 ? "s" : ""}`,
  userDefinition: USER_DEFINITION,
  trial: (days: number, until: string) =>
    days > 0
      ? `${days}\u00a0jour${days > 1 ? "s" : ""} d'essai restant${days > 1 ? "s" : ""}, jusqu'au ${until}.`
      : `L'essai est terminé depuis le ${until}\u00a0: l'espace est en lecture seule jusqu'au paiement.`,
  trialNone: `Essai gratuit de ${TRIAL_DAYS}\u00a0jours.`,
  trialPlan: (plan: string) => `${plan}, en essai`,
  pending: (number: string, due: string) =>
    `Facture ${number} à régler avant le ${due}. Le service est activé dès réception du paiement.`,
  pendingNoInvoice: "Acceptez votre devis pour recevoir la facture.",
  active: (from: string, until: string) => `Période payée du ${from} au ${until}.`,
  overdue: (number: string, due: string) =>
    `La facture ${number} devait être réglée le ${due}. Réglez-la pour éviter la suspension.`,
  suspended:
    "Service suspendu\u00a0: l'espace est en lecture seule, vos données sont conservées. Réglez la facture en attente pour le réactiver.",
  cancelled: (until: string | null) =>
    until
      ? `Abonnement résilié. Exportez vos données avant le ${until}, date de leur suppression.`
      : "Abonnement résilié. Exportez vos données depuis les paramètres de l'espace.",
  quoteHeading: (number: string) => `Devis ${number} à accepter`,
  quoteLead: (until: string) =>
    `Valable jusqu'au ${until}. En l'acceptant, vous recevez la facture et ses instructions de paiement (virement, Orange Money, MTN MoMo ou espèces).`,
  subtotal: "Total HT",
  vat: (rate: string) => `TVA ${rate}`,
  total: "Total TTC",
  accept: "Accepter le devis",
  accepting: "Émission de la facture…",
  ownerOnly: "Seul le Propriétaire de l'espace peut accepter un devis ou choisir une formule.",
  plansHeading: "Formules",
  plansLead:
    "Prix hors taxes, par utilisateur et par mois. Choisissez une formule et une périodicité pour recevoir un devis.",
  perUserMonth: PRICE_PERIOD_HT,
  forYourUsers: (n: number) =>
    n > 1 ? `Pour vos ${grouped(n)}\u00a0utilisateurs\u00a0:` : "Pour votre utilisateur\u00a0:",
  perMonth: "par mois",
  perYear: "par an",
  cycleLegend: "Périodicité",
  monthlyOption: "Mensuelle",
  yearlyOption: "Annuelle",
  choose: "Choisir cette formule",
  /** On the plan of the trial: the same quote, said as what it does. */
  keep: "Garder cette formule",
  choosing: "Préparation du devis…",
  current: "Formule actuelle",
  trialOffer: "Votre essai",
  popular: "Le plus populaire",
  onQuote: "Sur devis",
  contact: "Nous contacter",
  documentsHeading: "Factures et avoirs",
  documentsEmpty:
    "Aucune facture pour le moment. Elle apparaît ici dès que vous acceptez un devis.",
  quotesHeading: "Devis",
  quotesEmpty: "Aucun devis. Choisissez une formule ci-dessus pour en recevoir un.",
  due: (day: string) => `à régler avant le ${day}`,
  credits: (number: string) => `annule la facture ${number}`,
  creditIssued: "Émis",
  reference: "Référence de paiement",
  rest: (eur: string, gnf: string) => `Reste à payer\u00a0: ${eur} (${gnf})`,
  pdf: "PDF",
  pdfLabel: (number: string) => `Télécharger ${number} en PDF`,
} as const;
