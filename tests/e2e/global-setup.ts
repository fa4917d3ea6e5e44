import { migratedPgliteTemplate, PGLITE_TEMPLATE_ENV } from "../pglite-template";

// Playwright's global set-up: one embedded database with every migration that each private server
// of the tests copies (fixtures.ts) instead of running initdb and the migrations itself. Not used
// on PostgreSQL (DATABASE_URL). The servers started by server.spec.ts keep starting from an empty
// folder, as `npm start` does on a fresh machine.
export default async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const template = await migratedPgliteTemplate("e2e-pglite-template-");
  process.env[PGLITE_TEMPLATE_ENV] = template.dataDir; // inherited by the workers
  return template.remove;
}
