// French texts of a ticket's page (/dashboard/helpdesk/:number): header, side panel, thread,
// forms and their notices. Labels of statuses, priorities, types and sources, and the refusals of
// the commands, are in ./helpdesk.ts. Typography: "\u00a0:" before a colon, U+202F before ! ? ;.

import { grouped } from "./french";

export const HELPDESK_PATH = "/dashboard/helpdesk";
export const ticketPath = (number: number) => `${HELPDESK_PATH}/${number}`;
export const attachmentPath = (number: number, id: string) => `${ticketPath(number)}/pieces/${id}`;

/** `?avis=` codes a successful form redirects with, and what the page then says. */
export const TICKET_NOTICES = {
  reponse: "Réponse envoyée au demandeur.",
  note: "Note interne ajoutée. Elle n'est pas envoyée au demandeur.",
  "reponse-demandeur": "Votre réponse a été ajoutée au ticket.",
  proprietes: "Modifications enregistrées.",
  inchange: "Aucune modification\u00a0: le ticket est inchangé.",
  "equipement-lie": "Équipement lié au ticket.",
  "equipement-deja-lie": "Cet équipement était déjà lié au ticket\u00a0: rien n'a changé.",
  "equipement-retire": "Équipement retiré du ticket.",
  lien: "Lien privé renouvelé\u00a0: l'ancien ne fonctionne plus. Le prochain e-mail au demandeur contiendra le nouveau.",
} as const;
export type TicketNoticeCode = keyof typeof TICKET_NOTICES;

export const ticketPageTexts = {
  metaTitle: (label: string, subject: string) => `${label} ${subject.slice(0, 80)} | Tickets`,
  description: "Un ticket de l'assistance de l'espace de travail.",
  back: "Tous les tickets",
  reload: "Recharger",
  badgesLabel: "État du ticket",
  /** Read before each badge by screen readers. */
  badges: { status: "Statut\u00a0: ", priority: "Priorité\u00a0: ", sla: "Délais\u00a0: " },
  requesterView:
    "Vous voyez ce ticket en tant que demandeur\u00a0: les notes internes de l'équipe ne sont pas affichées.",
  panel: {
    heading: "Détails",
    requester: "Demandeur",
    assignee: "Technicien",
    nobody: "Non assigné",
    category: "Catégorie",
    noCategory: "Aucune",
    type: "Type",
    source: "Source",
    tags: "Étiquettes",
    noTags: "Aucune",
    created: "Créé le",
    updated: "Mis à jour le",
    pendingReason: "Mise en attente",
    followUp: "Relance prévue le",
    satisfaction: "Avis du demandeur",
    satisfied: "Satisfait",
    unsatisfied: "Pas satisfait",
  },
  sla: {
    heading: "Délais (SLA)",
    firstResponse: "Première réponse",
    resolution: "Résolution",
    dueOn: "Avant le",
    respondedOn: "Faite le",
    resolvedOn: "Résolu le",
    paused: "En pause",
    none: "—",
    elapsed: "Temps ouvré écoulé",
    pausedNote: "Le chronomètre est arrêté tant que le ticket est «\u202fEn attente\u202f».",
    breachedNote: "Un délai est dépassé.",
    atRiskNote: "Plus de 75\u00a0% d'un délai est écoulé.",
  },
  thread: {
    heading: "Fil du ticket",
    description: "Demande initiale",
    publicReply: "Réponse publique",
    requesterReply: "Réponse du demandeur",
    note: "Note interne",
    noteHint: "Visible par l'équipe seulement",
    attachments: "Pièces jointes",
    download: (name: string) => `Télécharger ${name}`,
    empty: "Aucun échange pour l'instant.",
    /** The marks of an e-mail whose sender the receiving server did not vouch for (decision 0064). */
    senderCheck: {
      fail: {
        label: "Expéditeur non authentifié",
        hint: "Le serveur de réception n'a pas pu confirmer (SPF, DKIM, DMARC) que ce message vient de cette adresse\u00a0: il peut avoir été envoyé par quelqu'un d'autre. Vérifiez avant d'agir sur sa demande.",
      },
      none: {
        label: "Expéditeur non vérifié",
        hint: "Le serveur de réception n'a transmis aucun résultat SPF, DKIM ou DMARC\u00a0: rien ne garantit que ce message vient de cette adresse.",
      },
    },
    fullMessage: "Afficher le message complet (historique cité, signature)",
  },
  events: {
    created: (author: string, source: string) => `${author} a ouvert le ticket (${source})`,
    status: (author: string, from: string, to: string) =>
      `${author} a changé le statut\u00a0: ${from} → ${to}`,
    assignee: (author: string, to: string | null) =>
      to ? `${author} a attribué le ticket à ${to}` : `${author} a retiré l'attribution`,
    priority: (author: string, from: string, to: string) =>
      `${author} a changé la priorité\u00a0: ${from} → ${to}`,
    type: (author: string, from: string, to: string) =>
      `${author} a changé le type\u00a0: ${from} → ${to}`,
    category: (author: string, from: string, to: string) =>
      `${author} a changé la catégorie\u00a0: ${from} → ${to}`,
    tags: (author: string, from: string, to: string) =>
      `${author} a changé les étiquettes\u00a0: ${from} → ${to}`,
    other: (author: string, field: string) => `${author} a modifié «\u202f${field}\u202f»`,
  },
  reply: {
    heading: "Répondre",
    body: "Message",
    kind: "Type de message",
    public: "Réponse publique",
    publicHint: "Envoyée au demandeur par e-mail",
    note: "Note interne",
    noteHint: "Jamais envoyée, visible par l'équipe",
    files: "Pièces jointes",
    filesHint:
      "3\u00a0fichiers au plus, 5\u00a0Mo chacun (images, PDF, documents bureautiques, texte).",
    canned: "Réponses types",
    cannedNone: "Choisir une réponse type…",
    insert: "Insérer",
    submitReply: "Envoyer la réponse",
    submitNote: "Ajouter la note",
    submit: "Envoyer",
    pending: "Envoi…",
    final: "Ce ticket est clos ou annulé\u00a0: on ne peut plus y répondre.",
  },
  status: {
    heading: "Statut",
    to: "Statut",
    /** The status select's first option: the status stays as it is. */
    current: (label: string) => `${label} (inchangé)`,
    reason: "Raison de l'attente",
    followUp: "Date de relance (facultative)",
    pendingHint: "Pour «\u202fEn attente\u202f» seulement.",
    final: "Ce ticket est clos ou annulé\u00a0: son statut ne change plus.",
  },
  assign: {
    label: "Technicien",
    nobody: "Non assigné",
  },
  priority: {
    label: "Priorité",
  },
  /** 'Propriétés': one form, one button (decision 0068). */
  properties: {
    submit: "Enregistrer",
    pending: "Enregistrement…",
  },
  details: {
    heading: "Détails",
    type: "Type",
    category: "Catégorie",
    noCategory: "Aucune catégorie",
    tags: "Étiquettes",
    tagsHint: "Séparées par des virgules, 10\u00a0au plus.",
  },
  link: {
    heading: "Lien du demandeur",
    lead: "Le demandeur suit ce ticket par un lien privé reçu par e-mail. Renouvelez-le s'il a été transmis par erreur.",
    submit: "Renouveler le lien du demandeur",
    pending: "Renouvellement…",
  },
  manage: "Traiter le ticket",
  shortcuts: {
    heading: "Raccourcis clavier",
    reply: "Écrire une réponse",
    help: "Afficher ou masquer cette liste",
  },
  errors: {
    bodyRequired: "Écrivez votre message avant de l'envoyer.",
    bodyTooLong: (max: number) => `Le message dépasse ${grouped(max)}\u00a0caractères.`,
    kind: "Choisissez «\u202fRéponse publique\u202f» ou «\u202fNote interne\u202f».",
    status: "Choisissez un statut.",
    followUp: "Indiquez une date de relance valide, aujourd'hui ou plus tard.",
    assignee: "Choisissez un technicien de la liste.",
    priority: "Choisissez une priorité.",
    version: "La version du ticket manque au formulaire. Rechargez la page puis recommencez.",
    unknownIntent: "Cette action n'existe pas sur ce ticket.",
    canned: "Cette réponse type n'existe plus. Rechargez la page.",
    type: "Choisissez «\u202fIncident\u202f» ou «\u202fDemande\u202f».",
    category: "Choisissez une catégorie de la liste.",
    notesForbidden: "Seule l'équipe d'assistance peut faire cela sur ce ticket.",
  },
} as const;

/** The refusals of a ticket's tags (the ticket page and the 'Nouveau ticket' form). */
export const tagErrors = {
  tooMany: (max: number) => `Indiquez au plus ${max}\u00a0étiquettes.`,
  tooLong: (max: number) => `Une étiquette ne dépasse pas ${max}\u00a0caractères.`,
  invalid: "Une étiquette ne peut contenir ni caractère de contrôle ni virgule.",
} as const;

/** "1,5 Mo", "12 Ko", "800 o". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes}\u00a0o`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)}\u00a0Ko`;
  return `${(kb / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1 })}\u00a0Mo`;
}

/** Business time as "3 h 05 min", "45 min", "0 min". */
export function businessTimeLabel(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return `${hours}\u00a0h\u00a0${String(rest).padStart(2, "0")}\u00a0min`;
}
