import path from "node:path";
import { ensureAdmin } from "~/server/auth/admin-seed.server";
import { getAuth } from "~/server/auth/auth.server";
import { closeDb, getDb, getDbHandle } from "~/server/db/client.server";
import { migrateDb } from "~/server/db/migrate.server";
import { env } from "~/server/env.server";
import { warnAboutPlaceholders } from "~/server/site-placeholders.server";

/** Stops the process with a one-line reason, after closing the database. */
async function fail(error: unknown): Promise<never> {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  await closeDb().catch(() => {});
  process.exit(1);
}

/**
 * What the server does before it listens, in this order: warn about placeholder company details
 * and an embedded database without fsync, open the database (the embedded one's process lock
 * comes before anything touches it), apply the migrations of `root/drizzle`, create or promote
 * the staff account. Any failure stops the process with a clear message.
 */
export async function prepareServer(root: string): Promise<void> {
  const config = env();
  warnAboutPlaceholders(config);
  if (!config.databaseFsync && !config.databaseUrl) {
    console.warn(
      "Warning: DATABASE_FSYNC=off: the embedded database's commits do not survive an OS crash. For throwaway databases only (tests).",
    );
  }
  try {
    getDbHandle();
  } catch (error) {
    await fail(error);
  }
  if (config.migrateOnStart) {
    await migrateDb(path.join(root, "drizzle")).catch(fail);
  }
  if (config.admin) {
    const admin = config.admin;
    const outcome = await ensureAdmin(getDb(), getAuth(), admin).catch(fail);
    console.log(`Admin account ${admin.email} ${outcome}.`);
  }
}
