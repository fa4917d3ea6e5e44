// French texts of the customer's billing (issue 36, decisions 0110, 0113): the page
// /dashboard/parametres/abonnement (status, plans, quotes, invoices), its errors and notices,
// the 'Facture émise' e-mail, and the journal's labels. Typography: U+00A0 before : ; ! ?,
// U+202F inside « ».

import { formatDay } from "./billing-documents";
import type { WorkspaceRole } from "./workspaces";

export const BILLING_MODULE_ID = "billing";

/**
 * Who may do what (decision 0113): the Propriétaire buys (chooses a plan, accepts a quote); an
 * Administrateur reads the subscription and downloads its documents; Technicien and Membre get
 * a 403 (amounts and invoices are the owner's business).
 */
export type BillingAction = "billing.read" | "billing.buy";
export const BILLING_PERMISSIONS: Record<WorkspaceRole, readonly BillingAction[]> = {
  owner: ["billing.read", "billing.buy"],
  admin: ["billing.read"],
  technician: [],
  member: [],
};
export const billingCan = (role: WorkspaceRole, action: BillingAction) =>
  BILLING_PERMISSIONS[role].includes(action);
export const BILLING_PATH = "/dashboard/parametres/abonnement";

/** A document's PDF: /dashboard/parametres/abonnement/devis/<id>.pdf … */
export const documentPath = (kind: "devis" | "factures" | "recus", id: string) =>
  `${BILLING_PATH}/${kind}/${id}/pdf`;

/** Quotes stay valid this many days. */
export const QUOTE_VALID_DAYS = 30;

export const billingStatusLabels = {
  trial: "Essai",
  pending_payment: "En attente de paiement",
  active: "Actif",
  overdue: "En retard",
  suspended: "Suspendu",
  cancelled: "Résilié",
} as const;

export const quoteStatusLabels = {
  sent: "À accepter",
  accepted: "Accepté",
  declined: "Refusé",
  expired: "Expiré",
  superseded: "Remplacé",
} as const;

export const invoiceStatusLabels = {
  issued: "À payer",
  partially_paid: "Payée en partie",
  paid: "Payée",
  cancelled: "Annulée",
} as const;

export const billingErrors = {
  notFound: "Ce document n'existe pas ou n'appartient pas à cet espace.",
  forbidden:
    "Seul le Propriétaire de l'espace peut choisir une formule ou accepter un devis. Demandez-lui de le faire.",
  badChoice: "Choisissez une formule et une périodicité proposées.",
  onQuote: "La formule Entreprise est sur devis personnalisé\u00a0: contactez-nous.",
  quoteGone:
    "Ce devis n'est plus à accepter (déjà accepté, remplacé ou expiré). La page montre son état actuel.",
  noRate:
    "Le taux de change du jour n'est pas encore saisi\u00a0: votre facture ne peut pas être émise maintenant. Notre équipe en est prévenue et vous l'enverra très vite. Votre devis reste valable.",
  alreadyCredited: "Cette facture est déjà annulée par un avoir.",
  busy: "Le document ne peut pas être préparé pour le moment. Réessayez dans une minute.",
} as const;

export const billingNotices = {
  quoted: (number: string) => `Devis ${number} établi. Vérifiez-le, puis acceptez-le.`,
  invoiced: (number: string) =>
    `Facture ${number} émise et envoyée par e-mail, avec les instructions de paiement.`,
} as const;

/** The journal's labels of the billing's actions (the manifest's `journalLabels`). */
export const billingJournalLabels = {
  "billing.quote_created": "Devis établi",
  "billing.quote_accepted": "Devis accepté",
  "billing.invoice_issued": "Facture émise",
  "billing.credit_note_issued": "Avoir émis",
  "billing.status_changed": "Statut de l'abonnement modifié",
} as const;

export const invoiceMail = {
  subject: (number: string, brand: string) => `Facture ${number} · ${brand}`,
  body: (facts: {
    name: string;
    number: string;
    workspace: string;
    total: string;
    totalGnf: string;
    due: string;
    reference: string;
    url: string;
    brand: string;
  }) =>
    [
      `Bonjour ${facts.name},`,
      "",
      `Votre facture ${facts.number} pour l'espace «\u202f${facts.workspace}\u202f» est jointe à ce message.`,
      "",
      `Montant\u00a0: ${facts.total}, soit ${facts.totalGnf}.`,
      `À régler avant le ${facts.due}.`,
      `Référence de paiement à indiquer\u00a0: ${facts.reference}`,
      "",
      "Vous pouvez payer par virement, Orange Money, MTN MoMo ou en espèces contre reçu\u00a0: les instructions figurent sur la facture.",
      `Vos factures et votre abonnement\u00a0: ${facts.url}`,
      "",
      `L'équipe ${facts.brand}`,
    ].join("\n"),
} as const;

export const noRateMail = {
  subject: (workspace: string) => `Taux du jour manquant\u00a0: une facture attend (${workspace})`,
  body: (facts: { workspace: string; quote: string; day: string; url: string }) =>
    [
      facts.quote.startsWith("DEV-")
        ? `L'espace «\u202f${facts.workspace}\u202f» a voulu accepter le devis ${facts.quote}, mais aucun taux EUR → GNF n'est saisi pour le ${facts.day}.`
        : `La facture de renouvellement de l'espace «\u202f${facts.workspace}\u202f» (${facts.quote}) attend un taux EUR → GNF pour le ${facts.day}.`,
      facts.quote.startsWith("DEV-")
        ? "Saisissez le taux du jour, puis prévenez le client qu'il peut accepter son devis."
        : "Saisissez le taux du jour\u00a0: la facture partira au prochain passage (chaque heure).",
      "",
      facts.url,
    ].join("\n"),
} as const;

/** What staff's notice of a missing rate names for a renewal (decision 0117). */
export const renewalLabel = (periodStart: string) => `renouvellement au ${formatDay(periodStart)}`;
