import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedPgliteTemplate } from "./pglite-template";

// Vitest's global set-up: one embedded database with every migration that each test file copies
// (app/server/db/test-db.server.ts) instead of creating and migrating its own. On PostgreSQL
// (TEST_DATABASE_URL) the workers create theirs, named with this run's prefix, and the run drops
// them at its end: a worker's shared database is never dropped by a file (decision 0091).
// It also keeps the cluster as initdb left it, which a migration's test copies before applying
// the migrations before its own (openTestDbBefore), instead of running initdb (decision 0087).
// The set-up runs for the root config and for each project (vitest.config.ts): the first call
// makes the template, the others are given the same one (they run in the same process).

const shared = globalThis as {
  unitPgliteTemplate?: ReturnType<typeof migratedPgliteTemplate>;
  unitDatabasePrefix?: string;
};

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    shared.unitDatabasePrefix ??= `test_${randomBytes(4).toString("hex")}_`;
    const prefix = shared.unitDatabasePrefix;
    project.provide("testDatabasePrefix", prefix);
    return () => dropDatabasesOf(serverUrl, prefix);
  }
  shared.unitPgliteTemplate ??= migratedPgliteTemplate("pglite-template-", { emptyCluster: true });
  const template = await shared.unitPgliteTemplate;
  project.provide("pgliteTemplate", template.dataDir);
  project.provide("pgliteEmptyCluster", template.emptyDataDir ?? undefined);
  return template.remove; // removing it twice is harmless
}

/** Drops the run's databases left on the server (run again per project: harmless). */
async function dropDatabasesOf(serverUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}
