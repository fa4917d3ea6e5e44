import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../../app/server/db/client.server";
import { PGLITE_TEMPLATE_ENV } from "./pglite-template";

// Playwright's global set-up: one embedded database with every migration, closed cleanly, that
// each private server of the tests copies (fixtures.ts) instead of running initdb and the
// migrations itself. Not used on PostgreSQL (DATABASE_URL). The servers started by
// server.spec.ts keep starting from an empty folder, as `npm start` does on a fresh machine.
export default async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-pglite-template-"));
  const handle = openDb({ dataDir, databaseUrl: undefined });
  try {
    await handle.migrate(path.resolve("drizzle"));
  } finally {
    await handle.close();
  }
  process.env[PGLITE_TEMPLATE_ENV] = dataDir; // inherited by the workers
  return () => rmSync(dataDir, { recursive: true, force: true });
}
