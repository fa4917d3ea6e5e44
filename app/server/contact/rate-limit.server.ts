import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";

export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60_000 } as const;

/**
 * Counts one hit for `key` in the current fixed window with one atomic upsert, so that concurrent
 * requests and several server processes share the count. Returns the count including this hit.
 * Old windows are removed by `pruneRateLimits`.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowMs: number = CONTACT_RATE_LIMIT.windowMs,
  now: Date = new Date(),
): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimit)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimit.key, rateLimit.windowStart],
      set: { count: sql`${rateLimit.count} + 1` },
    })
    .returning({ count: rateLimit.count });
  return row?.count ?? 1;
}

/** Deletes windows older than an hour. */
export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(rateLimit)
    .where(sql`${rateLimit.windowStart} < ${new Date(now.getTime() - 3_600_000)}`);
}
