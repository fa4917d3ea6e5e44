import { renameSync, writeFileSync } from "node:fs";
import { migratedPgliteTemplate } from "../pglite-template";

// Spawned by scripts/e2e-server.mjs beside the shared server's own start (decision 0095): the run's
// migrated embedded database that the private servers copy. Writes where it is, or why it could
// not be made, to the file named by its argument, which tests/e2e/global-setup.ts waits for.

const marker = process.argv[2]!;

function report(outcome: { dataDir: string } | { error: string }) {
  writeFileSync(`${marker}.tmp`, JSON.stringify(outcome));
  renameSync(`${marker}.tmp`, marker); // whole or absent: the set-up never reads half of it
}

try {
  report({ dataDir: (await migratedPgliteTemplate("e2e-pglite-template-")).dataDir });
} catch (error) {
  report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
