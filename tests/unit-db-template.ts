import type { TestProject } from "vitest/node";
import { migratedPgliteTemplate } from "./pglite-template";

// Vitest's global set-up: one embedded database with every migration that each test file copies
// (app/server/db/test-db.server.ts) instead of creating and migrating its own. Not used on
// PostgreSQL (TEST_DATABASE_URL), where each file creates its database.
// It also keeps the cluster as initdb left it, which a migration's test copies before applying
// the migrations before its own (openTestDbBefore), instead of running initdb (decision 0087).
// The set-up runs for the root config and for each project (vitest.config.ts): the first call
// makes the template, the others are given the same one (they run in the same process).

const shared = globalThis as { unitPgliteTemplate?: ReturnType<typeof migratedPgliteTemplate> };

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  shared.unitPgliteTemplate ??= migratedPgliteTemplate("pglite-template-", { emptyCluster: true });
  const template = await shared.unitPgliteTemplate;
  project.provide("pgliteTemplate", template.dataDir);
  project.provide("pgliteEmptyCluster", template.emptyDataDir ?? undefined);
  return template.remove; // removing it twice is harmless
}
