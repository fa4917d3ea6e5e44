import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startWatchdog, type WatchdogOptions } from "./watchdog.server";

// The watchdog (decision 0073): a database that stops answering ends the process with status 1
// (its supervisor restarts it), a database that answers, even with an error, or that is busy
// finishing other queries does not; a main thread stuck in the engine is killed from a worker.

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const never = () => new Promise<never>(() => {});

/** A watchdog with short periods, a fake exit and a counted probe. */
function watch(probe: () => Promise<unknown>, options: Partial<WatchdogOptions> = {}) {
  const exit = vi.fn();
  const log = vi.fn();
  const calls = { count: 0 };
  stops.push(
    startWatchdog({
      probe: () => {
        calls.count++;
        return probe();
      },
      intervalMs: 5,
      timeoutMs: 20,
      failures: 3,
      blockedMs: 0,
      exit,
      log,
      ...options,
    }),
  );
  return { exit, log, calls };
}

describe("the database watchdog", () => {
  it("exits with status 1, saying why, after 3 probes without an answer", async () => {
    const { exit, log, calls } = watch(never);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 5_000 });
    expect(calls.count).toBe(3);
    expect(log).toHaveBeenCalledWith(
      "Watchdog: the database has not answered 3 probes in a row (0.02 s each); stopping so that the supervisor restarts the server.",
    );
  });

  it("keeps a database that answers with an error (PostgreSQL restarting)", async () => {
    const { exit, calls } = watch(() => Promise.reject(new Error("connect ECONNREFUSED")));
    await vi.waitFor(() => expect(calls.count).toBeGreaterThanOrEqual(8), { timeout: 5_000 });
    expect(exit).not.toHaveBeenCalled();
  });

  it("keeps a database busy with a long transaction whose queries keep finishing", async () => {
    let settled = 0;
    const busy = setInterval(() => settled++, 2);
    stops.push(() => clearInterval(busy));
    const { exit, calls } = watch(never, { progress: () => settled });
    await vi.waitFor(() => expect(calls.count).toBeGreaterThanOrEqual(8), { timeout: 5_000 });
    expect(exit).not.toHaveBeenCalled();
  });

  it("counts only probes in a row: one answer starts the count again", async () => {
    let n = 0;
    const { exit, calls } = watch(() => (++n % 3 === 0 ? Promise.resolve() : never()));
    await vi.waitFor(() => expect(calls.count).toBeGreaterThanOrEqual(9), { timeout: 5_000 });
    expect(exit).not.toHaveBeenCalled();
  });
});

/** Runs `code` in a new Node process with the watchdog module loaded as `watchdog`. */
const HEARTBEAT_ONLY = `watchdog.startWatchdog({ probe: async () => {}, intervalMs: 60000, blockedMs: 1000 });`;

function child(code: string) {
  const module = path.resolve("app/server/platform/watchdog.server.ts");
  const script = `const watchdog = await import(${JSON.stringify(module)}); ${code}`;
  return new Promise<{ code: number | null; signal: string | null; stderr: string }>((resolve) => {
    const proc = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]);
    let stderr = "";
    proc.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on("exit", (code, signal) => resolve({ code, signal, stderr }));
  });
}

describe("the heartbeat", { timeout: 30_000 }, () => {
  it("kills a process whose main thread is stuck, which SIGTERM no longer reaches", async () => {
    const result = await child(`
      ${HEARTBEAT_ONLY}
      process.on("SIGTERM", () => {});
      setTimeout(() => { for (;;) {} }, 100);
    `);
    expect(result.signal).toBe("SIGKILL");
    expect(result.stderr).toMatch(
      /^Watchdog: the main thread has not run for \d+ s \(the embedded database is stuck\?\); killing the process so that the supervisor restarts it\.$/m,
    );
  });

  it("leaves a process whose main thread runs", async () => {
    const result = await child(`
      ${HEARTBEAT_ONLY}
      setTimeout(() => process.exit(0), 2500);
    `);
    expect(result).toEqual({ code: 0, signal: null, stderr: "" });
  });
});
