import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { tryLock, unlock } from "fs-native-extensions";

// PGlite is an embedded, single-process PostgreSQL: a second process opening the same folder
// would corrupt it. DATA_DIR/pglite.lock carries a kernel lock (an open-file-description lock,
// fcntl F_OFD_SETLK on Linux) held for the life of the process: the kernel releases it when the
// process ends, however it ends (SIGKILL, crash), and two processes cannot both hold it, whatever
// their PIDs (two containers sharing the folder are both PID 1). The file's text (PID, host, start
// time) is only a note for the operator; the file is never deleted, so every process locks the
// same inode.

export const LOCK_FILE = "pglite.lock";

function describeOwner(file: string): string {
  try {
    const note = readFileSync(file, "utf8").trim().split("\n")[0];
    return note ? ` (${note})` : "";
  } catch {
    return "";
  }
}

/** Takes DATA_DIR/pglite.lock for this process, or throws; returns the release function. */
export function acquirePgliteLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const fd = openSync(file, "a+"); // read-write, created if missing, never truncated here
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw new Error(
      `Could not lock ${file}: ${error instanceof Error ? error.message : String(error)}. The embedded database needs a local file system that supports file locks; otherwise set DATABASE_URL.`,
      { cause: error },
    );
  }
  if (!locked) {
    closeSync(fd);
    throw new Error(
      `The embedded database in ${dataDir} is already in use by another process${describeOwner(file)}. PGlite serves one process only: stop that process (or container), use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
    );
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `pid ${process.pid} on ${hostname()} since ${new Date().toISOString()}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unlock(fd);
    closeSync(fd);
  };
}
