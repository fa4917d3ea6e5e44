import { data } from "react-router";
import type { AssetFormValues, AssetFormView } from "~/contracts/asset-page-view";
import { readForm } from "~/server/platform/form.server";
import { NO_STORE } from "~/lib/cache-control";
import { withWorkspace, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { assetRefusal, checkedValues, runAssetCommand, toAssetPage } from "./asset-action.server";
import { createAsset } from "./asset-commands.server";
import { assetFormOptions, blankAssetValues, postedAssetValues } from "./asset-form.server";
import { loadAssetRefs } from "./asset-refs.server";

// /dashboard/inventory-management/nouveau: 'Ajouter un équipement' for asset.manage. The form
// works without JavaScript; on success, the new asset's page (303); a refusal (bad value,
// duplicate tag or serial naming the asset that has it) keeps everything typed.

export async function newAssetLoader(request: Request) {
  const view = await withWorkspace(
    request,
    async ({ tx, workspace }): Promise<AssetFormView> => {
      const refs = await loadAssetRefs(tx);
      return {
        options: await assetFormOptions(tx, refs),
        values: blankAssetValues(refs),
        readOnly: workspace.readOnly,
      };
    },
    { permission: "asset.manage" },
  ).catch(workspaceErrorResponse);
  return data(view, { headers: NO_STORE });
}

export async function newAssetAction(request: Request) {
  let values: AssetFormValues = {};
  try {
    values = postedAssetValues(await readForm(request));
    const created = await runAssetCommand(request, async (ctx, refs) =>
      createAsset(ctx, await checkedValues(ctx, refs, values), refs),
    );
    return toAssetPage(created.id, "created");
  } catch (error) {
    return assetRefusal("create", error, values);
  }
}
