import { ticketNumberLabel } from "~/content/helpdesk";
import { workspaceErrors } from "~/content/workspaces";
import {
  findAssetByRef,
  insertLink,
  removeLink,
  requireTicketAsset,
  type LinkedAsset,
} from "~/server/inventory/index.server";
import { WorkspaceError } from "~/server/platform/refusal.server";
import { journal } from "~/server/workspaces/journal.server";
import { lockTicket, type HelpdeskContext } from "./ticket-core.server";
import { refuseFinal } from "./ticket-update.server";

// The ticket page's 'Lier un équipement' and 'Retirer': the ticket locked and still open, the
// link written or removed by the inventory (index.server.ts), the change journaled.

/** The ticket, locked for the change; 404 unknown, 409 closed or cancelled (as its details). */
async function lockOpenTicket(ctx: HelpdeskContext, number: number) {
  const row = await lockTicket(ctx.tx, number);
  refuseFinal(row);
  return row;
}

const journalLink = (
  ctx: HelpdeskContext,
  action: "ticket.asset_linked" | "ticket.asset_unlinked",
  row: { number: number; subject: string },
  found: LinkedAsset,
) =>
  journal(ctx.tx, ctx.actor, action, `${ticketNumberLabel(row.number)} ${row.subject}`, {
    asset: `${found.tag} · ${found.name}`,
  });

/**
 * 'Lier un équipement': links ticket `number` to the asset typed (tag or serial), journaled.
 * null when this workspace has no such asset; `added` false when the link was already there.
 */
export async function linkAssetByRef(ctx: HelpdeskContext, number: number, typed: string) {
  const row = await lockOpenTicket(ctx, number);
  const found = await findAssetByRef(ctx.tx, typed);
  if (!found) return null;
  const added = await insertLink(ctx.tx, row.id, found.id);
  if (added) await journalLink(ctx, "ticket.asset_linked", row, found);
  return { asset: found, added };
}

/** 'Retirer': removes the link of ticket `number` to asset `assetId`, journaled; 404 unless linked. */
export async function unlinkAsset(ctx: HelpdeskContext, number: number, assetId: string) {
  const row = await lockOpenTicket(ctx, number);
  const found = await requireTicketAsset(ctx.tx, assetId);
  if (!(await removeLink(ctx.tx, row.id, found.id)))
    throw new WorkspaceError(404, workspaceErrors.notFound);
  await journalLink(ctx, "ticket.asset_unlinked", row, found);
  return found;
}
