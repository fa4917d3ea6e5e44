import { data, redirect } from "react-router";
import { assetPath, inventoryErrors } from "~/content/inventory";
import { assetFormTexts } from "~/content/inventory-asset";
import type { AssetFormResult, AssetFormValues } from "~/contracts/asset-page-view";
import { NO_STORE } from "~/lib/cache-control";
import { withWorkspace, WorkspaceError } from "~/server/workspaces/tenant.server";
import { checkAssetDraft, type AssetValues } from "./asset-draft.server";
import { draftOf } from "./asset-form.server";
import { findContact, loadAssetRefs, type AssetRefs } from "./asset-refs.server";
import { AssetFieldsError, type InventoryContext } from "../inventory-context.server";
import { actorOf } from "~/server/platform/actor.server";

// The glue of the asset forms' actions: the tenant helper (asset.manage, not in a read-only
// trial), a command context acting as the signed-in member, the form's values checked into
// AssetValues, and the answers: 303 to the asset page with a notice, or the refusal with its
// status, the French messages next to the fields and every value kept.

export function runAssetCommand<T>(
  request: Request,
  fn: (ctx: InventoryContext, refs: AssetRefs) => Promise<T>,
): Promise<T> {
  return withWorkspace(
    request,
    async ({ tx, viewer }) => {
      const refs = await loadAssetRefs(tx);
      const actor = actorOf(viewer);
      return fn({ tx, actor, now: new Date() }, refs);
    },
    { permission: "asset.manage", write: true },
  );
}

/** The posted values checked (400 with each field's message otherwise). */
export async function checkedValues(
  ctx: InventoryContext,
  refs: AssetRefs,
  values: AssetFormValues,
): Promise<AssetValues> {
  const result = await checkAssetDraft(draftOf(values), refs, (email) =>
    findContact(ctx.tx, email),
  );
  if (!result.ok) throw new AssetFieldsError(400, assetFormTexts.invalid, result.errors);
  return result.values;
}

/** After a change: back to the asset's page with its notice (a reload never posts twice). */
export const toAssetPage = (id: string, notice: string) =>
  redirect(`${assetPath(id)}?avis=${notice}`, { status: 303, headers: NO_STORE });

/** Field errors without the absent ones. */
const messages = (fields: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

const answer = (result: AssetFormResult) =>
  data(result, { status: result.status, headers: NO_STORE });

/** A refusal of `intent` as the form's answer; anything else is thrown on. */
export function assetRefusal(intent: string, error: unknown, values: AssetFormValues) {
  if (error instanceof AssetFieldsError) {
    // Each message is next to its field; the form's alert says what to do.
    return answer({
      intent,
      status: error.status,
      formError: assetFormTexts.invalid,
      fieldErrors: messages(error.fields),
      values,
    });
  }
  if (error instanceof WorkspaceError) {
    return answer({
      intent,
      status: error.status,
      formError: error.message,
      stale: error.message === inventoryErrors.staleVersion || undefined,
      values,
    });
  }
  throw error;
}
