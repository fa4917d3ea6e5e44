import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";
import { slot, type ShapedSql } from "./built-once.server";

// Fixed-window rate limits in the shared `rate_limit` table (every server process counts in the
// same rows): one atomic upsert per hit, as the contact form does. Windows are at most an hour
// long, since pruneRateLimits (rate-limit.server.ts) drops older ones.

export interface WindowLimit {
  /** Hits allowed in one window. */
  max: number;
  /** Length of a window, at most 3,600,000 ms. */
  windowMs: number;
}

export interface WindowHit {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/**
 * One hit for `key` in its current window, not yet run: its statement (returning the window's
 * count), and the verdict on that count. Run alone (`hitWindows`), or as a part of the
 * statement that enters a workspace (in-tenant.server.ts, `admission`).
 */
export function windowHit(db: Db, key: string, limit: WindowLimit, now: Date = new Date()) {
  const start = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const statement = db
    .insert(rateLimit)
    .values({ key, windowStart: new Date(start), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimit.key, rateLimit.windowStart],
      set: { count: sql`${rateLimit.count} + 1` },
    })
    .returning({ value: rateLimit.count });
  /** Allowed while the count is within `max`. */
  const verdict = (count: number | null | undefined): WindowHit => ({
    allowed: Number(count ?? 1) <= limit.max,
    retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - now.getTime()) / 1000)),
  });
  return { statement, verdict };
}

/**
 * One hit under each key (several limits counted in one statement), not yet run: its statement,
 * whose rows are (key, count), and the verdict of one key on those counts by key. Run as a part
 * of the statement that enters a workspace (in-tenant.server.ts, `admission`): a portal post
 * counts its client and its acknowledgement's recipient in its own first round trip.
 */
export function windowHits(
  db: Db,
  hits: readonly { key: string; limit: WindowLimit }[],
  now: Date = new Date(),
) {
  const startOf = (limit: WindowLimit) =>
    Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  // Built once per number of keys (a portal post's every time): only the values change.
  const statement: ShapedSql = {
    shape: `window-hits:${hits.length}`,
    build: () =>
      db
        .insert(rateLimit)
        .values(
          hits.map((_, i) => ({
            key: slot(`hitKey${i}`),
            windowStart: slot(`hitStart${i}`),
            count: 1,
          })),
        )
        .onConflictDoUpdate({
          target: [rateLimit.key, rateLimit.windowStart],
          set: { count: sql`${rateLimit.count} + 1` },
        })
        .returning({ key: rateLimit.key, value: rateLimit.count })
        .getSQL(),
    values: Object.fromEntries(
      hits.flatMap(({ key, limit }, i) => [
        [`hitKey${i}`, key],
        [`hitStart${i}`, new Date(startOf(limit))],
      ]),
    ),
  };
  /** The verdict of `key` (one of `hits`) on the counts the statement returned, by key. */
  const verdict = (key: string, counts: Record<string, number> | null): WindowHit => {
    const { limit } = hits.find((hit) => hit.key === key)!;
    return {
      allowed: Number(counts?.[key] ?? 1) <= limit.max,
      retryAfter: Math.max(1, Math.ceil((startOf(limit) + limit.windowMs - now.getTime()) / 1000)),
    };
  };
  return { statement, verdict };
}

async function hitWindow(db: Db, key: string, limit: WindowLimit, now: Date): Promise<WindowHit> {
  const hit = windowHit(db, key, limit, now);
  const [row] = await hit.statement;
  return hit.verdict(row?.value);
}

/** Counts one hit under every key (all are counted), allowed only when each is within its limit. */
export async function hitWindows(
  db: Db,
  hits: { key: string; limit: WindowLimit }[],
  now: Date = new Date(),
): Promise<WindowHit> {
  const results = [];
  for (const { key, limit } of hits) results.push(await hitWindow(db, key, limit, now));
  const refused = results.filter((r) => !r.allowed);
  return refused.length === 0
    ? { allowed: true, retryAfter: 0 }
    : { allowed: false, retryAfter: Math.max(...refused.map((r) => r.retryAfter)) };
}
