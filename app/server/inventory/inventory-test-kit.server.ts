import type { Db } from "~/server/db/client.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import type { TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { checkAssetDraft, type AssetDraft, type AssetValues } from "./assets/asset-draft.server";
import { findContact, loadAssetRefs, type AssetRefs } from "./assets/asset-refs.server";
import type { InventoryContext } from "./inventory-context.server";
import { createAsset } from "./assets/asset-commands.server";

// Shared set-up of the inventory's server tests: a command context in a workspace, and the values
// of a draft (failing the test when the draft is refused).

export function runInventory<T>(
  db: Db,
  org: string,
  person: TestPerson,
  fn: (ctx: InventoryContext, refs: AssetRefs) => Promise<T>,
  now = new Date("2026-11-23T09:00:00Z"),
) {
  return inTenant(db, org, async (tx) => {
    const refs = await loadAssetRefs(tx);
    return fn({ tx, actor: { id: person.id, name: person.name, email: person.email }, now }, refs);
  });
}

export async function valuesOf(
  ctx: InventoryContext,
  refs: AssetRefs,
  draft: AssetDraft,
): Promise<AssetValues> {
  const result = await checkAssetDraft(draft, refs, (email) => findContact(ctx.tx, email));
  if (!result.ok) throw new Error(`draft refused: ${JSON.stringify(result.errors)}`);
  return result.values;
}

/** A new asset from a draft (type 'Portable' unless given). */
export function addAsset(db: Db, org: string, person: TestPerson, draft: AssetDraft) {
  return runInventory(db, org, person, async (ctx, refs) =>
    createAsset(ctx, await valuesOf(ctx, refs, { type: "Portable", ...draft }), refs),
  );
}
