import { sql, type Placeholder, type SQL } from "drizzle-orm";

// French full-text search, accent- and case-insensitive on both databases: the text is folded
// (accents and case removed) before PostgreSQL's `french` configuration stems it, at indexing and
// at query time alike. No `unaccent` extension is needed (PGlite does not load it by default).

/** "Écran cassé" → "ecran casse". */
const foldAccents = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** The text a search vector indexes: folded, at most 100,000 characters. */
export const searchDocument = (text: string) => foldAccents(text).slice(0, 100_000);

/** The weighted tsvector of a text already folded (`searchDocument`), or of its placeholder. */
export const weightedVector = (document: string | Placeholder, weight: "A" | "B" | "C"): SQL =>
  sql`setweight(to_tsvector('french', ${document}), ${weight})`;

/** The tsvector of `text`, with a weight (A: subject, B: description, C: replies). */
export const searchVector = (text: string, weight: "A" | "B" | "C"): SQL =>
  weightedVector(searchDocument(text), weight);

/** The tsquery of what a person typed (websearch syntax: words, "phrases", -exclusions). */
export const searchQuery = (typed: string): SQL =>
  sql`websearch_to_tsquery('french', ${foldAccents(typed).slice(0, 200)})`;
