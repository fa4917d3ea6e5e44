import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { slot, sqlOnce, type ShapedSql } from "~/server/platform/built-once.server";

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
  /**
   * A write to a platform table made in the same statement, as the application (rate counts,
   * `windowHits`): its permissions are checked when the statement starts, before the role
   * changes. Its rows are (key, value): handed to `fn` as values by key. Nothing else of the
   * statement reads a business table. Built once per shape (`windowHits`).
   */
  admission?: ShapedSql;
}

/** What an admission's statement counted: each key's value. */
export type Admitted = Record<string, number>;

export async function inTenant<T>(
  db: Db,
  organizationId: string,
  fn: (tx: TenantTx, admitted: Admitted | null) => Promise<T>,
  entry: TenantEntry = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const admitted = await enterTenant(tx, organizationId, entry);
    return fn(tx, admitted);
  });
}

/**
 * The workspace's own advisory lock: every tenant transaction holds it shared from its first
 * statement, the workspace's deletion takes it exclusive before anything else. The deletion
 * thus waits for the transactions already in the workspace and the next ones wait for it, so
 * that its cascade never meets a writer holding one of the rows it deletes (decision 0073).
 */
/** Another seed than `workspaceLock`'s: no key of a command can take this lock. */
const ENTRY_SEED = 73;

export const workspaceEntryLock = (
  organizationId: string | Placeholder,
  mode: "shared" | "exclusive",
): SQL =>
  mode === "shared"
    ? sql`pg_advisory_xact_lock_shared(hashtextextended(${organizationId}::text, ${ENTRY_SEED}))`
    : sql`pg_advisory_xact_lock(hashtextextended(${organizationId}::text, ${ENTRY_SEED}))`;

/** The advisory lock of `key` in a workspace (`organizationId`: its id, or an SQL expression of it). */
export const workspaceLock = (
  organizationId: string | SQL | Placeholder,
  key: string | Placeholder,
): SQL =>
  sql`pg_advisory_xact_lock(hashtextextended(${organizationId}::text || ':' || ${key}::text, 0))`;

/** The statement entering a workspace, built once per shape. */
const entering = sqlOnce<string>();

/**
 * Scopes the rest of an open transaction to one workspace: for a command that first changes a
 * better-auth row (the workspace's name) as the application, then journals it in the same
 * transaction. Nothing after this call in `tx` sees another workspace's business rows.
 */
export async function enterTenant(
  tx: TenantTx,
  organizationId: string,
  { lock, admission }: TenantEntry = {},
): Promise<Admitted | null> {
  // One round trip: `set_config('role', …, true)` is `SET LOCAL ROLE`, with the same membership
  // check. The locks name the workspace by its id (not by the setting made in the same list).
  // Every tenant transaction sends it: its text is built once per shape (decision 0112).
  const shape = `${lock === undefined ? "free" : "locked"} ${admission?.shape ?? "-"}`;
  const values = { entryOrg: organizationId, entryKey: lock, ...admission?.values };
  const result = await entering<{ rows: { admitted: Admitted | null }[] }>(
    tx,
    shape,
    values,
    () => {
      const org = slot("entryOrg");
      const locked = lock === undefined ? sql`` : sql`, ${workspaceLock(org, slot("entryKey"))}`;
      const enter = sql`select set_config('app.org_id', ${org}, true), set_config('role', 'app_tenant', true), ${workspaceEntryLock(org, "shared")}${locked}`;
      return admission
        ? sql`with admission as (${admission.build()}) ${enter}, (select json_object_agg(a.key, a.value) from admission as a(key, value)) as admitted`
        : enter;
    },
  );
  return admission ? (result.rows[0]?.admitted ?? null) : null;
}
