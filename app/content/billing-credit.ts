// Partial credit notes (issue 36, decision 0118): staff credit chosen lines (a quantity of seats)
// or a free amount with a reason, within what is left creditable on the invoice; the customer
// gets the credit note by e-mail. Typography: U+00A0 before :, U+202F before ; ! ? and in « ».

/** One line of an invoice as the credit form offers it (negative lines are not offered). */
export interface CreditableLine {
  index: number;
  description: string;
  quantity: number;
  amount: string;
}

/** What staff may still credit on an invoice. */
export interface CreditableView {
  lines: CreditableLine[];
  left: string;
  leftGnf: string;
  /** Nothing credited yet: 'Toute la facture' copies it whole. */
  untouched: boolean;
}

export const CREDIT_SCOPES = ["all", "lines", "amount"] as const;
export type CreditScopeKind = (typeof CREDIT_SCOPES)[number];

export const creditFormTexts = {
  summary: "Émettre un avoir",
  lead: (left: string, leftGnf: string) =>
    `Encore créditable sur cette facture\u00a0: ${left} (${leftGnf}). La facture ne change jamais\u202f; l'avoir baisse son reste dû, et ce qui était déjà réglé passe à l'avoir disponible du client.`,
  scopeLegend: "Que créditer\u202f?",
  scopes: {
    all: "Tout ce qui reste créditable",
    lines: "Des lignes (et un nombre d'utilisateurs)",
    amount: "Un montant libre TTC",
  } satisfies Record<CreditScopeKind, string>,
  quantity: (description: string) => `Quantité à créditer pour «\u202f${description}\u202f»`,
  amount: "Montant TTC",
  currency: "Devise",
  reason: "Motif",
  reasonHint: "Imprimé sur l'avoir et envoyé au client (200\u00a0caractères au plus).",
  confirm: "Émettre l'avoir",
  pending: "Émission…",
  /** A credit note's status on staff's list (nobody pays it). */
  noteIssued: "Émis",
  restLabel: (invoice: string) => `Solde de la facture ${invoice}`,
  issued: (number: string) => `Avoir ${number} émis et envoyé au client.`,
  errors: {
    check: "Vérifiez les champs signalés\u00a0: aucun avoir n'a été émis.",
    scope: "Choisissez ce qu'il faut créditer.",
    lines: "Cochez au moins une ligne de la facture.",
    quantity: "Indiquez une quantité entre 1 et ce qui reste à créditer sur la ligne.",
    amount: "Indiquez un montant positif (deux décimales au plus en euros, aucune en francs).",
    reason: "Indiquez le motif de l'avoir (200\u00a0caractères au plus).",
    tooMuch: (left: string) =>
      `L'avoir dépasse ce qui reste créditable sur cette facture (${left})\u00a0: rien n'a été émis.`,
    nothingLeft: "Cette facture est déjà entièrement créditée\u00a0: rien n'a été émis.",
  },
} as const;

export const creditMailTexts = {
  subject: (note: string, workspace: string) => `Avoir ${note} — ${workspace}`,
  body: (p: {
    name: string;
    note: string;
    amount: string;
    invoice: string;
    reason: string;
    effect: string;
    url: string;
    brand: string;
  }) =>
    [
      `Bonjour ${p.name},`,
      "",
      `Nous avons émis l'avoir ${p.note} de ${p.amount} sur la facture ${p.invoice}.`,
      `Motif\u00a0: ${p.reason}`,
      p.effect,
      "",
      "L'avoir est joint à ce message (PDF).",
      `Votre abonnement\u00a0: ${p.url}`,
      "",
      `L'équipe ${p.brand}`,
    ].join("\n"),
  lowersDue: (rest: string) => `Le reste dû sur la facture passe à ${rest}.`,
  toCredit: (amount: string) =>
    `${amount} s'ajoute à votre avoir disponible, déduit de votre prochaine facture.`,
  both: (rest: string, amount: string) =>
    `Le reste dû sur la facture passe à ${rest}\u202f; ${amount} s'ajoute à votre avoir disponible.`,
} as const;

/** The PDF's line under the invoice it credits. */
export const creditReasonLine = (reason: string) => `Motif\u00a0: ${reason}`;
