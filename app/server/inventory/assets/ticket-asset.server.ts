import { and, desc, eq, or } from "drizzle-orm";
import { ticketNumberLabel, type TicketStatus } from "~/content/helpdesk";
import { ticketPath } from "~/content/helpdesk-links";
import { assetPath, ASSET_STATUSES, type AssetStatus } from "~/content/inventory";
import { ASSET_TICKETS_MAX, ticketAssetTexts } from "~/content/inventory-asset";
import { workspaceErrors } from "~/content/workspaces";
import type { AssetTicketItem } from "~/contracts/asset-page-view";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { asset, ticketAsset } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { UUID } from "~/lib/uuid";

// The asset side of the link between tickets and assets, which the helpdesk calls through
// index.server.ts: the asset a new ticket is about (its form pre-filled), the link written with
// the ticket (same transaction), the asset typed on a ticket page (by tag or serial), the links
// written and removed, the assets a ticket page lists, and the tickets an asset page lists. Another workspace's asset (hidden by row-level security) or a
// malformed id is the same 404, or the same 'not found' as an unknown tag.

export const isAssetId = (id: string) => UUID.test(id);

export interface LinkedAsset {
  id: string;
  tag: string;
  name: string;
  status: AssetStatus;
  href: string;
}

const linked = (row: { id: string; tag: string; name: string; status: string }): LinkedAsset => ({
  ...row,
  status: (ASSET_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as AssetStatus)
    : "in_stock",
  href: assetPath(row.id),
});

const columns = { id: asset.id, tag: asset.tag, name: asset.name, status: asset.status };

/** The asset of this workspace with that id, or null (malformed, unknown, another workspace's). */
async function findLinkableAsset(tx: TenantTx, id: string): Promise<LinkedAsset | null> {
  if (!isAssetId(id)) return null;
  const [row] = await tx.select(columns).from(asset).where(eq(asset.id, id));
  return row ? linked(row) : null;
}

/** The asset of this workspace with that id; 404 otherwise. */
export async function requireTicketAsset(tx: TenantTx, id: string): Promise<LinkedAsset> {
  const found = await findLinkableAsset(tx, id);
  if (!found) throw new WorkspaceError(404, workspaceErrors.notFound);
  return found;
}

/** The new ticket form about an asset: the asset, and the subject it starts with. */
export async function ticketAssetOf(tx: TenantTx, id: string) {
  const found = await requireTicketAsset(tx, id);
  return { asset: found, subject: ticketAssetTexts.subjectOf(found.tag, found.name) };
}

/** Writes the link unless it is there already; whether it was added. */
export async function insertLink(tx: TenantTx, ticketId: string, assetId: string) {
  const added = await tx
    .insert(ticketAsset)
    .values({ ticketId, assetId })
    .onConflictDoNothing()
    .returning({ assetId: ticketAsset.assetId });
  return added.length > 0;
}

/** Links ticket `ticketId` to asset `assetId` (404 when the asset is not this workspace's). */
export async function linkTicketToAsset(tx: TenantTx, ticketId: string, assetId: string) {
  const found = await requireTicketAsset(tx, assetId);
  await insertLink(tx, ticketId, found.id);
  return found;
}

/** The longest tag or serial looked up; anything longer is no asset's. */
const REF_MAX = 200;

/**
 * The asset of this workspace whose tag (any case: tags are stored in capitals) or serial (as
 * typed or in capitals) is `typed`; a tag wins over a serial. null when there is none.
 */
export async function findAssetByRef(tx: TenantTx, typed: string): Promise<LinkedAsset | null> {
  const ref = typed.trim();
  // eslint-disable-next-line no-control-regex -- a NUL or control character is no tag nor serial
  if (!ref || ref.length > REF_MAX || /[\u0000-\u001f\u007f]/.test(ref)) return null;
  const upper = ref.toUpperCase();
  const rows = await tx
    .select({ ...columns, serial: asset.serial })
    .from(asset)
    .where(
      or(eq(asset.tag, ref), eq(asset.tag, upper), eq(asset.serial, ref), eq(asset.serial, upper)),
    )
    .limit(4);
  const rank = (row: (typeof rows)[number]) =>
    row.tag === ref || row.tag === upper ? 0 : row.serial === ref ? 1 : 2;
  const [best] = rows.sort((a, b) => rank(a) - rank(b));
  return best ? linked({ id: best.id, tag: best.tag, name: best.name, status: best.status }) : null;
}

/** Removes the link of ticket `ticketId` to asset `assetId`; whether there was one. */
export async function removeLink(tx: TenantTx, ticketId: string, assetId: string) {
  const removed = await tx
    .delete(ticketAsset)
    .where(and(eq(ticketAsset.ticketId, ticketId), eq(ticketAsset.assetId, assetId)))
    .returning({ assetId: ticketAsset.assetId });
  return removed.length > 0;
}

/** The assets ticket `ticketId` is about ('Équipements concernés'). */
export async function assetsOfTicket(tx: TenantTx, ticketId: string): Promise<LinkedAsset[]> {
  const rows = await tx
    .select(columns)
    .from(ticketAsset)
    .innerJoin(asset, eq(asset.id, ticketAsset.assetId))
    .where(eq(ticketAsset.ticketId, ticketId))
    .orderBy(asset.tag);
  return rows.map(linked);
}

/** The tickets about asset `assetId`, newest first. */
export async function ticketsOfAsset(tx: TenantTx, assetId: string): Promise<AssetTicketItem[]> {
  const rows = await tx
    .select({ number: ticket.number, subject: ticket.subject, status: ticket.status })
    .from(ticketAsset)
    .innerJoin(ticket, eq(ticket.id, ticketAsset.ticketId))
    .where(eq(ticketAsset.assetId, assetId))
    .orderBy(desc(ticket.number))
    .limit(ASSET_TICKETS_MAX);
  return rows.map((row) => ({
    number: row.number,
    label: ticketNumberLabel(row.number),
    subject: row.subject,
    status: row.status as TicketStatus,
    href: ticketPath(row.number),
  }));
}
