import { and, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { asset, assetSearchWord } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { foldName } from "./asset-refs.server";

// Asset search: tag, serial, name, manufacturer, model and the assignee's name, folded (accents
// and case) in a 'simple' tsvector (no stemming: serials and tags are not French words). Every
// typed word matches as a prefix, so 'ACT-0004' or '5CD12' find their asset; the exact tag or
// serial matches too.
//
// Row-level security keeps PostgreSQL from using an index for `search @@ query` (the operator is
// not leakproof), so the vector alone means reading every asset. Its words are also rows of
// asset_search_word (kept in step by triggers, drizzle/0013_inventory_search_words.sql), where a
// prefix is a range of the primary key. A search first reads, for each typed word, the assets of
// at most SEARCH_PROBE_LIMIT of its rows (`probeSearch`): a rare word (a serial, a name) gives
// every asset that can match, and the list reads those few; a common word ('hp', 'act') does
// not, and the list walks its sort's index testing the vector, which soon finds a page of them.

export interface SearchableAsset {
  tag: string;
  name: string;
  serial: string | null;
  manufacturer: string | null;
  model: string | null;
  assigneeName: string | null;
}

/** The folded text the vector is made of (the import sends it to SQL in bulk). */
export const assetSearchText = (row: SearchableAsset): string =>
  foldName(
    [row.tag, row.name, row.serial, row.manufacturer, row.model, row.assigneeName]
      .filter(Boolean)
      .join(" "),
  ).slice(0, 10_000);

export const assetSearchVector = (row: SearchableAsset): SQL =>
  sql`to_tsvector('simple', ${assetSearchText(row)})`;

/** The folded words of what was typed, each a prefix ('ACT-0004' → act, 0004); at most 8. */
const assetSearchWords = (typed: string): string[] =>
  foldName(typed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => word.slice(0, 60));

/** The prefix words of what was typed ('act-0004' → 'act:* & 0004:*'); null when none. */
function assetSearchTerms(typed: string): string | null {
  const words = assetSearchWords(typed).map((word) => `${word}:*`);
  return words.length > 0 ? words.join(" & ") : null;
}

const assetSearchQuery = (terms: string): SQL => sql`to_tsquery('simple', ${terms})`;

/** Past this many rows of asset_search_word, a typed word is common (see above). */
export const SEARCH_PROBE_LIMIT = 1_000;

/**
 * What the probe found: `candidates`, every asset that can match (those having each rare word;
 * the vector still decides), or null when every typed word is common.
 */
export interface SearchProbe {
  candidates: string[] | null;
}

/** Above every word that starts with the one before it (collation "C": code point order). */
const LAST = "\u{10FFFF}";

/**
 * One statement: for each typed word, the assets of its first `limit + 1` rows, whose ids come
 * back only when there are no more (a rare word). The bounds are parameters, not expressions, so
 * that the comparisons stay leakproof and make the index's range. No order: asked for the
 * index's, a planner without statistics (PGlite never analyses) sorts every row of a common word.
 */
export async function probeSearch(
  tx: TenantTx,
  typed: string,
  limit = SEARCH_PROBE_LIMIT,
): Promise<SearchProbe> {
  const words = assetSearchWords(typed);
  if (words.length === 0) return { candidates: [] };
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  const result = await tx.execute(sql`
    select count(rows.asset_id)::int as found,
      case when count(rows.asset_id) <= ${limit} then
        array_agg(distinct rows.asset_id::text) filter (where rows.asset_id is not null) end as ids
    from unnest(${list(words)}, ${list(words.map((word) => word + LAST))})
      with ordinality as typed(word, below, position)
    left join lateral (
      select ${assetSearchWord.assetId} as asset_id from ${assetSearchWord}
      where ${assetSearchWord.word} >= typed.word and ${assetSearchWord.word} < typed.below
      limit ${limit + 1}
    ) rows on true
    group by typed.position`);
  const found = (result as unknown as { rows: { found: number; ids: string[] | null }[] }).rows;
  // The candidates have every rare word; the common ones are left to the vector.
  const rare = found.filter((word) => word.found <= limit).map((word) => new Set(word.ids ?? []));
  if (rare.length === 0) return { candidates: null };
  const [first, ...others] = rare.sort((a, b) => a.size - b.size);
  return { candidates: [...first!].filter((id) => others.every((ids) => ids.has(id))) };
}

/** The exact tag (as typed or in capitals) or serial. */
const exactMatch = (typed: string) =>
  or(eq(asset.tag, typed), eq(asset.tag, typed.toUpperCase()), eq(asset.serial, typed))!;

/**
 * The assets that match what was typed: the exact tag or serial, or every typed word as a prefix
 * of one of theirs; among the probe's candidates when it found some.
 */
export function assetSearchCondition(typed: string, probe?: SearchProbe): SQL {
  const terms = assetSearchTerms(typed);
  if (!terms) return exactMatch(typed);
  const words = sql`${asset.search} @@ ${assetSearchQuery(terms)}`;
  const candidates = probe?.candidates;
  if (!candidates) return or(exactMatch(typed), words)!;
  if (candidates.length === 0) return exactMatch(typed);
  return or(exactMatch(typed), and(inArray(asset.id, candidates), words))!;
}

/**
 * The ids of the assets that match what was typed, read from asset_search_word (every typed word
 * a prefix of one of their words) and the exact tag or serial: how a search for common words is
 * counted without testing every asset's vector.
 */
export function assetSearchIds(typed: string): SQL {
  const exact = sql`select ${asset.id} from ${asset} where ${exactMatch(typed)}`;
  const words = assetSearchWords(typed);
  if (words.length === 0) return exact;
  const starting = sql.join(
    words.map(
      (word) => sql`(select ${assetSearchWord.assetId} from ${assetSearchWord}
        where ${and(gte(assetSearchWord.word, word), lt(assetSearchWord.word, word + LAST))})`,
    ),
    sql` intersect `,
  );
  return sql`(${starting}) union (${exact})`;
}
