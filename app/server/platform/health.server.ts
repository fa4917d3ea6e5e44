import type { DiskGuard } from "./disk-space.server";

// GET /healthz's answer, for load balancers and supervisors: 200 when this instance can serve
// and store, else 503 with the reason (decision 0073). It is public: it says whether the disk is
// low, never how much space is left (the guard logs the figures).

export interface Health {
  status: 200 | 503;
  body: {
    status: "ok" | "unavailable";
    database: "ok" | "unavailable";
    disk?: "ok" | "low";
    reason?: string;
  };
}

/** The database's probe and, with the embedded database, DATA_DIR's free space read now. */
export async function healthOf(
  database: () => Promise<boolean>,
  disk?: DiskGuard,
): Promise<Health> {
  const [up, space] = await Promise.all([database(), disk?.check()]);
  const reasons = [
    up ? undefined : "database unavailable",
    space?.low ? "disk space low" : undefined,
  ].filter((reason) => reason !== undefined);
  return {
    status: reasons.length === 0 ? 200 : 503,
    body: {
      status: reasons.length === 0 ? "ok" : "unavailable",
      database: up ? "ok" : "unavailable",
      ...(space && { disk: space.low ? "low" : "ok" }),
      ...(reasons.length > 0 && { reason: reasons.join("; ") }),
    },
  };
}

/** What the embedded database says of itself (server-pglite.server.ts). */
interface DatabaseLiveness {
  /** A query now would queue behind one running or waiting. */
  busy: boolean;
  /** When the last query settled (ms since the epoch). */
  settledAt: number;
}

/**
 * The database's probe for /healthz (decision 0096). The embedded database runs one query at a
 * time: behind a long import's transaction, the probe would wait for its end (and time out into a
 * 503). When the database is busy but a query settled within `recentMs` (the watchdog's measure
 * of a long transaction against a stuck engine), it is alive: the answer comes at once, without
 * queueing a probe. Otherwise, and always on PostgreSQL (no liveness), the probe answers.
 */
export function liveDatabaseCheck(
  probe: () => Promise<boolean>,
  liveness: (() => DatabaseLiveness) | undefined,
  { recentMs = 10_000, now = Date.now }: { recentMs?: number; now?: () => number } = {},
): () => Promise<boolean> {
  return () => {
    const state = liveness?.();
    if (state?.busy && now() - state.settledAt < recentMs) return Promise.resolve(true);
    return probe();
  };
}
