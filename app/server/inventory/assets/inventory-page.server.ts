import { assetStatusLabels, isAssetStatus, inventoryErrors } from "~/content/inventory";
import { inventoryListTexts as t } from "~/content/inventory-list";
import type { AssetListView } from "~/contracts/inventory-list";
import { can } from "~/contracts/workspace-roles";
import { getViewer } from "~/server/auth/viewer.server";
import { readForm, textField } from "~/server/platform/form.server";
import { refuse, succeed } from "~/server/workspaces/action-result.server";
import {
  withWorkspace,
  workspaceErrorResponse,
  WorkspaceError,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import { bulkUpdateAssets, type BulkChange } from "./asset-checkout.server";
import { ASSET_COUNT_CAP, hasAnyAsset, listAssetPage, parseAssetQuery } from "./asset-list.server";
import { loadAssetRefs, type AssetRefs } from "./asset-refs.server";
import { actorOf } from "~/server/platform/actor.server";

// /dashboard/inventory-management: the loader builds the asset list of the signed-in person's
// active workspace (anonymous visitors keep the spec's placeholder); the action runs the bulk
// status or location change on the selected assets (`asset.manage`, not in a read-only trial).

async function listView(
  request: Request,
  { tx, workspace }: TenantScope,
  now: Date,
): Promise<AssetListView> {
  const query = parseAssetQuery(new URL(request.url).searchParams);
  const refs = await loadAssetRefs(tx, { setUp: false, holders: true });
  const page = await listAssetPage(tx, query, now);
  const { total } = page;
  return {
    workspaceName: workspace.name,
    canManage: can(workspace.role, "asset.manage"),
    canConfigure: can(workspace.role, "asset.configure"),
    readOnly: workspace.readOnly,
    query,
    rows: page.rows,
    total,
    totalCap: ASSET_COUNT_CAP,
    next: page.next,
    previous: page.previous,
    noAssetYet: total === 0 && !(await hasAnyAsset(tx)),
    types: refs.types.map((type) => ({ id: type.id, label: type.name })),
    locations: refs.locations.map((l) => ({ id: l.id, label: l.name })),
    members: refs.members.map((m) => ({ id: m.id, label: m.name })),
    holders: refs.holders.map((c) => ({ id: `contact:${c.id}`, label: c.name })),
  };
}

/** null: the anonymous demo; `{ view: null }`: signed in without a workspace. */
export async function inventoryListLoader(request: Request, now = new Date()) {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  if (!viewer.workspace) return { view: null };
  const view = await withWorkspace(request, (scope) => listView(request, scope, now), {
    permission: "asset.read",
  }).catch(workspaceErrorResponse);
  return { view };
}

/** `status:in_repair`, `location:<id>` or `location:none`; null when it is none of those. */
function changeOf(operation: string, refs: AssetRefs): BulkChange | null {
  const [kind, value = ""] = operation.split(/:(.*)/s);
  if (kind === "status") return isAssetStatus(value) ? { status: value } : null;
  if (kind !== "location") return null;
  if (value === "none") return { locationId: null };
  if (!refs.locations.some((l) => l.id === value)) {
    throw new WorkspaceError(400, inventoryErrors.locationUnknown);
  }
  return { locationId: value };
}

function noticeOf(change: BulkChange, changed: number, refs: AssetRefs) {
  if (change.status) return t.notices.status(changed, assetStatusLabels[change.status]);
  const location = refs.locations.find((l) => l.id === change.locationId);
  return t.notices.location(changed, location?.name ?? null);
}

/**
 * The list's POST, `intent=bulk`: `operation` on the checked `asset` ids, all or nothing (another
 * workspace's or an unknown id: 404, nothing changed); a French notice, or the refusal.
 */
export async function inventoryListAction(request: Request, now = new Date()) {
  const intent = "bulk";
  let values: Record<string, string> = {};
  try {
    const form = await readForm(request);
    const ids = form.getAll("asset").filter((v): v is string => typeof v === "string");
    values = { assets: ids.join(","), operation: textField(form, "operation") };
    const notice = await withWorkspace(
      request,
      async ({ tx, viewer }) => {
        if (textField(form, "intent") !== intent) {
          throw new WorkspaceError(400, t.errors.unknownIntent);
        }
        if (ids.length === 0) throw new WorkspaceError(400, inventoryErrors.bulkEmpty);
        const refs = await loadAssetRefs(tx);
        const change = changeOf(values.operation ?? "", refs);
        if (!change) throw new WorkspaceError(400, t.errors.noAction);
        const actor = actorOf(viewer);
        const changed = await bulkUpdateAssets({ tx, actor, now }, ids, change, refs);
        return noticeOf(change, changed, refs);
      },
      { permission: "asset.manage", write: true },
    );
    return succeed(intent, notice);
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return refuse(intent, error.status, error.message, { values });
    }
    throw error;
  }
}
