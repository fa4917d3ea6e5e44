import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDb } from "../app/server/db/client.server";

// Vitest's global set-up: one embedded database with every migration, closed cleanly, that each
// test file copies (app/server/db/test-db.server.ts) instead of creating and migrating its own.
// Not used on PostgreSQL (TEST_DATABASE_URL), where each file creates its database.
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const handle = openDb({ dataDir, databaseUrl: undefined });
  try {
    await handle.migrate(path.resolve("drizzle"));
  } finally {
    await handle.close();
  }
  project.provide("pgliteTemplate", dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
