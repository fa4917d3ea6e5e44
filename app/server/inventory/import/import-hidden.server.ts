import { sql } from "drizzle-orm";
import type { InWorkspace } from "~/server/platform/import/import-definition.server";
import { nextTurn } from "~/server/platform/import/import-rows.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The rows of an import not yet revealed (decision 0105): the assets, their history and the
// types and locations an import creates are inserted batch by batch, each carrying the import's
// id (`import_id`), which the tables' row-level-security policy hides until that import's status
// is 'imported' (drizzle/0027). Only the import's own transactions see them (`showHidden`), to
// clean them up: those of a failed import at once, those a killed process left at the
// workspace's next import.

/** This transaction sees the hidden rows of its workspace (the policy's `app.pending`). */
export async function showHidden(tx: TenantTx): Promise<void> {
  await tx.execute(sql`select set_config('app.pending', 'all', true)`);
}

/** Hidden rows deleted per transaction: each short, the other requests served between two. */
const DROP_ROWS = 500;

/** The hidden rows of the imports not imported (`import_id`'s condition). */
const notRevealed = sql`import_id is not null
  and import_id not in (select id from asset_import where status = 'imported')`;

/**
 * Deletes the hidden rows of every import of the workspace that is not imported: the caller
 * holds the workspace's import slot (one import at a time, one process: decision 0075), so no
 * other import is under way and these are a failed or killed one's. The assets go by batches
 * (their history and search words with them), then the types and locations no asset uses.
 */
export async function dropHidden(within: InWorkspace): Promise<number> {
  let dropped = 0;
  for (;;) {
    const n = await within(async (tx) => {
      await showHidden(tx);
      const result = await tx.execute(sql`
        with gone as (
          delete from asset where id in (
            select id from asset where ${notRevealed} limit ${DROP_ROWS})
          returning 1)
        select count(*)::int as n from gone`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    });
    dropped += n;
    if (n < DROP_ROWS) break;
    await nextTurn();
  }
  await within(async (tx) => {
    await showHidden(tx);
    await tx.execute(sql`delete from asset_type where ${notRevealed}`);
    await tx.execute(sql`delete from asset_location where ${notRevealed}`);
  });
  return dropped;
}
