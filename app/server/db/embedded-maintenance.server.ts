import { sql } from "drizzle-orm";
import { describeDbError, type DbHandle } from "./client.server";

// The embedded database runs PostgreSQL as one process without background workers, so nothing
// vacuums or analyses its tables, as autovacuum does on a PostgreSQL server: rows deleted or
// updated stay on disk, the planner has no statistics, and index-only scans still read every
// row's page (no visibility map: an asset search's count read 5,000 pages). Once a night, when
// the site is quiet, `VACUUM (ANALYZE)` does that work (decision 0054). The engine serves one
// statement at a time, so requests wait while it runs: seconds on a trial's data, longer the first
// night after a large import.

/** 03:00 in Conakry (UTC+0 all year): the quietest hour of the site's visitors. */
const MAINTENANCE_HOUR_UTC = 3;

/** The next maintenance instant strictly after `now`. */
export function nextMaintenanceAt(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(MAINTENANCE_HOUR_UTC, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Vacuums and analyses every table of the embedded database; nothing to do on PostgreSQL. */
export async function maintainEmbeddedDb(handle: Pick<DbHandle, "db" | "backend">) {
  if (handle.backend !== "pglite") return false;
  await handle.db.execute(sql`vacuum (analyze)`);
  return true;
}

/**
 * Runs `maintainEmbeddedDb` every night at 03:00 UTC while the process lives (a PostgreSQL
 * handle schedules nothing); returns `stop`, which waits for a run in progress.
 */
export function startEmbeddedMaintenance(
  handle: Pick<DbHandle, "db" | "backend">,
  clock: () => Date = () => new Date(),
): () => Promise<void> {
  if (handle.backend !== "pglite") return async () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const schedule = () => {
    const now = clock();
    timer = setTimeout(run, nextMaintenanceAt(now).getTime() - now.getTime());
    timer.unref();
  };
  const run = () => {
    const started = Date.now();
    running = maintainEmbeddedDb(handle)
      .then(() => console.log(`Database maintenance done in ${Date.now() - started} ms.`))
      .catch((error: unknown) =>
        console.error(`Database maintenance failed: ${describeDbError(error)}`),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
