import { Worker } from "node:worker_threads";

// Ends a process whose database stopped answering, so that its supervisor (systemd, Docker,
// Kubernetes) starts a new one: the embedded database runs inside this process, and once its
// engine is stuck nothing but a restart brings it back (decision 0073). Two watches:
// - the probe: a trivial query every `intervalMs`; `failures` probes in a row that get no answer
//   within `timeoutMs`, while no other query finished either (a long import is not a hang),
//   and the process logs why and exits with status 1;
// - the heartbeat, from a worker thread: the engine spinning in this thread (a full disk did
//   that) stops timers, the probe's included, and SIGTERM's handler; when the main thread has
//   not beaten for `blockedMs`, the worker logs why and kills the process (SIGKILL).

export interface WatchdogOptions {
  /** A trivial query; a rejection is an answer (the database is there, it refused). */
  probe: () => Promise<unknown>;
  /** A count that grows with every query the database finishes (undefined: not known). */
  progress?: () => number;
  intervalMs?: number;
  timeoutMs?: number;
  failures?: number;
  /** The main thread's silence after which the worker kills the process; 0: no worker. */
  blockedMs?: number;
  exit?: (code: number) => void;
  log?: (line: string) => void;
}

type Outcome = "answered" | "no answer";

function withTimeout(probe: () => Promise<unknown>, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve("no answer"), timeoutMs);
    const answered = () => {
      clearTimeout(timer);
      resolve("answered");
    };
    Promise.resolve().then(probe).then(answered, answered);
  });
}

/** Starts both watches; returns their stop. */
export function startWatchdog({
  probe,
  progress,
  intervalMs = 5_000,
  timeoutMs = 10_000,
  failures = 3,
  blockedMs = 120_000,
  exit = (code) => process.exit(code),
  log = console.error,
}: WatchdogOptions): () => void {
  let stopped = false;
  let silent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const before = progress?.();
    const outcome = await withTimeout(probe, timeoutMs);
    if (stopped) return;
    const moved = before !== undefined && progress?.() !== before;
    silent = outcome === "answered" || moved ? 0 : silent + 1;
    if (silent >= failures) {
      log(
        `Watchdog: the database has not answered ${failures} probes in a row (${timeoutMs / 1000} s each); stopping so that the supervisor restarts the server.`,
      );
      exit(1);
      return;
    }
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref();
  };
  timer = setTimeout(() => void tick(), intervalMs);
  timer.unref();
  const stopHeartbeat = blockedMs > 0 ? startHeartbeat(blockedMs) : () => {};
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopHeartbeat();
  };
}

// The worker's code, evaluated as a string: no file to find next to the server build.
const HEARTBEAT_WORKER = `
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
const beat = new Int32Array(workerData.buffer);
let seen = Atomics.load(beat, 0);
let since = Date.now();
setInterval(() => {
  const now = Atomics.load(beat, 0);
  if (now !== seen) {
    seen = now;
    since = Date.now();
  } else if (Date.now() - since >= workerData.blockedMs) {
    writeSync(2, "Watchdog: the main thread has not run for " + Math.round((Date.now() - since) / 1000) +
      " s (the embedded database is stuck?); killing the process so that the supervisor restarts it.\\n");
    process.kill(process.pid, "SIGKILL");
  }
}, Math.min(1000, workerData.blockedMs / 4));
`;

/** The main thread beats every second; a worker thread kills the process after `blockedMs` without a beat. */
function startHeartbeat(blockedMs: number): () => void {
  const buffer = new SharedArrayBuffer(4);
  const beat = new Int32Array(buffer);
  const beating = setInterval(() => Atomics.add(beat, 0, 1), Math.min(1000, blockedMs / 4));
  beating.unref();
  // Plain CommonJS, whatever flags (a loader, --input-type) the process was started with.
  const worker = new Worker(HEARTBEAT_WORKER, {
    eval: true,
    execArgv: [],
    workerData: { buffer, blockedMs },
  });
  // A worker's failure is an 'error' event: unheard, it would end the process it watches.
  worker.on("error", (error) => console.error(`Watchdog heartbeat stopped: ${error.message}`));
  worker.unref();
  return () => {
    clearInterval(beating);
    void worker.terminate();
  };
}
