import { DASHBOARD_PATH } from "./dashboard-links";

// The helpdesk's addresses and the few words other dashboard pages show about it (the dashboard's
// 'Tickets ouverts' card, the header search). Kept apart from ./helpdesk-queue.ts so that every
// dashboard page does not load the queue's texts.

export const HELPDESK_PATH = `${DASHBOARD_PATH}/helpdesk`;
export const NEW_TICKET_PATH = `${HELPDESK_PATH}/nouveau`;
export const HELPDESK_EXPORT_PATH = `${HELPDESK_PATH}/export`;
/** The ticket page: /dashboard/helpdesk/123. */
export const ticketPath = (number: number) => `${HELPDESK_PATH}/${number}`;
/** The requester portal of a workspace. */
export const portalPathOf = (slug: string) => `/portail/${slug}`;

/** The 'Tickets ouverts' card of the dashboard, for a signed-in person. */
export const openTicketsCard = {
  description: "Tickets nouveaux, en cours ou en attente",
  memberDescription: "Vos demandes nouvelles, en cours ou en attente",
  link: "Voir les tickets",
} as const;

/** The header search's entry for a ticket number. */
export const ticketSearchLabel = (label: string) => `Ticket ${label}`;
