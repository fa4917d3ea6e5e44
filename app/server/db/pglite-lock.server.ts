import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

// PGlite is an embedded, single-process PostgreSQL: a second process opening the same folder
// would corrupt it. A pid lock file next to the folder refuses that with a clear message.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes DATA_DIR/pglite.lock for this process; returns the release function. */
export function acquirePgliteLock(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8").trim());
      if (owner === process.pid) return () => rmSync(file, { force: true });
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is already used by process ${owner}. PGlite serves one process only: stop that process, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      rmSync(file, { force: true }); // left by a process that died (e.g. SIGKILL)
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}
