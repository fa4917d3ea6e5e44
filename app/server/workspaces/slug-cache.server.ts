import type { Db } from "~/server/db/client.server";

// Workspaces read by their slug on the public channels (the portal, the follow page, inbound
// e-mail), kept a few seconds per process and per database: a burst of posts reads the platform
// row once instead of once a post. What may change meanwhile is bounded by the lifetime: a rename
// or a deletion made by this process forgets the entries at once (`forgetCachedWorkspaces`);
// another process's shows here within SLUG_CACHE_MS. The read-only state is computed from the
// trial's end at each use, never cached. Unknown slugs and failed reads are not kept.

export const SLUG_CACHE_MS = 5_000;
/** Entries kept at most (the oldest are dropped first). */
const MAX_ENTRIES = 1_000;

interface Entry<T> {
  at: number;
  value: Promise<T | null>;
}

const caches = new WeakMap<Db, Map<string, Entry<unknown>>>();

function cacheOf(db: Db): Map<string, Entry<unknown>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** `read(slug)`'s answer, from this process's last few seconds when it found a workspace. */
export function cachedBySlug<T>(
  db: Db,
  slug: string,
  read: () => Promise<T | null>,
  now: number = Date.now(),
): Promise<T | null> {
  const cache = cacheOf(db);
  const hit = cache.get(slug) as Entry<T> | undefined;
  if (hit && now - hit.at < SLUG_CACHE_MS) return hit.value;
  // Concurrent misses share one read.
  const value = read();
  const entry: Entry<T> = { at: now, value };
  cache.delete(slug);
  cache.set(slug, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const drop = () => {
    if (cache.get(slug) === entry) cache.delete(slug);
  };
  value.then((found) => found === null && drop(), drop);
  return value;
}

/** After a workspace is renamed or deleted by this process: nothing cached is used again. */
export function forgetCachedWorkspaces(db: Db): void {
  caches.get(db)?.clear();
}
