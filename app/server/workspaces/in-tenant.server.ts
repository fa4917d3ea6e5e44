import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";

// The core of the tenant helper (tenant.server.ts): one transaction, `app.org_id` set for it
// (`set_config(…, true)`: local to the transaction), and the `app_tenant` role, which the
// row-level-security policies apply to. Requests use `withWorkspace`; jobs and platform commands
// that name the workspace themselves use this.

export type TenantTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface TenantEntry {
  /**
   * Also takes this workspace's advisory lock on `lock` (`workspaceLock`), held until the
   * transaction ends, in the same statement: for a command serialised on a key (a portal post's).
   */
  lock?: string;
}

export async function inTenant<T>(
  db: Db,
  organizationId: string,
  fn: (tx: TenantTx) => Promise<T>,
  entry: TenantEntry = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, organizationId, entry);
    return fn(tx);
  });
}

/** The advisory lock of `key` in a workspace (`organizationId`: its id, or an SQL expression of it). */
export const workspaceLock = (organizationId: string | SQL, key: string): SQL =>
  sql`pg_advisory_xact_lock(hashtextextended(${organizationId}::text || ':' || ${key}::text, 0))`;

/**
 * Scopes the rest of an open transaction to one workspace: for a command that first changes a
 * better-auth row (the workspace's name) as the application, then journals it in the same
 * transaction. Nothing after this call in `tx` sees another workspace's business rows.
 */
export async function enterTenant(
  tx: TenantTx,
  organizationId: string,
  { lock }: TenantEntry = {},
): Promise<void> {
  // One round trip: `set_config('role', …, true)` is `SET LOCAL ROLE`, with the same membership
  // check. The lock names the workspace by its id (not by the setting made in the same list).
  const locked = lock === undefined ? sql`` : sql`, ${workspaceLock(organizationId, lock)}`;
  await tx.execute(
    sql`select set_config('app.org_id', ${organizationId}, true), set_config('role', 'app_tenant', true)${locked}`,
  );
}
