// The lease of a claimed batch, shared by the outboxes (contact and mail): a claim holds its rows
// for a short lease, and a heartbeat renews it while the batch is still being sent, so that a
// batch claimed by a process that died is taken again after `leaseMs`, not after the longest
// possible batch (decision 0076).

export interface LeaseLimits {
  /** How long a claim (or its last renewal) holds the rows. */
  leaseMs: number;
  /** How often a batch in progress renews its lease; well under `leaseMs`. */
  heartbeatMs: number;
}

export const LEASE: LeaseLimits = { leaseMs: 60_000, heartbeatMs: 15_000 };

/** The end of a lease taken or renewed at `at`. */
export const leaseUntil = (at: Date, limits: LeaseLimits = LEASE) =>
  new Date(at.getTime() + limits.leaseMs);

/**
 * Runs `work` while calling `renew(until)` every `heartbeatMs`. The clock starts at `claimedAt`
 * (a pass's `now`, which tests move) and advances with real time. A failed renewal is logged: the
 * batch goes on, and only a process still alive after its lease ran out could then send twice.
 */
export async function withHeartbeat<T>(
  claimedAt: Date,
  limits: LeaseLimits,
  renew: (until: Date) => Promise<unknown>,
  work: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const at = new Date(claimedAt.getTime() + (Date.now() - started));
    renewing = renewing
      .then(() => renew(leaseUntil(at, limits)))
      .catch((error: unknown) =>
        console.error(
          `A lease could not be renewed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }, limits.heartbeatMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewing;
  }
}
