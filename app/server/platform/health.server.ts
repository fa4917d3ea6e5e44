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
