import { mkdtempSync, rmSync } from "node:fs";
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
 * tests copy instead of running initdb and the migrations themselves; `remove` deletes it.
 */
export async function migratedPgliteTemplate(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const handle = openDb({ dataDir, databaseUrl: undefined });
  try {
    await handle.migrate(path.resolve("drizzle"));
  } finally {
    await handle.close();
  }
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
