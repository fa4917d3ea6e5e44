import { sql } from "drizzle-orm";
import { createBackgroundLoop } from "~/server/platform/background-loop.server";
import type { DbHandle } from "./client.server";

// Between two nights (decision 0054), the embedded database's planner knows each table as it was
// at its last analysis, or not at all: a new install's tables were never analysed. The statements
// are prepared once (0050) and planned for that size. As a workspace grows from empty, a plan made
// without statistics can read all its rows: the portal's idempotency lookup read every ticket
// entry of the workspace through the (workspace, ticket) index, where the (workspace, message)
// one gives the single row (decision 0139). A PostgreSQL server's autovacuum analyses a table once
// 50 rows + 10 % of it changed; PGlite has no such worker and keeps no change counts
// (pg_stat_user_tables stays at zero), so the size on disk stands for them: every minute, a table
// that grew by a tenth of its pages (at least one) since its last analysis is analysed, which
// also makes the prepared statements that read it plan again.

/** How often the sizes are read. */
const GROWTH_CHECK_MS = 60_000;

interface TableSize extends Record<string, unknown> {
  name: string;
  /** Pages at the last analysis (0 when never analysed). */
  analysed_pages: number;
  /** Rows at the last analysis; -1 when never analysed. */
  analysed_rows: number;
  pages: number;
}

/** Whether a table's statistics are behind its size: never made, or a tenth of pages ago. */
export function isStale({ analysed_pages, analysed_rows, pages }: TableSize): boolean {
  if (pages === 0) return false;
  if (analysed_rows < 0) return true;
  return pages - analysed_pages >= Math.max(1, Math.ceil(analysed_pages / 10));
}

/**
 * Analyses the embedded database's tables whose statistics are behind their size; returns their
 * names. Nothing to do on PostgreSQL, whose autovacuum does it.
 */
export async function analyzeGrownTables(
  handle: Pick<DbHandle, "db" | "backend">,
): Promise<string[]> {
  if (handle.backend !== "pglite") return [];
  const result = await handle.db.execute<TableSize>(sql`
    select c.relname as name, c.relpages as analysed_pages, c.reltuples::float8 as analysed_rows,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'`);
  const stale = (result as unknown as { rows: TableSize[] }).rows.filter(isStale);
  for (const { name } of stale) await handle.db.execute(sql`analyze ${sql.identifier(name)}`);
  return stale.map(({ name }) => name);
}

/**
 * Runs `analyzeGrownTables` every `everyMs` while the process lives, first after one interval:
 * start-up does no maintenance (0054). A PostgreSQL handle schedules nothing. Returns `stop`,
 * which waits for a run in progress.
 */
export function startGrowthAnalysis(
  handle: Pick<DbHandle, "db" | "backend">,
  everyMs: number = GROWTH_CHECK_MS,
): () => Promise<void> {
  if (handle.backend !== "pglite") return async () => {};
  return createBackgroundLoop("Table statistics not updated").start(
    () => analyzeGrownTables(handle),
    everyMs,
    { now: false },
  );
}
