import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import {
  HELPDESK_LIMITS,
  OPEN_STATUSES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from "~/content/helpdesk";
import { QUEUE_SORTS, QUEUE_VIEWS, type QueueQuery } from "~/contracts/helpdesk-queue";
import { authUser } from "~/server/db/schema.server";
import { helpdeskContact, ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { searchQuery } from "./search-text.server";
import { slaLabelOf } from "./ticket-sla.server";
import { UUID } from "~/lib/uuid";

// The queue: views (Mes tickets, Non assignés, À risque, En retard, Tous), filters, sort, search and pages,
// all read from the URL (parseTicketQuery) so that a view can be shared and exported as CSV.
// Every filter has an index starting with organization_id (drizzle/0004_helpdesk.sql).

// The views, sorts and query shape are the pages' too (app/contracts/helpdesk-queue.ts).
const TICKET_VIEWS = QUEUE_VIEWS;
const TICKET_SORTS = QUEUE_SORTS;
/**
 * `requesterSearch`: a Membre's search reads the subject and the description only (weights A and
 * B): the ticket's search vector also holds the internal notes, which a requester must not be
 * able to probe word by word.
 */
export type TicketQuery = QueueQuery & { requesterSearch?: true };

/** Account ids: better-auth's 32 letters and digits (UUIDs for accounts made by scripts). */
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const MAX_PAGE = 400;

function pick<T extends string>(values: readonly T[], given: string | null, fallback: T): T {
  return values.includes(given as T) ? (given as T) : fallback;
}

/** The query of a list URL; anything unknown falls back to the default (never an error). */
export function parseTicketQuery(params: URLSearchParams): TicketQuery {
  // Each value once, as the inventory's: a URL repeating one status 1,000 times would otherwise
  // make a statement of 1,000 parameters, and each count a text of its own to prepare.
  const many = <T extends string>(values: readonly T[], key: string) => [
    ...new Set(params.getAll(key).filter((v): v is T => values.includes(v as T))),
  ];
  const id = (key: string, shape: RegExp) => {
    const value = params.get(key) ?? "";
    return shape.test(value) || value === "none" ? value : null;
  };
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    view: pick(TICKET_VIEWS, params.get("vue"), "all"),
    status: many(TICKET_STATUSES, "statut"),
    priority: many(TICKET_PRIORITIES, "priorite"),
    categoryId: id("categorie", UUID),
    teamId: id("equipe", UUID),
    assigneeId: id("technicien", USER_ID),
    requester: (params.get("demandeur") ?? "").trim().toLowerCase().slice(0, 254) || null,
    q: (params.get("q") ?? "").trim().slice(0, 200),
    sort: pick(TICKET_SORTS, params.get("tri"), "updated"),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  };
}

function ticketFilters(query: TicketQuery, viewerId: string, now: Date): SQL[] {
  const where: SQL[] = [];
  if (query.view === "mine") where.push(eq(ticket.assigneeId, viewerId));
  if (query.view === "unassigned") where.push(isNull(ticket.assigneeId));
  if (query.view === "at_risk") {
    // Past 75 % of a target, clock running, and not yet late (those are 'En retard').
    where.push(
      isNotNull(ticket.slaRunningSince),
      lte(ticket.slaRiskAt, now),
      eq(ticket.slaBreached, false),
      or(isNull(ticket.resolutionDueAt), gt(ticket.resolutionDueAt, now))!,
      or(isNull(ticket.firstResponseDueAt), gt(ticket.firstResponseDueAt, now))!,
    );
  }
  if (query.view === "overdue") {
    where.push(
      or(
        eq(ticket.slaBreached, true),
        lte(ticket.resolutionDueAt, now),
        lte(ticket.firstResponseDueAt, now),
      )!,
    );
  }
  const openByDefault = query.view !== "all" && query.status.length === 0;
  const statuses = openByDefault ? [...OPEN_STATUSES] : query.status;
  if (statuses.length) where.push(inArray(ticket.status, statuses));
  if (query.priority.length) where.push(inArray(ticket.priority, query.priority));
  if (query.categoryId === "none") where.push(isNull(ticket.categoryId));
  else if (query.categoryId) {
    // A first-level category also finds the tickets of its sub-categories.
    const children = sql`select ${ticketCategory.id} from ${ticketCategory} where ${ticketCategory.parentId} = ${query.categoryId}`;
    where.push(
      or(eq(ticket.categoryId, query.categoryId), sql`${ticket.categoryId} in (${children})`)!,
    );
  }
  if (query.teamId === "none") where.push(isNull(ticket.teamId));
  else if (query.teamId) where.push(eq(ticket.teamId, query.teamId));
  if (query.assigneeId === "none") where.push(isNull(ticket.assigneeId));
  else if (query.assigneeId) where.push(eq(ticket.assigneeId, query.assigneeId));
  if (query.requester) where.push(eq(helpdeskContact.email, query.requester));
  if (query.q) {
    const typed = searchQuery(query.q);
    // The index finds the candidates; the filter keeps those whose public text matches.
    if (query.requesterSearch) {
      where.push(sql`${ticket.search} @@ ${typed}`);
      where.push(sql`ts_filter(${ticket.search}, '{a,b}') @@ ${typed}`);
    } else {
      const requesters = requestersMatching(query.q);
      where.push(
        requesters
          ? sql`(${ticket.search} @@ ${typed} or ${ticket.requesterId} = any(${requesters}))`
          : sql`${ticket.search} @@ ${typed}`,
      );
    }
  }
  return where;
}

/** Folds the accents of a column in SQL as foldAccents does in code (the Latin letters of French). */
const folded = (column: SQL | typeof helpdeskContact.name) =>
  sql`translate(lower(${column}), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy')`;

/**
 * The team's search also finds the requester: the typed text (3 characters or more) inside a
 * contact's name (accents and case ignored) or address. The workspace's contacts are few beside
 * its tickets: their ids are read once, before the tickets (`array(…)`, an init plan), and each
 * ticket the page reads is checked against them beside the word match (decision 0069).
 */
function requestersMatching(typed: string): SQL | null {
  const text = typed.trim().slice(0, 254);
  if ([...text].length < 3) return null;
  const pattern = `%${text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`array(select ${helpdeskContact.id} from ${helpdeskContact} where ${folded(helpdeskContact.name)} like ${pattern} or lower(${helpdeskContact.email}) like ${pattern})`;
}

// The indexes are `desc nulls last` (drizzle's default): the same order lets a page be read from
// the index instead of sorting the whole queue (the columns are not null: same result).
const newest = (column: SQL | typeof ticket.updatedAt) => sql`${column} desc nulls last`;

function orderOf(query: TicketQuery) {
  switch (query.sort) {
    case "created": // numbers are given in creation order, and indexed
      return [desc(ticket.number)];
    case "priority":
      return [
        asc(ticket.priorityRank),
        newest(ticket.updatedAt),
        sql`${ticket.id} desc nulls last`,
      ];
    case "due":
      return [sql`${ticket.resolutionDueAt} asc nulls last`, desc(ticket.id)];
    case "number":
      return [desc(ticket.number)];
    default:
      // Search results too: newest first (a common word's matches come from the index in order;
      // ranking every match would cost a sort of all of them).
      return [newest(ticket.updatedAt), sql`${ticket.id} desc nulls last`];
  }
}

const ticketListColumns = {
  id: ticket.id,
  number: ticket.number,
  subject: ticket.subject,
  type: ticket.type,
  status: ticket.status,
  priority: ticket.priority,
  source: ticket.source,
  tags: ticket.tags,
  createdAt: ticket.createdAt,
  updatedAt: ticket.updatedAt,
  requesterName: helpdeskContact.name,
  requesterEmail: helpdeskContact.email,
  assigneeId: ticket.assigneeId,
  assigneeName: authUser.name,
  categoryName: ticketCategory.name,
  slaRunningSince: ticket.slaRunningSince,
  firstResponseDueAt: ticket.firstResponseDueAt,
  resolutionDueAt: ticket.resolutionDueAt,
  slaRiskAt: ticket.slaRiskAt,
  slaBreached: ticket.slaBreached,
};

/** The base select of lists and exports: tickets with their requester, assignee and category. */
const selectTickets = (tx: TenantTx) =>
  tx
    .select(ticketListColumns)
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .leftJoin(authUser, eq(authUser.id, ticket.assigneeId))
    .leftJoin(ticketCategory, eq(ticketCategory.id, ticket.categoryId));

export async function listTickets(tx: TenantTx, query: TicketQuery, viewerId: string, now: Date) {
  const size = HELPDESK_LIMITS.pageSize;
  const rows = await selectTickets(tx)
    .where(and(...ticketFilters(query, viewerId, now)))
    .orderBy(...orderOf(query))
    .limit(size + 1)
    .offset((query.page - 1) * size);
  return {
    rows: rows.slice(0, size).map((row) => ({ ...row, sla: slaLabelOf(row, now) })),
    hasNext: rows.length > size && query.page < MAX_PAGE,
  };
}

/**
 * The CSV export of a view, first step: the ids of every matching ticket in the view's order (no
 * cap; 100,000 ids are a few megabytes). The rows are read by `ticketsByIds`, a batch at a time.
 */
export async function exportTicketIds(
  tx: TenantTx,
  query: TicketQuery,
  viewerId: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .select({ id: ticket.id })
    .from(ticket)
    .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId))
    .where(and(...ticketFilters(query, viewerId, now)))
    .orderBy(...orderOf(query));
  return rows.map((row) => row.id);
}

/** The export's rows of `ids` (still in the workspace: row-level security), with their SLA label. */
export async function ticketsByIds(tx: TenantTx, ids: readonly string[], now: Date) {
  if (ids.length === 0) return [];
  const rows = await selectTickets(tx).where(inArray(ticket.id, [...ids]));
  return rows.map((row) => ({ ...row, sla: slaLabelOf(row, now) }));
}

/** Open tickets of the workspace (the dashboard's 'Tickets ouverts' card). */
export async function openTicketCount(tx: TenantTx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ticket)
    .where(inArray(ticket.status, [...OPEN_STATUSES]));
  return row?.n ?? 0;
}
