import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";

// A fixed-window counter in the shared `rate_limit` table (the contact form's, pruned after an
// hour): one atomic upsert per hit, so that several server processes count together.

export interface HitLimit {
  max: number;
  /** At most an hour: older windows are pruned. */
  windowMs: number;
}

/** Counts one hit of `key`; false once the window holds more than `limit.max` hits. */
export async function takeHit(
  db: Db,
  key: string,
  limit: HitLimit,
  now: Date = new Date(),
): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const [row] = await db
    .insert(rateLimit)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimit.key, rateLimit.windowStart],
      set: { count: sql`${rateLimit.count} + 1` },
    })
    .returning({ count: rateLimit.count });
  return Number(row?.count) <= limit.max;
}
