import { data } from "react-router";
import { desc, eq } from "drizzle-orm";
import { ASSET_HISTORY_MAX, ASSET_HISTORY_PAGE, assetPageTexts } from "~/content/inventory-asset";
import { assetPath } from "~/content/inventory";
import { workspaceErrors } from "~/content/workspaces";
import type { AssetPageView } from "~/contracts/asset-page-view";
import { can } from "~/contracts/workspace-roles";
import { helpdeskContact } from "~/server/db/helpdesk-schema.server";
import { asset, assetEvent, type AssetRow } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { NO_STORE } from "~/lib/cache-control";
import {
  withWorkspace,
  WorkspaceError,
  workspaceErrorResponse,
} from "~/server/workspaces/tenant.server";
import { assetFormOptions, assetFormValues } from "./asset-form.server";
import { assetBase, assetDetails, historyItem, warrantyOf } from "./asset-page-view.server";
import { assetSoftware } from "./asset-software.server";
import { loadAssetRefs } from "./asset-refs.server";
import { isAssetId, ticketsOfAsset } from "./ticket-asset.server";
import { inTurn } from "~/server/platform/in-turn.server";

// /dashboard/inventory-management/:id: one asset with its type, location, assignee, custom
// fields, history (newest first, 20 at a time: 'Voir plus' adds 20, up to 500), linked tickets
// and installed software (découverte via agent, with the licence covering each), for anyone with
// asset.read; the forms (edit with ?modifier=1, check-out, check-in) for asset.manage outside a
// read-only trial. Another workspace's id, or a malformed one: the French 404 page.

const NOTICES = assetPageTexts.notices;
type AssetNoticeCode = keyof typeof NOTICES;

/** The dashboard's French 404 page, never cached. */
export const assetNotFound = () => data(null, { status: 404, headers: NO_STORE });

function assetPageRefusal(error: unknown): never {
  if (error instanceof WorkspaceError && error.status === 404) throw assetNotFound();
  return workspaceErrorResponse(error);
}

/** The asset of this workspace with that id (a plain read), 404 otherwise. */
async function readAsset(tx: TenantTx, id: string): Promise<AssetRow> {
  const [row] = isAssetId(id) ? await tx.select().from(asset).where(eq(asset.id, id)) : [];
  if (!row) throw new WorkspaceError(404, workspaceErrors.notFound);
  return row;
}

async function contactEmailOf(tx: TenantTx, row: AssetRow) {
  if (!row.assigneeContactId) return null;
  const [contact] = await tx
    .select({ email: helpdeskContact.email })
    .from(helpdeskContact)
    .where(eq(helpdeskContact.id, row.assigneeContactId));
  return contact?.email ?? null;
}

const shownOf = (url: URL) => {
  const asked = Number(url.searchParams.get("historique"));
  return Number.isInteger(asked) && asked > 0
    ? Math.min(asked, ASSET_HISTORY_MAX)
    : ASSET_HISTORY_PAGE;
};

/** The page's view; `editing`: the edit form is open (?modifier=1) with the asset's values. */
async function assetPageView(
  request: Request,
  id: string,
  now: Date,
  editing: boolean,
): Promise<AssetPageView> {
  const url = new URL(request.url);
  const shown = shownOf(url);
  return withWorkspace(
    request,
    async ({ tx, workspace }) => {
      const row = await readAsset(tx, id);
      const refs = await loadAssetRefs(tx);
      const [events, tickets, software] = await inTurn(
        () =>
          tx
            .select()
            .from(assetEvent)
            .where(eq(assetEvent.assetId, row.id))
            .orderBy(desc(assetEvent.seq))
            .limit(shown + 1),
        () => ticketsOfAsset(tx, row.id),
        () => assetSoftware(tx, row),
      );
      const type = refs.types.find((t) => t.id === row.typeId);
      const manages = can(workspace.role, "asset.manage") && !workspace.readOnly;
      const options = manages ? await assetFormOptions(tx, refs) : null;
      const editValues =
        options && editing ? assetFormValues(row, refs, await contactEmailOf(tx, row)) : null;
      const more = events.length > shown && shown < ASSET_HISTORY_MAX;
      return {
        ...assetBase(row, refs),
        assignee: row.assigneeName,
        warranty: warrantyOf(row.warrantyEnd, now),
        details: assetDetails(row, refs, type?.fields ?? []),
        history: events.slice(0, shown).map(historyItem),
        moreHistoryHref: more
          ? `${assetPath(row.id)}?historique=${shown + ASSET_HISTORY_PAGE}#historique`
          : null,
        historyCapped: events.length > shown && !more,
        tickets,
        software,
        canSetUpAgent: can(workspace.role, "asset.configure"),
        canOpenTicket: can(workspace.role, "ticket.create") && !workspace.readOnly,
        readOnly: workspace.readOnly,
        manage: options
          ? {
              canCheckOut: row.status !== "in_service" && !row.assigneeName,
              canCheckIn: row.status === "in_service" || Boolean(row.assigneeName),
              options,
              editValues,
            }
          : null,
      };
    },
    { permission: "asset.read" },
  );
}

const noticeOf = (url: URL) => {
  const code = url.searchParams.get("avis");
  return code && Object.hasOwn(NOTICES, code) ? NOTICES[code as AssetNoticeCode] : null;
};

export async function loadAssetPage(request: Request, id: string | undefined, now = new Date()) {
  const url = new URL(request.url);
  const editing = url.searchParams.has("modifier");
  const view = await assetPageView(request, id ?? "", now, editing).catch(assetPageRefusal);
  return data({ view, notice: noticeOf(url) }, { headers: NO_STORE });
}
