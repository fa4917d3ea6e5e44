// A bound on each workspace's concurrent heavy work (decision 0075): at most `running` tasks of a
// workspace at once, `waiting` more queued in arrival order, and any beyond refused at once
// (TenantBusyError: the caller answers a French 429 with Retry-After), so that one workspace's
// flood of heavy requests takes a fair share of the parse threads and the database, never all of
// them. Per process, in memory: a bound on load, not a quota (the rate limits are in the database).

export class TenantBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("workspace busy");
    this.name = "TenantBusyError";
  }
}

interface Lane {
  running: number;
  queue: Array<() => void>;
}

export interface TenantSlots {
  /** Runs `fn` when the workspace has a free slot; TenantBusyError when its queue is full. */
  run<T>(workspaceId: string, fn: () => Promise<T>): Promise<T>;
}

export function createTenantSlots(bounds: {
  running: number;
  waiting: number;
  retryAfterSeconds: number;
}): TenantSlots {
  const lanes = new Map<string, Lane>();

  async function acquire(workspaceId: string): Promise<void> {
    let lane = lanes.get(workspaceId);
    if (!lane) lanes.set(workspaceId, (lane = { running: 0, queue: [] }));
    if (lane.running < bounds.running) {
      lane.running++;
      return;
    }
    if (lane.queue.length >= bounds.waiting) {
      throw new TenantBusyError(bounds.retryAfterSeconds);
    }
    // The slot is handed over by `release`, already counted.
    await new Promise<void>((resolve) => lane.queue.push(resolve));
  }

  function release(workspaceId: string) {
    const lane = lanes.get(workspaceId)!;
    const next = lane.queue.shift();
    if (next) return next();
    lane.running--;
    if (lane.running === 0) lanes.delete(workspaceId);
  }

  return {
    async run(workspaceId, fn) {
      await acquire(workspaceId);
      try {
        return await fn();
      } finally {
        release(workspaceId);
      }
    },
  };
}
