// Background work whose start reads the database (the job loop reads the private links' secret
// before any job's transaction, decision 0076): a server started while its database is away must
// still serve its French 503s, so the start is retried until it succeeds, never thrown at start.

/** What `start` returns: its stop, resolved once the work in progress is finished. */
type Stop = () => Promise<void> | void;

interface StartOptions {
  retryMs?: number;
  /** The failure for the log: the database's reason, never the query and its values. */
  describe: (error: unknown) => string;
}

/**
 * Runs `start` now, and again every `retryMs` while it throws (logged once per outage); returns
 * a stop that cancels the retries, or stops what `start` started.
 */
export function startWhenReady(
  label: string,
  start: () => Promise<Stop>,
  { retryMs = 15_000, describe }: StartOptions,
): () => Promise<void> {
  let stopped = false;
  let running: Stop | undefined;
  let timer: NodeJS.Timeout | undefined;
  let logged = false;
  const attempt = async () => {
    try {
      const stop = await start();
      if (stopped) return void (await stop());
      running = stop;
      if (logged) console.log(`${label}: started.`);
    } catch (error) {
      if (!logged) {
        console.error(
          `${label} not started (retried every ${retryMs / 1000} s): ${describe(error)}`,
        );
        logged = true;
      }
      if (!stopped) timer = setTimeout(() => void attempt(), retryMs);
      timer?.unref();
    }
  };
  const first = attempt();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await first;
    await running?.();
  };
}
