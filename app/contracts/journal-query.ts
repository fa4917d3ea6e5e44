import { JOURNAL_CATEGORIES, JOURNAL_PATH, type JournalCategory } from "~/content/journal";
import { UUID } from "~/lib/uuid";

// The journal page's URL state: the category filter (`?categorie=member`) and a keyset cursor,
// the id of the entry the page starts after (`?avant=<id>`, older entries) or before
// (`?apres=<id>`, newer entries). Ids, not dates: two entries can share a timestamp.

export interface JournalQuery {
  category: JournalCategory;
  /** Entries older than this one. */
  before: string | null;
  /** Entries newer than this one. */
  after: string | null;
}

const isCategory = (value: string | null): value is JournalCategory =>
  JOURNAL_CATEGORIES.some((c) => c.id === value);

/**
 * The query of a URL. An unknown category shows everything; a cursor that is not an entry id, a
 * repeated one or both directions at once is refused (null: the page answers 400).
 */
export function parseJournalQuery(params: URLSearchParams): JournalQuery | null {
  const categoryParam = params.get("categorie");
  const category = isCategory(categoryParam) ? categoryParam : "all";
  const befores = params.getAll("avant");
  const afters = params.getAll("apres");
  if (befores.length + afters.length > 1) return null;
  const cursor = befores[0] ?? afters[0] ?? null;
  if (cursor !== null && !UUID.test(cursor)) return null;
  return {
    category,
    before: befores[0]?.toLowerCase() ?? null,
    after: afters[0]?.toLowerCase() ?? null,
  };
}

function search(query: Partial<JournalQuery>): string {
  const params = new URLSearchParams();
  if (query.category && query.category !== "all") params.set("categorie", query.category);
  if (query.before) params.set("avant", query.before);
  else if (query.after) params.set("apres", query.after);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const journalHref = (query: Partial<JournalQuery> = {}) => `${JOURNAL_PATH}${search(query)}`;

/** The CSV of the whole journal, in the page's category. */
export const journalExportHref = (category: JournalCategory) =>
  `${JOURNAL_PATH}/export${search({ category })}`;
