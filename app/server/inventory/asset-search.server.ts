import { sql, type SQL } from "drizzle-orm";
import { foldName } from "./asset-refs.server";

// Asset search: tag, serial, name, manufacturer, model and the assignee's name, folded (accents
// and case) in a 'simple' tsvector (no stemming: serials and tags are not French words). Every
// typed word matches as a prefix, so 'ACT-0004' or '5CD12' find their asset.

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

/** The prefix words of what was typed ('act-0004' → 'act:* & 0004:*'); null when none. */
export function assetSearchTerms(typed: string): string | null {
  const words = foldName(typed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `${word.slice(0, 60)}:*`);
  return words.length > 0 ? words.join(" & ") : null;
}

export const assetSearchQuery = (terms: string): SQL => sql`to_tsquery('simple', ${terms})`;
