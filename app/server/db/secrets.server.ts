import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.server";
import { appSecret } from "./schema.server";

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A per-install secret stored in the database, created on first use. Stored there (not in a file)
 * so that every server process on one PostgreSQL derives the same values.
 */
export function installSecret(db: Db, name: string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSecret)
        .values({ name, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecret).where(eq(appSecret.name, name));
      if (!row) throw new Error(`The install secret ${name} could not be created.`);
      return row.value;
    })();
    // A failure (database down) must not be cached: the next request tries again.
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
