import type { ChildProcess } from "node:child_process";

export interface ServerOptions {
  /** A free port unless given. */
  port?: number;
  /** A fresh temporary folder unless given. */
  dataDir?: string;
  /** Without `dataDir`: a folder whose contents the fresh one starts with (a migrated database). */
  template?: string;
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
  /** Stops the server, then removes its data folder unless it was given one. */
  dispose(): Promise<void>;
}

export function freePort(): Promise<number>;
export function copyTemplate(template: string, folder: string): void;
export function spawnServer(options?: ServerOptions): Promise<SpawnedServer>;
export function startServer(options?: ServerOptions & { timeout?: number }): Promise<SpawnedServer>;
