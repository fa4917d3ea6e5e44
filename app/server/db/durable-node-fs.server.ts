import fs from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

// PGlite's own defaults are not crash-safe on a server: it starts PostgreSQL with `-F` (fsync
// off), the default `wal_sync_method` (fdatasync) is a no-op in its WebAssembly runtime, and the
// Node file layer (Emscripten's NODEFS) has no fsync at all. This module turns each of those on:
// PostgreSQL fsyncs the WAL before it reports a COMMIT, and that fsync reaches the disk. See
// docs/decisions/0017-embedded-durability.md (measurements, limits).

/** The PostgreSQL start parameters: PGlite's defaults without `-F`, WAL synced with fsync(). */
const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

/** Emscripten's EIO: PostgreSQL treats a failed fsync as fatal (PANIC), as it must. */
const EIO = 29;

interface EmscriptenStream {
  nfd?: number;
  path?: string;
}

interface NodeFsModule {
  NODEFS: { stream_ops: Record<string, unknown> };
  FS: { ErrnoError: new (errno: number) => Error };
}

/** fsync of every file and folder under `dir`, folders after their content. */
function syncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(child);
    else if (entry.isFile()) syncPath(child);
  }
  syncPath(dir);
}

function syncPath(file: string): void {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * NodeFS whose fsync() reaches the disk. The first `syncToFs` (PGlite calls it after creating a
 * new cluster, then after every query) also fsyncs the whole folder once: the files of a new
 * cluster are unpacked without fsync, and a folder written by an older, fsync-less run may still
 * sit in the page cache.
 */
class DurableNodeFS extends NodeFS {
  #treeSynced = false;

  override async init(...args: Parameters<NodeFS["init"]>) {
    const { emscriptenOpts } = await super.init(...args);
    const patchFsync = (mod: unknown) => {
      const { NODEFS, FS } = mod as NodeFsModule;
      NODEFS.stream_ops.fsync = (stream: EmscriptenStream) => {
        try {
          // Every NODEFS stream, folders included, holds a host descriptor.
          if (stream.nfd === undefined) throw new Error(`no host descriptor for ${stream.path}`);
          fs.fsyncSync(stream.nfd);
          return 0;
        } catch (error) {
          console.error(`fsync failed: ${error instanceof Error ? error.message : String(error)}`);
          throw new FS.ErrnoError(EIO);
        }
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), patchFsync],
      },
    };
  }

  override async syncToFs(): Promise<void> {
    if (this.#treeSynced) return;
    syncTree(this.rootDir);
    this.#treeSynced = true;
  }
}

/**
 * Options for a throwaway PGlite in `dir` (the test suite's: DATABASE_FSYNC=off): PGlite's own
 * defaults, no fsync at all. Each commit's fsync and the first query's fsync of the whole folder
 * were a fifth of the time of the write-heavy browser specs here (decision 0093).
 */
export function throwawayPgliteOptions(dir: string): PGliteOptions {
  return { fs: new NodeFS(dir) };
}

/** Options for a PGlite in `dir` whose acknowledged commits survive an OS crash. */
export function durablePgliteOptions(dir: string): PGliteOptions {
  return { fs: new DurableNodeFS(dir), startParams: [...DURABLE_START_PARAMS] };
}
