import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../app/server/db/client.server";

/**
 * Where the browser tests' global set-up tells the test workers the run's migrated embedded
 * database is (tests/e2e/global-setup.ts; read by tests/e2e/fixtures.ts).
 */
export const PGLITE_TEMPLATE_ENV = "E2E_PGLITE_TEMPLATE";

/**
 * An embedded database with every migration, closed cleanly, in a fresh temporary folder that
 * tests copy instead of running initdb and the migrations themselves; `remove` deletes it. With
 * `emptyCluster`, also a copy of the cluster as initdb left it, before any migration, in a folder
 * of its own (`emptyDataDir`): a migration's test copies it instead of running initdb.
 */
export async function migratedPgliteTemplate(prefix: string, { emptyCluster = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const emptyDataDir = emptyCluster ? mkdtempSync(path.join(tmpdir(), `${prefix}empty-`)) : null;
  if (emptyDataDir) {
    await openDb({ dataDir: emptyDataDir, databaseUrl: undefined, fsync: false }).close();
    cpSync(path.join(emptyDataDir, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  }
  const handle = openDb({ dataDir, databaseUrl: undefined, fsync: false });
  try {
    await handle.migrate(path.resolve("drizzle"));
  } finally {
    await handle.close();
  }
  return {
    dataDir,
    emptyDataDir,
    remove() {
      for (const dir of [dataDir, emptyDataDir ?? ""]) {
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
