import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { authOrganization } from "~/server/db/schema.server";
import { isReadOnly } from "~/server/workspaces/active.server";
import { cachedBySlug } from "~/server/workspaces/slug-cache.server";

// The workspace a public channel names by its slug (the portal, the follow page, the inbound
// e-mail endpoint). A platform table, read outside the tenant transaction, before it opens, and
// kept a few seconds per process (workspaces/slug-cache.server.ts); the read-only state is
// computed at each call from the trial's end.

export interface PortalWorkspace {
  id: string;
  name: string;
  slug: string;
  /** The trial is over and no plan was set: nothing new is accepted. */
  readOnly: boolean;
}

const SLUG = /^[a-z0-9-]{1,100}$/;

/** The workspace of `slug`, or null (unknown, or not a slug at all). */
export async function portalWorkspace(
  db: Db,
  slug: string | undefined,
  now: number = Date.now(),
): Promise<PortalWorkspace | null> {
  if (!slug || !SLUG.test(slug)) return null;
  const row = await cachedBySlug(db, slug, () => readBySlug(db, slug), now);
  if (!row) return null;
  return { id: row.id, name: row.name, slug: row.slug, readOnly: isReadOnly(row.trialEndsAt, now) };
}

async function readBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: authOrganization.id,
      name: authOrganization.name,
      slug: authOrganization.slug,
      trialEndsAt: authOrganization.trialEndsAt,
    })
    .from(authOrganization)
    .where(eq(authOrganization.slug, slug));
  return row ?? null;
}
