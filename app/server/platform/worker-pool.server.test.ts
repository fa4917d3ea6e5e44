import { afterEach, describe, expect, it } from "vitest";
import { createWorkerPool, type WorkerPool } from "./worker-pool.server";

// The pool's clocks (decisions 0075, 0088): a task's time limit starts when a ready thread takes
// it, never during the thread's start-up, which under load took longer than the limit itself and
// turned the first CSV upload of a cold server into a 503.

/** A worker that loads for `startMs` (as tsx and the parsers do), then echoes or sleeps. */
function workerCode(startMs: number | null) {
  return `
    const { parentPort } = require("node:worker_threads");
    const answer = ({ id, name, input }) => {
      if (name === "echo") return parentPort.postMessage({ id, result: input });
      setTimeout(() => parentPort.postMessage({ id, result: "late" }), input);
    };
    const start = ${JSON.stringify(startMs)};
    if (start !== null) setTimeout(() => {
      parentPort.on("message", answer);
      parentPort.postMessage({ ready: true });
    }, start);
    else setInterval(() => {}, 1000);
  `;
}

let pool: WorkerPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

function open(startMs: number | null, timeoutMs: number, startLimitMs = 30_000) {
  pool = createWorkerPool({
    file: workerCode(startMs),
    eval: true,
    threads: 1,
    maxQueue: 4,
    timeoutMs,
    startMs: startLimitMs,
    heapMb: 64,
  });
  return pool;
}

describe("the worker pool's clocks", { timeout: 20_000 }, () => {
  it("runs the first task of a thread that starts slower than the time limit", async () => {
    const slowStart = open(1_500, 1_000);
    await expect(slowStart.run("echo", { ligne: "PC-0001" })).resolves.toEqual({
      ligne: "PC-0001",
    });
  });

  it("still stops a task that runs past its limit, and the next one runs", async () => {
    const ready = open(0, 300);
    await expect(ready.run("sleep", 5_000)).rejects.toThrow("ran past its time limit");
    await expect(ready.run("echo", 42)).resolves.toBe(42);
  });

  it("fails the waiting tasks when the thread never says it is ready", async () => {
    const stuck = open(null, 1_000, 300);
    await expect(stuck.run("echo", 1)).rejects.toThrow("start: not ready in time");
  });
});
