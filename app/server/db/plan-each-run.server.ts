import { sql, type SQL } from "drizzle-orm";

// A statement whose best plan depends on its values, planned again at each run (decision 0144).
// Data statements are otherwise prepared once per connection (0050, 0078), and after five runs
// PostgreSQL may keep a generic plan, made without the values: for a search's range of words that
// plan reads every asset of the workspace (45 ms at 50,000 assets, against 22 ms planned with the
// word). The mark is a comment at the head of the text, which both drivers read: the statement
// goes unnamed (node-postgres) or is prepared for one run (PGlite), and it changes no schema.

const MARK = "/* plan each run */ ";

/** `statement`, planned with its values at every run. */
export const planEachRun = (statement: SQL): SQL => sql`${sql.raw(MARK)}${statement}`;

/** Whether a statement's text was marked by `planEachRun`. */
export const plansEachRun = (text: string): boolean => text.startsWith(MARK);
