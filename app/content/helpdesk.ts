// The helpdesk's catalogue: statuses and their transitions, priorities, types, sources, and the
// French labels and messages of every refusal. One source for the server rules, the pages, the
// CSV export and the e-mails. Typography: "\u00a0:" before a colon, U+202F before ! ? ;.

import { grouped } from "./french";

export const TICKET_STATUSES = [
  "new",
  "in_progress",
  "pending",
  "resolved",
  "closed",
  "cancelled",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticketStatusLabels: Record<TicketStatus, string> = {
  new: "Nouveau",
  in_progress: "En cours",
  pending: "En attente",
  resolved: "Résolu",
  closed: "Clos",
  cancelled: "Annulé",
};

/**
 * Allowed transitions (from → to). 'Clos' and 'Annulé' are final; a requester's reply reopens a
 * 'Résolu' or 'En attente' ticket (to 'En cours'); 'Résolu' closes itself after the workspace's
 * delay.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ["in_progress", "pending", "resolved", "cancelled"],
  in_progress: ["pending", "resolved", "cancelled"],
  pending: ["in_progress", "resolved", "cancelled"],
  resolved: ["in_progress", "closed"],
  closed: [],
  cancelled: [],
};

/** Statuses counted as open (the dashboard's 'Tickets ouverts', the SLA clock may run). */
export const OPEN_STATUSES: readonly TicketStatus[] = ["new", "in_progress", "pending"];

export const PENDING_REASONS = ["client", "third_party"] as const;
export type PendingReason = (typeof PENDING_REASONS)[number];
export const pendingReasonLabels: Record<PendingReason, string> = {
  client: "En attente du client",
  third_party: "En attente d'un tiers",
};

export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: "Basse",
  normal: "Normale",
  high: "Haute",
  urgent: "Urgente",
};

export const TICKET_TYPES = ["incident", "request"] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const ticketTypeLabels: Record<TicketType, string> = {
  incident: "Incident",
  request: "Demande",
};

export type TicketSource = "portal" | "email" | "phone" | "manual";
export const ticketSourceLabels: Record<TicketSource, string> = {
  portal: "Portail",
  email: "E-mail",
  phone: "Téléphone",
  manual: "Saisie manuelle",
};

export type SlaStateLabel = "ok" | "at_risk" | "breached" | "paused";
export const slaStateLabels: Record<SlaStateLabel, string> = {
  ok: "Dans les délais",
  at_risk: "À risque",
  breached: "En retard",
  paused: "En pause",
};

// The ticket number's format lives in a module of its own, so that the dashboard's header search
// reads it without the rest of this catalogue.
export { parseTicketNumber, ticketNumberLabel } from "./ticket-number";

export const HELPDESK_LIMITS = {
  subject: 200,
  description: 20_000,
  reply: 20_000,
  name: 120,
  email: 254,
  tags: 10,
  tag: 40,
  attachments: 3,
  attachmentBytes: 5 * 1024 * 1024,
  /** A whole form post with attachments. */
  requestBytes: 16 * 1024 * 1024,
  pageSize: 25,
} as const;

export const helpdeskErrors = {
  notFound: "Ce ticket est introuvable dans cet espace de travail.",
  transition: (from: TicketStatus, to: TicketStatus) =>
    `Un ticket «\u202f${ticketStatusLabels[from]}\u202f» ne peut pas passer à «\u202f${ticketStatusLabels[to]}\u202f». Rien n'a été modifié.`,
  stale: "Ce ticket a été modifié entre-temps. Rechargez la page pour voir la dernière version.",
  assignee: "Cette personne ne peut pas traiter de tickets dans cet espace.",
  pendingReason: "Indiquez la raison de la mise en attente.",
  invalid: "Certains champs sont invalides. Corrigez-les puis réessayez.",
  unavailable:
    "Le service d'assistance est momentanément indisponible. Votre saisie est conservée\u00a0: réessayez dans un instant.",
  tooLarge: "La pièce jointe dépasse 5\u00a0Mo ou le nombre de fichiers dépasse 3.",
  attachmentType: "Ce type de fichier n'est pas accepté.",
  voteTooEarly: "Vous pourrez donner votre avis une fois la demande résolue.",
  finalStatus: "Ce ticket est clos ou annulé\u00a0: il ne peut plus être modifié.",
} as const;

/** The dashboard home's helpdesk figures (helpdesk-home.server.ts): what each figure counts. */
export const helpdeskHomeTexts = {
  slaDescription: (met: number, resolved: number) =>
    `Tickets résolus ce mois-ci dans les délais (${grouped(met)} sur ${grouped(resolved)}).`,
  csatDescription: (votes: number) =>
    `Avis «\u202fSatisfait\u202f» sur les tickets résolus ce mois-ci (${grouped(votes)}\u00a0avis).`,
};
