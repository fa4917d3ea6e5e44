import { sql, type SQL } from "drizzle-orm";
import { foldName } from "./asset-refs.server";

// Which licence covers which installed software (issue 16: 'by name/publisher'), written once and
// used wherever installs are counted or listed: the licences' installs, the unlicensed software
// and the asset page's 'Logiciels installés'. An install is covered by a licence when their folded
// names are equal and, when the licence names a publisher, the install's folded publisher is that
// publisher or starts with it as a whole word ('Microsoft' covers 'Microsoft Corporation', not
// 'Microsoftware'; an install without publisher is then not covered). A licence without publisher
// covers by name alone. Both sides keep the folded values (`match_name`, `match_publisher`), so the
// test reads indexed columns and never folds in SQL.

/** The folded publisher kept beside the folded name: null when there is none. */
export const foldPublisher = (publisher: string | null | undefined): string | null =>
  (publisher && foldName(publisher)) || null;

/**
 * The SQL test 'licence `l` covers install `i`', over two table references as they appear in the
 * query (an alias such as `l`, or a quoted table name such as `"licence"`).
 */
export function covers(l: string, i: string): SQL {
  return sql.raw(
    `(${i}.match_name = ${l}.match_name and (${l}.match_publisher is null` +
      ` or ${i}.match_publisher = ${l}.match_publisher` +
      ` or starts_with(${i}.match_publisher, ${l}.match_publisher || ' ')))`,
  );
}
