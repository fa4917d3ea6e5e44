import { describeDbError } from "~/server/db/client.server";

// A background pass run now (`kick`, after a row is committed) and every interval (`start`), never
// twice at once in a process; `stop` starts no new pass and waits for the running one. The mail
// outboxes use it; several processes share their tables safely through leases (SKIP LOCKED).
// A pass that reports itself `full` (it claimed a whole batch) is followed at once by the next,
// and a kick during a pass runs one more after it: a backlog drains without waiting for the
// interval, and a row committed while a pass was claiming is not left for the next tick
// (decision 0076).

export interface BackgroundLoop {
  /** Runs `pass` now in the background (or once more after the running one); never throws. */
  kick(pass: () => Promise<unknown>): void;
  /**
   * Runs `pass` now (unless `now: false`: first after one interval) and every `intervalMs`;
   * returns `stop`.
   */
  start(
    pass: () => Promise<unknown>,
    intervalMs: number,
    options?: { now?: boolean },
  ): () => Promise<void>;
}

const isFull = (result: unknown) =>
  typeof result === "object" && result !== null && "full" in result && result.full === true;

export function createBackgroundLoop(label: string): BackgroundLoop {
  const state: { running: Promise<unknown> | undefined; again: boolean; stopped: boolean } = {
    running: undefined,
    again: false,
    stopped: false,
  };
  const drain = async (pass: () => Promise<unknown>) => {
    do {
      state.again = false;
      try {
        if (isFull(await pass())) state.again = true;
      } catch (error) {
        console.error(`${label}: ${describeDbError(error)}`);
        return; // the next tick tries again
      }
    } while (state.again && !state.stopped);
  };
  const kick = (pass: () => Promise<unknown>) => {
    if (state.stopped) return; // once stopping, the next process sends what is left
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = drain(pass).finally(() => (state.running = undefined));
  };
  return {
    kick,
    start(pass, intervalMs, { now = true } = {}) {
      state.stopped = false;
      if (now) kick(pass);
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
