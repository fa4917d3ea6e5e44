import { Worker } from "node:worker_threads";

// A small pool of worker threads for the heavy parsing that must not run on the event loop
// (decision 0075): a fixed number of threads, a bounded queue, a time limit per task (the thread
// running an overdue task is terminated and replaced) and a heap limit per thread (a task that
// blows it fails alone, the server goes on). A worker says `{ ready: true }` once its code is
// loaded: a task is handed only to a ready worker, so its time limit never counts the thread's
// start-up (seconds under load, decision 0088); a worker not ready within `startMs` fails the
// tasks waiting for it. Tasks are messages `{ id, name, input }`; the worker answers `{ id, chunk }`
// any number of times (streamed results), then `{ id, result }` or `{ id, error }`. Workers are
// unreferenced while idle, so an idle pool never keeps a process up.

export class PoolBusyError extends Error {
  constructor() {
    super("worker pool: queue full");
    this.name = "PoolBusyError";
  }
}

class PoolTimeoutError extends Error {
  constructor(readonly task: string) {
    super(`worker pool: ${task} ran past its time limit`);
    this.name = "PoolTimeoutError";
  }
}

/** The worker threw, died or ran out of memory while running the task. */
class PoolTaskError extends Error {
  constructor(
    readonly task: string,
    cause: string,
  ) {
    super(`worker pool: ${task} failed: ${cause}`);
    this.name = "PoolTaskError";
  }
}

export interface PoolOptions {
  /** The worker's entry module, or its code when `eval`. */
  file: string;
  eval?: boolean;
  threads: number;
  /** Tasks waiting for a thread beyond which `run` refuses at once (PoolBusyError). */
  maxQueue: number;
  timeoutMs: number;
  /** Time a new thread has to say it is ready (60 s when not given). */
  startMs?: number;
  /** V8 old-generation heap per thread, in MB. */
  heapMb: number;
}

interface Task {
  id: number;
  name: string;
  input: unknown;
  transfer: ArrayBuffer[];
  onChunk?: (chunk: unknown) => void;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

type Reply = { id: number; ready?: true; chunk?: unknown; result?: unknown; error?: string };

export interface WorkerPool {
  run<T>(
    name: string,
    input: unknown,
    options?: { transfer?: ArrayBuffer[]; onChunk?: (chunk: unknown) => void },
  ): Promise<T>;
  close(): Promise<void>;
}

export function createWorkerPool(options: PoolOptions): WorkerPool {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function settle(slot: Slot, outcome: (task: Task) => void) {
    const task = slot.task;
    if (!task) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    slot.worker.unref();
    outcome(task);
    dispatch();
  }

  function spawn(): Slot {
    const worker = new Worker(options.file, {
      eval: options.eval ?? false,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    });
    // Referenced while it starts: a task is waiting for it.
    const slot: Slot = { worker, ready: false, task: null, timer: null };
    slot.timer = setTimeout(() => {
      failStart(slot, "not ready in time");
      void worker.terminate();
    }, options.startMs ?? 60_000);
    worker.on("message", (reply: Reply) => {
      if (reply.ready) {
        if (slot.ready || !slots.includes(slot)) return;
        clearTimeout(slot.timer!);
        slot.timer = null;
        slot.ready = true;
        worker.unref();
        return dispatch();
      }
      const task = slot.task;
      if (!task || reply.id !== task.id) return;
      if ("chunk" in reply) return task.onChunk?.(reply.chunk);
      if (reply.error !== undefined) {
        settle(slot, (t) => t.reject(new PoolTaskError(t.name, reply.error!)));
      } else settle(slot, (t) => t.resolve(reply.result));
    });
    const replace = (cause: string) => {
      if (!slot.ready) return failStart(slot, cause);
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      settle(slot, (t) => t.reject(new PoolTaskError(t.name, cause)));
      if (!closed) slots.push(spawn());
      dispatch();
    };
    worker.on("error", (error) => replace(error.message));
    worker.on("exit", (code) => {
      if (slots.includes(slot)) replace(`exit ${code}`);
    });
    return slot;
  }

  /**
   * A thread that died or hung before it was ready: it is dropped, not replaced (the next `run`
   * starts another); when no thread is left ready or starting, the waiting tasks fail.
   */
  function failStart(slot: Slot, cause: string) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (slots.length > 0) return;
    for (const task of queue.splice(0))
      task.reject(new PoolTaskError(task.name, `start: ${cause}`));
  }

  function dispatch() {
    for (const slot of slots) {
      if (!slot.ready || slot.task || queue.length === 0) continue;
      const task = queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        const index = slots.indexOf(slot);
        if (index >= 0) slots.splice(index, 1);
        settle(slot, (t) => t.reject(new PoolTimeoutError(t.name)));
        void slot.worker.terminate();
        if (!closed) slots.push(spawn());
        dispatch();
      }, options.timeoutMs);
      slot.worker.postMessage({ id: task.id, name: task.name, input: task.input }, task.transfer);
    }
  }

  return {
    run<T>(
      name: string,
      input: unknown,
      { transfer = [], onChunk }: { transfer?: ArrayBuffer[]; onChunk?: (c: unknown) => void } = {},
    ) {
      if (closed) return Promise.reject(new Error("worker pool: closed"));
      while (slots.length < options.threads) slots.push(spawn());
      const idle = slots.some((slot) => !slot.task);
      if (!idle && queue.length >= options.maxQueue) return Promise.reject(new PoolBusyError());
      return new Promise<T>((resolve, reject) => {
        const task: Task = {
          id: nextId++,
          name,
          input,
          transfer,
          onChunk,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        queue.push(task);
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("worker pool: closed"));
      const ending = slots.splice(0);
      for (const slot of ending) if (slot.timer) clearTimeout(slot.timer);
      await Promise.all(ending.map((slot) => slot.worker.terminate()));
    },
  };
}
