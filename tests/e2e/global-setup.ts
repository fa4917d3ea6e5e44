import { existsSync, readFileSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { PGLITE_TEMPLATE_MARKER } from "../../playwright.config";
import { PGLITE_TEMPLATE_ENV } from "../pglite-template";

// Playwright's global set-up: one embedded database with every migration that each private server
// of the tests copies (fixtures.ts) instead of running initdb and the migrations itself. It is made
// by ./make-template.ts, which the shared server's script starts beside its own start (decision
// 0095): Playwright runs this set-up only once that server answers. Not used on PostgreSQL
// (DATABASE_URL). The servers started by server.spec.ts keep starting from an empty folder, as
// `npm start` does on a fresh machine.
export default async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const started = Date.now();
  while (!existsSync(PGLITE_TEMPLATE_MARKER)) {
    if (Date.now() - started > 240_000) {
      throw new Error(`No embedded database template after 240 s (${PGLITE_TEMPLATE_MARKER})`);
    }
    await sleep(100);
  }
  const outcome = JSON.parse(readFileSync(PGLITE_TEMPLATE_MARKER, "utf8")) as
    { dataDir: string } | { error: string };
  rmSync(PGLITE_TEMPLATE_MARKER);
  if ("error" in outcome) {
    throw new Error(`The embedded database template could not be made:\n${outcome.error}`);
  }
  process.env[PGLITE_TEMPLATE_ENV] = outcome.dataDir; // inherited by the workers
  return () => rmSync(outcome.dataDir, { recursive: true, force: true });
}
