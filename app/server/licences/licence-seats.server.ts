import { and, eq, sql } from "drizzle-orm";
import { licenceErrors as e } from "~/content/licences";
import { authMember, authUser } from "~/server/db/auth-schema.server";
import { asset } from "~/server/db/inventory-schema.server";
import { licenceSeat } from "./schema.server";
import { journal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { assignedSeats, findLicence, findSeat } from "./licence-commands.server";
import { findContact, type InventoryContext } from "~/server/inventory/index.server";

// Giving a seat of a licence to an asset (by its tag) or to a person (a member, or a helpdesk
// contact, by e-mail), and releasing it. A licence may be given more seats than it owns: the
// list then flags it 'Sur-attribuée' (that is what an audit wants to see), but its number of
// seats can never be lowered below those assigned.

type Target =
  | { assetId: string; userId: null; contactId: null; name: string }
  | { assetId: null; userId: string; contactId: null; name: string }
  | { assetId: null; userId: null; contactId: string; name: string };

/** The asset, member or contact that `text` names; 400 in French when none. */
async function findSeatTarget(tx: TenantTx, text: string): Promise<Target> {
  const value = text.trim();
  if (!value) throw new WorkspaceError(400, e.targetRequired);
  if (value.includes("@")) {
    const email = value.toLowerCase();
    const [member] = await tx
      .select({ id: authUser.id, name: authUser.name })
      .from(authMember)
      .innerJoin(authUser, eq(authUser.id, authMember.userId))
      .where(sql`lower(${authUser.email}) = ${email}`);
    if (member) return { assetId: null, userId: member.id, contactId: null, name: member.name };
    const contact = await findContact(tx, email);
    if (contact) return { assetId: null, userId: null, contactId: contact.id, name: contact.name };
    throw new WorkspaceError(400, e.targetUnknown);
  }
  const [row] = await tx
    .select({ id: asset.id, tag: asset.tag, name: asset.name })
    .from(asset)
    .where(sql`upper(${asset.tag}) = ${value.toUpperCase()}`)
    .limit(1);
  if (!row) throw new WorkspaceError(400, e.targetUnknown);
  return { assetId: row.id, userId: null, contactId: null, name: `${row.tag} · ${row.name}` };
}

/** Gives a seat; `over` says whether the licence now has more seats assigned than it owns. */
export async function assignSeat(ctx: InventoryContext, licenceId: string, targetText: string) {
  const row = await findLicence(ctx.tx, licenceId, true);
  const target = await findSeatTarget(ctx.tx, targetText);
  const same = target.assetId
    ? eq(licenceSeat.assetId, target.assetId)
    : target.userId
      ? eq(licenceSeat.userId, target.userId)
      : eq(licenceSeat.contactId, target.contactId!);
  const [taken] = await ctx.tx
    .select({ id: licenceSeat.id })
    .from(licenceSeat)
    .where(and(eq(licenceSeat.licenceId, licenceId), same))
    .limit(1);
  if (taken) throw new WorkspaceError(409, e.alreadyAssigned(target.name));
  await ctx.tx.insert(licenceSeat).values({
    licenceId,
    assetId: target.assetId,
    userId: target.userId,
    contactId: target.contactId,
    assigneeName: target.name,
    createdAt: ctx.now,
  });
  await journal(ctx.tx, ctx.actor, "licence.seat_assigned", row.name, { to: target.name });
  const used = await assignedSeats(ctx.tx, licenceId);
  return { name: target.name, over: row.kind !== "site" && used > row.seats };
}

export async function releaseSeat(ctx: InventoryContext, licenceId: string, seatId: string) {
  const row = await findLicence(ctx.tx, licenceId, true);
  const seat = await findSeat(ctx.tx, licenceId, seatId);
  await ctx.tx.delete(licenceSeat).where(eq(licenceSeat.id, seat.id));
  await journal(ctx.tx, ctx.actor, "licence.seat_released", row.name, {
    from: seat.assigneeName,
  });
  return seat.assigneeName;
}
