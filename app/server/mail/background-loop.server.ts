import { describeDbError } from "~/server/db/client.server";

// A background pass run now (`kick`, after a row is committed) and every interval (`start`), never
// twice at once in a process; `stop` starts no new pass and waits for the running one. The mail
// outboxes use it; several processes share their tables safely through leases (SKIP LOCKED).

export interface BackgroundLoop {
  /** Runs `pass` now in the background, unless one is running or the loop is stopping; never throws. */
  kick(pass: () => Promise<unknown>): void;
  /** Runs `pass` now and every `intervalMs`; returns `stop`. */
  start(pass: () => Promise<unknown>, intervalMs: number): () => Promise<void>;
}

export function createBackgroundLoop(label: string): BackgroundLoop {
  const state: { running: Promise<unknown> | undefined; stopped: boolean } = {
    running: undefined,
    stopped: false,
  };
  const kick = (pass: () => Promise<unknown>) => {
    // The running pass or the next tick picks new rows up; once stopping, the next process does.
    if (state.running || state.stopped) return;
    state.running = pass()
      .catch((error: unknown) => console.error(`${label}: ${describeDbError(error)}`))
      .finally(() => (state.running = undefined));
  };
  return {
    kick,
    start(pass, intervalMs) {
      state.stopped = false;
      kick(pass);
      const timer = setInterval(() => kick(pass), intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        state.stopped = true;
        await state.running;
      };
    },
  };
}

/** `work`, or a rejection once `timeoutMs` have passed (the work is then abandoned). */
export async function within<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
