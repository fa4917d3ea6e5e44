import { sql, type SQL } from "drizzle-orm";

// French full-text search, accent- and case-insensitive on both databases: the text is folded
// (accents and case removed) before PostgreSQL's `french` configuration stems it, at indexing and
// at query time alike. No `unaccent` extension is needed (PGlite does not load it by default).

/** "Écran cassé" → "ecran casse". */
const foldAccents = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** The tsvector of `text`, with a weight (A: subject, B: description, C: replies). */
export const searchVector = (text: string, weight: "A" | "B" | "C"): SQL =>
  sql`setweight(to_tsvector('french', ${foldAccents(text).slice(0, 100_000)}), ${weight})`;

/** The tsquery of what a person typed (websearch syntax: words, "phrases", -exclusions). */
export const searchQuery = (typed: string): SQL =>
  sql`websearch_to_tsquery('french', ${foldAccents(typed).slice(0, 200)})`;
