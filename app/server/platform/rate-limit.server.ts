import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";

/** Fixed one-minute windows, counted by `storeContact` with an atomic upsert. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60_000 } as const;

/** Deletes windows older than an hour. */
export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(rateLimit)
    .where(sql`${rateLimit.windowStart} < ${new Date(now.getTime() - 3_600_000)}`);
}
