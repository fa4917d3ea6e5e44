// The billing's reminders (issue 36), each sent once per workspace and subject by the daily job:
// the trial ends in 7 days, in 1 day; an invoice is due in 3 days; it is overdue; the service is
// suspended. French e-mails to the workspace's owners. Typography: U+00A0 before :, U+202F before ; ! ?.

export const REMINDER_KINDS = ["trial_7", "trial_1", "due_soon", "overdue", "suspended"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderFacts {
  name: string;
  workspace: string;
  /** The trial's last day or the invoice's due day, as shown ('1 décembre 2026'). */
  day: string;
  invoice: string | null;
  amount: string | null;
  url: string;
  brand: string;
}

const sign = (f: ReminderFacts) => [
  "",
  `Votre abonnement\u00a0: ${f.url}`,
  "",
  `L'équipe ${f.brand}`,
];

export const reminderMails: Record<
  ReminderKind,
  { subject: (f: ReminderFacts) => string; lines: (f: ReminderFacts) => string[] }
> = {
  trial_7: {
    subject: (f) => `Votre essai de ${f.workspace} se termine dans 7\u00a0jours`,
    lines: (f) => [
      `Votre essai gratuit se termine le ${f.day}. Choisissez votre formule pour continuer sans interruption\u00a0: vous recevrez un devis, puis une facture à régler par virement, Orange Money, MTN MoMo ou en espèces.`,
    ],
  },
  trial_1: {
    subject: (f) => `Votre essai de ${f.workspace} se termine demain`,
    lines: (f) => [
      `Votre essai gratuit se termine le ${f.day}. Ensuite, l'espace passe en lecture seule\u00a0: vos données sont conservées, mais plus rien ne peut être modifié tant qu'une formule n'est pas réglée.`,
    ],
  },
  due_soon: {
    subject: (f) => `Facture ${f.invoice} à régler avant le ${f.day}`,
    lines: (f) => [
      `La facture ${f.invoice} (reste à payer\u00a0: ${f.amount}) arrive à échéance le ${f.day}. Pensez à indiquer sa référence de paiement avec votre règlement.`,
    ],
  },
  overdue: {
    subject: (f) => `Facture ${f.invoice} en retard de paiement`,
    lines: (f) => [
      `La facture ${f.invoice} était à régler le ${f.day}\u202f; il reste ${f.amount} à payer. Sans règlement, le service de ${f.workspace} sera suspendu.`,
      "Si vous avez déjà payé, répondez à ce message avec la référence de la transaction.",
    ],
  },
  suspended: {
    subject: (f) => `Service suspendu pour ${f.workspace}`,
    lines: (f) => [
      `La facture ${f.invoice} (${f.amount}) n'est toujours pas réglée\u00a0: l'espace ${f.workspace} est en lecture seule. Vos données sont conservées\u202f; tout redevient accessible dès le paiement enregistré.`,
    ],
  },
};

export function reminderBody(kind: ReminderKind, f: ReminderFacts): string {
  return [`Bonjour ${f.name},`, "", ...reminderMails[kind].lines(f), ...sign(f)].join("\n");
}
