import { grouped } from "./french";
import { DASHBOARD_PATH } from "./dashboard-links";

// The staff inbox (/dashboard/messages): its French texts, status labels and CSV columns.
// Typography: U+00A0 before ":", U+202F before "?" and "!" and inside « ».

export const INBOX_PATH = `${DASHBOARD_PATH}/messages`;
export const INBOX_EXPORT_PATH = `${INBOX_PATH}/export`;
/** Messages per page of the list. */
export const INBOX_PAGE_SIZE = 50;

/** The statuses of a contact request (the `contact_message.status` column). */
export const INBOX_STATUSES = ["new", "read", "handled"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The status of one message, as a badge and in the CSV. */
export const inboxStatusLabels: Record<InboxStatus, string> = {
  new: "Nouveau",
  read: "Lu",
  handled: "Traité",
};

/** Where the staff e-mail of a message stands (the `contact_message.mail_status` column). */
export const MAIL_DELIVERY_STATUSES = ["none", "pending", "sent", "failed"] as const;
export type MailDeliveryStatus = (typeof MAIL_DELIVERY_STATUSES)[number];

export const inboxTexts = {
  title: "Messages",
  description: "Les demandes de contact reçues par le formulaire du site.",
  lead: "Les demandes de contact et de changement de formule, les plus récentes en premier.",
  filtersLabel: "Filtrer par statut",
  searchLabel: "Rechercher dans les messages",
  searchHint: "Nom, e-mail, sujet ou texte du message. Les accents et majuscules sont ignorés.",
  searchSubmit: "Rechercher",
  clearSearch: "Effacer la recherche",
  exportCsv: "Exporter en CSV",
  unreadBadge: "Nouveau",
  listLabel: "Liste des messages",
  emptyTitle: "Aucun message",
  emptyText: "Les demandes envoyées par le formulaire de contact apparaîtront ici.",
  emptyFilter: "Aucun message avec ce statut pour le moment.",
  showAll: "Voir tous les messages",
  noMatch: (q: string) => `Aucun message ne correspond à «\u202F${q}\u202F».`,
  resultCount: (n: number) =>
    n === 0 ? "Aucun message" : n === 1 ? "1 message" : `${grouped(n)} messages`,
  paginationLabel: "Pages de la liste",
  pageOf: (page: number, count: number) => `Page ${page} sur ${count}`,
  previous: "Précédent",
  next: "Suivant",
  columns: { received: "Reçu le", from: "De", subject: "Sujet", status: "Statut" },
  backToList: "Retour aux messages",
  fields: {
    fullName: "Nom complet",
    email: "Adresse e-mail",
    subject: "Sujet",
    received: "Reçu le",
    status: "Statut",
    handledAt: "Traité le",
    message: "Message",
  },
  markHandled: "Marquer comme traité",
  reopen: "Rouvrir",
  pending: "Enregistrement…",
  reply: "Répondre par e-mail",
  replyPrefix: "Re\u00a0: ",
  actionsLabel: "Actions sur le message",
  mailFailure: {
    badge: "Échec de l'envoi",
    title: "Échec de l'envoi",
    text: (attempts: number) =>
      `L'e-mail qui prévient l'équipe de ce message n'a pas pu être envoyé (${attempts} ${attempts > 1 ? "tentatives" : "tentative"}). Le message lui-même est bien enregistré.`,
    lastError: "Dernière erreur\u00a0:",
    retry: "Réessayer l'envoi",
    retrying: "Remise en file…",
    queued: "Nouvel essai d'envoi de l'e-mail à l'équipe en cours.",
  },
  errors: {
    unknownIntent: "Action inconnue\u00a0: rechargez la page, puis réessayez.",
    method: "Cette adresse accepte uniquement la méthode POST.",
    contentType:
      "Format d'envoi non pris en charge\u00a0: utilisez le bouton de la page du message.",
    malformed: "Le formulaire envoyé est mal formé. Rechargez la page, puis réessayez.",
    notFound: "Page introuvable. Vérifiez l'adresse ou revenez au tableau de bord.",
    mailNotConfigured:
      "L'envoi d'e-mails n'est pas configuré sur ce serveur (SMTP_URL et CONTACT_TO)\u00a0: l'envoi ne peut pas être relancé.",
    unavailable:
      "Service momentanément indisponible\u00a0: les messages ne peuvent pas être lus. Réessayez dans quelques minutes.",
  },
} as const;

/** The CSV export's columns, in order. */
export const inboxCsvHeaders = [
  "Reçu le",
  "Statut",
  "Nom complet",
  "Adresse e-mail",
  "Sujet",
  "Message",
  "Traité le",
  "Identifiant",
] as const;
