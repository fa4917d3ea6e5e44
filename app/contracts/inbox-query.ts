import { INBOX_EXPORT_PATH, INBOX_PATH, type InboxStatus } from "~/content/inbox";

// The inbox's address contract, shared by the server (which reads it) and the pages (which link
// with it): /dashboard/messages?statut=non-lus&q=audit&page=2. Anything unexpected falls back to
// the default (all statuses, no search, page 1) instead of failing.

export type InboxFilter = "all" | InboxStatus;

export interface InboxQuery {
  filter: InboxFilter;
  /** The search as typed, trimmed, without control characters, at most INBOX_SEARCH_MAX characters. */
  q: string;
  /** 1-based; the server clamps it to the last page. */
  page: number;
}

export const INBOX_PARAMS = { filter: "statut", search: "q", page: "page" } as const;
export const INBOX_SEARCH_MAX = 200;
const PAGE_MAX = 100_000;

/** The status filters, in display order; `slug` is the value of ?statut= ("" = no parameter). */
export const inboxFilters: readonly { id: InboxFilter; slug: string; label: string }[] = [
  { id: "all", slug: "", label: "Tous" },
  { id: "new", slug: "non-lus", label: "Non lus" },
  { id: "read", slug: "lus", label: "Lus" },
  { id: "handled", slug: "traites", label: "Traités" },
];

export const DEFAULT_INBOX_QUERY: InboxQuery = { filter: "all", q: "", page: 1 };

/** Control characters (NUL…) and lone surrogates cannot reach the database as text. */
function cleanSearch(raw: string): string {
  const cleaned = raw
    .replace(/[\p{Cc}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...cleaned].slice(0, INBOX_SEARCH_MAX).join("").trim();
}

export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const slug = params.get(INBOX_PARAMS.filter) ?? "";
  const filter = inboxFilters.find((f) => f.slug === slug && slug !== "")?.id ?? "all";
  const pageText = params.get(INBOX_PARAMS.page) ?? "";
  const page = /^[1-9][0-9]{0,5}$/.test(pageText) ? Math.min(Number(pageText), PAGE_MAX) : 1;
  return { filter, q: cleanSearch(params.get(INBOX_PARAMS.search) ?? ""), page };
}

/** "?statut=…&q=…&page=…" without the default values ("" when everything is default). */
function inboxSearch(query: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  const slug = inboxFilters.find((f) => f.id === query.filter)?.slug;
  if (slug) params.set(INBOX_PARAMS.filter, slug);
  if (query.q) params.set(INBOX_PARAMS.search, query.q);
  if (query.page && query.page > 1) params.set(INBOX_PARAMS.page, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const inboxListHref = (query: Partial<InboxQuery>) => `${INBOX_PATH}${inboxSearch(query)}`;

/** A message's page, remembering the list it was opened from (for the back link). */
export const inboxMessageHref = (id: string, from: Partial<InboxQuery>) =>
  `${INBOX_PATH}/${encodeURIComponent(id)}${inboxSearch(from)}`;

/** The CSV of the current filter and search (every page). */
export const inboxExportHref = (query: Partial<InboxQuery>) =>
  `${INBOX_EXPORT_PATH}${inboxSearch({ filter: query.filter, q: query.q })}`;
