import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";

// Fixed-window rate limits in the shared `rate_limit` table (every server process counts in the
// same rows): one atomic upsert per hit, as the contact form does. Windows are at most an hour
// long, since pruneRateLimits (contact/rate-limit.server.ts) drops older ones.

export interface WindowLimit {
  /** Hits allowed in one window. */
  max: number;
  /** Length of a window, at most 3,600,000 ms. */
  windowMs: number;
}

interface WindowHit {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/**
 * `wait: false`: the count's own transaction commits without waiting for the disk
 * (synchronous_commit off, set while the statement runs): the count is a guard, not a record, so
 * a crash may forget the last counts, and the request pays one flush of the log (its own write's)
 * instead of two. Only for a hit made outside a transaction.
 */
export interface HitOptions {
  wait?: boolean;
}

/** Counts one hit for `key` in its current window; allowed while the count is within `max`. */
async function hitWindow(
  db: Db,
  key: string,
  limit: WindowLimit,
  now: Date,
  { wait = true }: HitOptions,
): Promise<WindowHit> {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ key, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimit.key, rateLimit.windowStart],
      set: { count: sql`${rateLimit.count} + 1` },
    })
    .returning({
      count: rateLimit.count,
      ...(wait ? {} : { noWait: sql`set_config('synchronous_commit', 'off', true)` }),
    });
  return {
    allowed: Number(row?.count ?? 1) <= limit.max,
    retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - now.getTime()) / 1000)),
  };
}

/** Counts one hit under every key (all are counted), allowed only when each is within its limit. */
export async function hitWindows(
  db: Db,
  hits: { key: string; limit: WindowLimit }[],
  now: Date = new Date(),
  options: HitOptions = {},
): Promise<WindowHit> {
  const results = [];
  for (const { key, limit } of hits) results.push(await hitWindow(db, key, limit, now, options));
  const refused = results.filter((r) => !r.allowed);
  return refused.length === 0
    ? { allowed: true, retryAfter: 0 }
    : { allowed: false, retryAfter: Math.max(...refused.map((r) => r.retryAfter)) };
}
