import type { ChildProcess } from "node:child_process";

export interface ServerOptions {
  /** A free port unless given. */
  port?: number;
  /** A fresh temporary folder unless given. */
  dataDir?: string;
  /** Added to the parent's environment (PORT and DATA_DIR come from the options above). */
  env?: Record<string, string>;
  /** The command to run; `node scripts/start.mjs` unless given. */
  command?: readonly [string, readonly string[]];
}

export interface SpawnedServer {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number>;
export function spawnServer(options?: ServerOptions): Promise<SpawnedServer>;
export function startServer(options?: ServerOptions & { timeout?: number }): Promise<SpawnedServer>;
