import type { SlaStateLabel, TicketPriority, TicketSource, TicketStatus } from "~/content/helpdesk";
import { HELPDESK_EXPORT_PATH, HELPDESK_PATH } from "~/content/helpdesk-links";
import type { WorkspaceRole } from "~/content/workspaces";

// What the helpdesk queue's server and pages share: the list's URL state (the same parameters
// as app/server/helpdesk/tickets/ticket-list.server.ts's parseTicketQuery reads: vue, statut, priorite,
// categorie, technicien, demandeur, q, tri, page), the links that keep it, and the views' types.

export const QUEUE_VIEWS = ["mine", "unassigned", "at_risk", "overdue", "all"] as const;
export type QueueViewId = (typeof QUEUE_VIEWS)[number];
export const QUEUE_SORTS = ["updated", "created", "priority", "due", "number"] as const;
type QueueSort = (typeof QUEUE_SORTS)[number];

export interface QueueQuery {
  view: QueueViewId;
  status: TicketStatus[];
  priority: TicketPriority[];
  categoryId: string | null;
  /** A team's id (the teams module's rules, decision 0098), or "none". */
  teamId: string | null;
  /** A technician's id, or "none" (unassigned). */
  assigneeId: string | null;
  requester: string | null;
  q: string;
  sort: QueueSort;
  page: number;
}

/** The URL parameters, by field. */
export const QUEUE_PARAMS = {
  view: "vue",
  status: "statut",
  priority: "priorite",
  categoryId: "categorie",
  teamId: "equipe",
  assigneeId: "technicien",
  requester: "demandeur",
  q: "q",
  sort: "tri",
  page: "page",
} as const;

/** `?vue=…&statut=…`: defaults left out, so that a plain list is a plain URL. */
export function queueSearch(query: Partial<QueueQuery>): string {
  const params = new URLSearchParams();
  const p = QUEUE_PARAMS;
  if (query.view && query.view !== "all") params.set(p.view, query.view);
  for (const status of query.status ?? []) params.append(p.status, status);
  for (const priority of query.priority ?? []) params.append(p.priority, priority);
  if (query.categoryId) params.set(p.categoryId, query.categoryId);
  if (query.teamId) params.set(p.teamId, query.teamId);
  if (query.assigneeId) params.set(p.assigneeId, query.assigneeId);
  if (query.requester) params.set(p.requester, query.requester);
  if (query.q) params.set(p.q, query.q);
  if (query.sort && query.sort !== "updated") params.set(p.sort, query.sort);
  if (query.page && query.page > 1) params.set(p.page, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const queueHref = (query: Partial<QueueQuery> = {}) =>
  `${HELPDESK_PATH}${queueSearch(query)}`;

/** The CSV of the view as shown (every page of it). */
export const queueExportHref = (query: QueueQuery) =>
  `${HELPDESK_EXPORT_PATH}${queueSearch({ ...query, page: 1 })}`;

/** The view with the same filters, from its first page. */
export const withView = (query: QueueQuery, view: QueueViewId) =>
  queueHref({ ...query, view, page: 1 });

/** How many filters (besides the view, the search and the sort) narrow the list. */
export function activeFilterCount(query: QueueQuery): number {
  return (
    query.status.length +
    query.priority.length +
    (query.categoryId ? 1 : 0) +
    (query.teamId ? 1 : 0) +
    (query.assigneeId ? 1 : 0) +
    (query.requester ? 1 : 0)
  );
}

/** The statuses of the dashboard's 'Tickets ouverts' (OPEN_STATUSES), as a list URL. */
export const openTicketsHref = (statuses: readonly TicketStatus[]) =>
  queueHref({ status: [...statuses] });

export interface QueueRow {
  number: number;
  subject: string;
  categoryName: string | null;
  requesterName: string;
  requesterEmail: string;
  assigneeName: string | null;
  status: TicketStatus;
  priority: TicketPriority;
  sla: SlaStateLabel | null;
  updatedAt: Date;
}

/** CSAT: the share of 'Satisfait' among the votes on tickets resolved in the last `days`. */
export interface SatisfactionFigure {
  percent: number;
  votes: number;
  days: number;
}

export interface QueueOption {
  id: string;
  label: string;
}

export interface QueueView {
  workspaceName: string;
  /** The viewer's role: the pages hide what the matrix would refuse (e.g. the settings link). */
  role: WorkspaceRole;
  /** /portail/{slug}, and the same as an absolute address to show. */
  portalPath: string;
  portalUrl: string;
  /** May see the whole queue and act on it (ticket.handle); a Membre sees their own requests. */
  canHandle: boolean;
  readOnly: boolean;
  rows: QueueRow[];
  hasNext: boolean;
  query: QueueQuery;
  categories: QueueOption[];
  handlers: QueueOption[];
  /** The teams tickets are routed to (empty: no team, no filter shown). */
  teams: QueueOption[];
  /** The workspace (or, for a Membre, the person) has no ticket at all yet. */
  noTicketYet: boolean;
  /** The team's satisfaction figure (null for a Membre, or before any vote). */
  satisfaction: SatisfactionFigure | null;
}

export interface NewTicketView {
  canHandle: boolean;
  readOnly: boolean;
  self: { name: string; email: string };
  categories: QueueOption[];
  handlers: QueueOption[];
  /** The form's idempotency key: the same form sent twice opens one ticket. */
  key: string;
  /** The asset the ticket is about ('Créer un ticket' from an asset's page), kept in a hidden field. */
  asset: { id: string; tag: string; name: string; href: string } | null;
  /** The subject the form starts with ('ACT-00042 · Portable de Fatou : '). */
  subject: string;
}

/** The new ticket form's fields (names of the inputs). */
export type NewTicketField =
  | "subject"
  | "description"
  | "requesterEmail"
  | "requesterName"
  | "type"
  | "categoryId"
  | "priority"
  | "assigneeId"
  | "source"
  | "tags";

/** The sources a person may pick in the dashboard (the portal and e-mail are channels of their own). */
export const DASHBOARD_SOURCES = ["phone", "manual"] as const satisfies readonly TicketSource[];
