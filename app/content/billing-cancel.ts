import { BILLING_PATH } from "./billing";

// Cancelling a subscription ('Résilier', decision 0117) and staff's 'Réactiver': the owner's
// confirmation page, staff's confirmation step, the journal's labels, the owners' e-mails.

export type CancelWhen = "period_end" | "now";

/** The owner's confirmation page: the subscription page with `?resilier`. */
export const CANCEL_PATH = `${BILLING_PATH}?resilier`;
export const WORKSPACE_EXPORT_PATH = "/dashboard/parametres/espace/export";

/** What the owner's confirmation page and the cancelled status show. */
export interface CancelView {
  /** The owner may cancel (not cancelled yet). */
  canCancel: boolean;
  /** The day it takes effect if confirmed today ('31 janvier 2027'); null: at once (a trial). */
  effectiveOn: string | null;
  /** Cancelled: the day the data is deleted, and the export's link. */
  deleteOn: string | null;
  exportHref: string | null;
}

export const cancelTexts = {
  open: "Résilier l'abonnement",
  openLead: "Vous pouvez résilier à tout moment\u202f; vos données restent exportables.",
  heading: "Résilier l'abonnement\u202f?",
  lead: (workspace: string) => `Résiliation de l'espace «\u202f${workspace}\u202f».`,
  atPeriodEnd: (day: string) =>
    `L'abonnement prend fin le ${day}, au terme de la période payée\u00a0: l'espace reste utilisable jusque-là, puis passe en lecture seule.`,
  atOnce: "L'essai prend fin tout de suite\u00a0: l'espace passe en lecture seule.",
  retention: (days: number) =>
    `Vos données sont conservées ${days}\u00a0jours après la fin, le temps de les exporter, puis supprimées.`,
  reason: "Pourquoi résiliez-vous\u202f? (facultatif)",
  reasonHint: "Votre réponse nous aide à améliorer le service.",
  confirm: "Confirmer la résiliation",
  pending: "Résiliation…",
  keep: "Garder mon abonnement",
  done: (day: string) => `Abonnement résilié. Vos données seront supprimées le ${day}.`,
  export: "Exporter les données de l'espace",
  exportHint: "Un fichier JSON avec toutes les données de l'espace.",
  usableUntil: (day: string) => `L'espace reste utilisable jusqu'au ${day}.`,
  ownerOnly: "Seul le Propriétaire de l'espace peut résilier l'abonnement.",
  // Staff's side, on a customer's page.
  staffSummary: "Résilier",
  staffQuestion:
    "Le client est prévenu par e-mail. Les factures impayées des périodes suivantes sont annulées par avoir.",
  staffReason: "Motif",
  staffWhen: "Prise d'effet",
  staffAtPeriodEnd: (day: string | null) =>
    day
      ? `À la fin de la période payée (${day})`
      : "À la fin de la période payée (aucune en cours\u00a0: tout de suite)",
  staffNow: "Maintenant (lecture seule immédiate)",
  staffConfirm: "Confirmer la résiliation",
  staffDone: (day: string) => `Abonnement résilié, données supprimées le ${day}.`,
  reactivate: "Réactiver",
  reactivateLead: (day: string) => `Résilié\u00a0: données supprimées le ${day} sauf réactivation.`,
  reactivated: "Abonnement réactivé.",
  errors: {
    already: "L'abonnement est déjà résilié.",
    notCancelled: "L'abonnement n'est pas résilié.",
    tooLate: "Les données de cet espace ont dépassé leur délai de conservation.",
    reason: "Le motif ne peut pas dépasser 500\u00a0caractères.",
    when: "Choisissez la prise d'effet.",
  },
} as const;

export const cancelJournalLabels = {
  "billing.cancelled": "Abonnement résilié",
  "billing.reactivated": "Abonnement réactivé",
} as const;

export const cancelMails = {
  cancelledSubject: (workspace: string) => `Abonnement résilié — ${workspace}`,
  cancelledBody: (p: {
    name: string;
    workspace: string;
    effective: string;
    deleteOn: string;
    exportUrl: string;
    brand: string;
  }) =>
    [
      `Bonjour ${p.name},`,
      "",
      `L'abonnement de l'espace «\u202f${p.workspace}\u202f» est résilié à compter du ${p.effective}.`,
      `Vos données seront supprimées le ${p.deleteOn}. Exportez-les d'ici là\u00a0: ${p.exportUrl}`,
      "",
      `L'équipe ${p.brand}`,
    ].join("\n"),
  reactivatedSubject: (workspace: string) => `Abonnement réactivé — ${workspace}`,
  reactivatedBody: (p: { name: string; workspace: string; url: string; brand: string }) =>
    [
      `Bonjour ${p.name},`,
      "",
      `L'abonnement de l'espace «\u202f${p.workspace}\u202f» est réactivé\u00a0: vos données sont conservées.`,
      `Votre abonnement\u00a0: ${p.url}`,
      "",
      `L'équipe ${p.brand}`,
    ].join("\n"),
} as const;
