import { and, sql, type SQL } from "drizzle-orm";
import { contactMessage } from "~/server/db/schema.server";

// The inbox search: every word of the query must appear, in any order, in the name, e-mail,
// subject or message, ignoring case and the accents of Latin letters ("ecole" finds "École").
// The words are bound parameters; `%`, `_` and `\` in them are literal text.

/** At most this many words are matched; the rest of the query is ignored. */
const SEARCH_MAX_TERMS = 8;

// Accented Latin letters (both cases: `lower()` only folds ASCII under the C locale) and the
// combining marks of decomposed text. `translate()` maps each letter to its base and deletes the
// marks, which have no counterpart in TO.
const ACCENTED = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ";
const COMBINING = Array.from({ length: 0x70 }, (_, i) => String.fromCharCode(0x300 + i)).join("");
const FROM = ACCENTED + COMBINING;
const TO = [...ACCENTED].map((ch) => ch.normalize("NFD").replace(/\p{M}/gu, "")).join("");

/** The same folding in JavaScript, for the query: lower case, ligatures expanded, no marks. */
function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** Makes `%`, `_` and the escape character itself literal in a LIKE pattern (escape `\`). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

function searchTerms(q: string): string[] {
  return foldSearchText(q).split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_TERMS);
}

const c = contactMessage;
// U+001F between the fields: the query never holds control characters, so no match straddles two.
const folded = sql`lower(translate(
  replace(replace(replace(replace(
    concat_ws(chr(31), ${c.fullName}, ${c.email}, ${c.subject}, ${c.message}),
    'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'),
  ${FROM}::text, ${TO}::text))`;

/** The WHERE condition of a search, or undefined for an empty query (everything matches). */
export function searchCondition(q: string): SQL | undefined {
  const terms = searchTerms(q);
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`${folded} ilike ${`%${escapeLike(term)}%`} escape '\\'`));
}
