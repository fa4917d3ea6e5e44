import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb, type DbHandle } from "./client.server";

/**
 * A migrated database for tests: PGlite in a fresh temporary DATA_DIR by default, or the
 * PostgreSQL of TEST_DATABASE_URL when set (CI runs the suite on both). Tests on PostgreSQL share
 * one database, so they must only count rows they created (unique keys per test).
 */
export async function openTestDb(): Promise<DbHandle & { cleanup(): Promise<void> }> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "contact-db-"));
  const handle = openDb({ dataDir, databaseUrl });
  await handle.migrate(path.resolve("drizzle"));
  return {
    ...handle,
    async cleanup() {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
