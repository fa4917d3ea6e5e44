import type { CustomerStatus } from "./billing-staff";

// Staff's billing forms (issue 36): recording a payment, the exchange rates, the billing
// settings; their French refusals, and the journal's labels of staff's billing actions.

/** A receipt scan: one file, 8 Mo at most (a phone photo or a PDF). */
export const RECEIPT_SCAN_BYTES = 8 * 1024 * 1024;

export const paymentTexts = {
  heading: "Enregistrer un paiement",
  lead: "Le reçu part au propriétaire de l'espace par e-mail. Un paiement partiel laisse la facture ouverte\u202f; un trop-perçu devient un avoir sur la prochaine facture.",
  invoice: "Facture",
  invoiceHint: "Avec son reste dû. Un montant en francs est converti au taux de la facture.",
  method: "Moyen de paiement",
  reference: "Référence de la transaction",
  referenceHint:
    "Numéro du virement, de la transaction Orange Money ou MTN MoMo, ou du carnet de reçus.",
  amount: "Montant",
  currency: "Devise",
  receivedOn: "Reçu le",
  scan: "Justificatif (facultatif)",
  scanHint: "PDF, JPEG ou PNG, 8\u00a0Mo au plus.",
  submit: "Enregistrer le paiement",
  pending: "Enregistrement…",
  noOpenInvoice: "Aucune facture à régler pour ce client.",
  recorded: (receipt: string) => `Paiement enregistré. Reçu ${receipt} envoyé au client.`,
  errors: {
    check: "Vérifiez les champs signalés\u00a0: rien n'a été enregistré.",
    invoice: "Choisissez une facture de ce client.",
    method: "Choisissez un moyen de paiement.",
    reference: "Indiquez la référence de la transaction (100\u00a0caractères au plus).",
    amount: "Indiquez un montant positif (deux décimales au plus en euros, aucune en francs).",
    currency: "Choisissez l'euro ou le franc guinéen.",
    receivedOn: "Indiquez la date de réception, au plus tard aujourd'hui.",
    settled: "Cette facture est déjà réglée ou annulée\u00a0: rien n'a été enregistré.",
    scanTooLarge: "Le justificatif dépasse 8\u00a0Mo.",
    scanType: "Le justificatif doit être un PDF ou une image (JPEG, PNG).",
    notFound: "Cette facture n'existe pas ou n'appartient pas à ce client.",
    unknownIntent: "Action inconnue. Rechargez la page et réessayez.",
    unavailable: "Le service est momentanément indisponible. Réessayez dans une minute.",
  },
} as const;

export const paymentMailTexts = {
  subject: (receipt: string, workspace: string) => `Reçu ${receipt} — ${workspace}`,
  body: (p: {
    name: string;
    receipt: string;
    amount: string;
    invoice: string;
    rest: string | null;
    until: string | null;
    url: string;
    brand: string;
  }) =>
    [
      `Bonjour ${p.name},`,
      "",
      `Nous avons bien reçu votre paiement de ${p.amount} pour la facture ${p.invoice}. Votre reçu porte le numéro ${p.receipt}.`,
      p.rest
        ? `Il reste ${p.rest} à régler sur cette facture.`
        : p.until
          ? `La facture est réglée\u00a0: votre abonnement est actif jusqu'au ${p.until}.`
          : "La facture est réglée.",
      "",
      `Votre abonnement\u00a0: ${p.url}`,
      "",
      `L'équipe ${p.brand}`,
    ].join("\n"),
} as const;

export const ratesTexts = {
  title: "Taux de change",
  heading: "Saisir un taux",
  lead: "Le taux EUR → GNF de chaque jour, saisi par l'équipe. Une facture garde le taux de son jour d'émission.",
  day: "Jour",
  rate: "Francs guinéens pour 1\u00a0euro",
  rateHint: "Par exemple 9\u00a0400 ou 9\u00a0412,25 (quatre décimales au plus).",
  enteredBy: "Saisi par",
  submit: "Enregistrer le taux",
  pending: "Enregistrement…",
  listLabel: "Taux des derniers jours",
  empty: "Aucun taux saisi. Sans taux du jour, les clients ne peuvent pas recevoir de facture.",
  missingToday: "Aucun taux pour aujourd'hui\u00a0: les factures du jour attendent ce taux.",
  saved: (day: string) => `Taux du ${day} enregistré.`,
  errors: {
    day: "Indiquez un jour valide, au plus tard demain.",
    rate: "Indiquez un taux positif, par exemple 9\u00a0400 ou 9\u00a0412,25.",
  },
} as const;

export const billingSettingsTexts = {
  title: "Paramètres de facturation",
  lead: "Les instructions de paiement imprimées sur chaque facture, la TVA et les délais.",
  sections: { payment: "Instructions de paiement", terms: "TVA et délais" },
  bankName: "Banque",
  bankHolder: "Titulaire du compte",
  bankAccount: "IBAN ou numéro de compte",
  orangeMoney: "Numéro marchand Orange Money",
  mtnMomo: "Numéro marchand MTN MoMo",
  vat: "TVA (%)",
  vatHint: "18 en Guinée. Deux décimales au plus.",
  terms: "Délai de paiement (jours)",
  suspendAfter: "Suspension après (jours de retard)",
  retention: "Conservation après résiliation (jours)",
  submit: "Enregistrer les paramètres",
  pending: "Enregistrement…",
  saved: "Paramètres de facturation enregistrés. Les prochaines factures les reprendront.",
  errors: {
    check: "Vérifiez les champs signalés\u00a0: rien n'a été enregistré.",
    text: "160\u00a0caractères au plus.",
    vat: "Indiquez un taux entre 0 et 100, deux décimales au plus.",
    days: "Indiquez un nombre de jours entre 1 et 3\u00a0650.",
    stale:
      "Ces paramètres ont été modifiés entre-temps. Vérifiez les valeurs affichées puis enregistrez à nouveau.",
  },
} as const;

/** The journal's labels of staff's billing actions (the module's own journal actions). */
export const billingStaffJournalLabels: Readonly<Record<string, string>> = {
  "billing.payment_recorded": "Paiement enregistré",
};

/** The account's status in the journal's details. */
export const statusWords: Record<CustomerStatus, string> = {
  trial: "essai",
  trial_over: "essai terminé",
  pending_payment: "en attente de paiement",
  active: "actif",
  overdue: "en retard",
  suspended: "suspendu",
  cancelled: "résilié",
};

/** The rates page's data. */
export interface RatesPageView {
  rates: { day: string; rate: string; enteredBy: string }[];
  today: string;
  missingToday: boolean;
}

/** The billing settings as the page shows them. */
export interface BillingSettingsView {
  bankName: string;
  bankHolder: string;
  bankAccount: string;
  orangeMoney: string;
  mtnMomo: string;
  vatRateBp: number;
  paymentTermsDays: number;
  suspendAfterDays: number;
  retentionDays: number;
  version: number;
}
