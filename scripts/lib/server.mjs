// Starts a production server as a child process, for the benchmarks, the reliability checks and
// the browser tests: `node scripts/start.mjs` (or another command, e.g. `npm run dev`) with its own
// PORT (a free one unless given), DATA_DIR (a fresh temporary folder unless given, optionally a copy
// of a template folder) and environment, then waits until it answers /healthz (any status: a server
// whose database is down still answers).
// BENCH_PROFILE=dir: the default command writes a CPU profile there when the server stops.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const START = process.env.BENCH_PROFILE
  ? [
      process.execPath,
      ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`, "scripts/start.mjs"],
    ]
  : [process.execPath, ["scripts/start.mjs"]];

/** A TCP port that is free on 127.0.0.1 now. */
export async function freePort() {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Copies a data folder's contents into another (a migrated embedded database into a fresh folder). */
export function copyTemplate(template, folder) {
  // The lock file's note names the process that made the template, which has exited.
  cpSync(template, folder, {
    recursive: true,
    filter: (src) => path.basename(src) !== "pglite.lock",
  });
}

/**
 * Spawns the server without waiting for it (see `startServer`). Without `dataDir`, the server gets
 * a fresh temporary folder, a copy of `template` when given (an embedded database already
 * migrated: a fresh one runs initdb and every migration, 6 of the 10 s a server takes to start),
 * which `dispose` removes.
 */
export async function spawnServer({ port, dataDir, template, env = {}, command = START } = {}) {
  const serverPort = port ?? (await freePort());
  const base = `http://127.0.0.1:${serverPort}`;
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), "server-"));
  if (!dataDir && template) copyTemplate(template, folder);
  const [file, args] = command;
  const child = spawn(file, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SITE_URL: base,
      ...env,
      PORT: String(serverPort),
      DATA_DIR: folder,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  // "close": the process has exited and its output has been read to the end.
  const exited = once(child, "close");
  /** Sends `signal` (SIGTERM unless said) and resolves with the exit code once it has exited. */
  const stop = async (signal = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const [code] = await exited;
    return code;
  };
  return {
    base,
    port: serverPort,
    dataDir: folder,
    child,
    /** Resolves with [code, signal] once the process has exited. */
    exited,
    output: () => output,
    stop,
    /** Stops the server, then removes its data folder unless it was given one. */
    async dispose() {
      await stop();
      if (!dataDir) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Spawns the server and resolves once it answers /healthz; rejects with its output if it exits
 * first or does not answer within `timeout` ms (a fresh embedded database runs initdb first),
 * having removed the folder it made.
 */
export async function startServer({ timeout = 150_000, ...options } = {}) {
  const server = await spawnServer(options);
  const deadline = Date.now() + timeout;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      const [code, signal] = await server.exited;
      await server.dispose();
      throw new Error(`server exited (${signal ?? code}) before answering:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.base}/healthz`);
      await res.arrayBuffer();
      return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.dispose();
      throw new Error(`server did not answer within ${timeout} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
