import { and, count, eq, sql } from "drizzle-orm";
import { licenceErrors as e } from "~/content/licences";
import { workspaceErrors } from "~/content/workspaces";
import { licence, licenceSeat, type LicenceRow } from "./schema.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { journal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { decryptLicenceKey, encryptLicenceKey, keyHintOf } from "./licence-crypto.server";
import type { LicenceValues } from "./licence-draft.server";
import { cancelLicenceExpiry, scheduleLicenceExpiry } from "./licence-expiry.server";
import { UUID } from "~/lib/uuid";
import { foldName, foldPublisher, type InventoryContext } from "~/server/inventory/index.server";

// Creating, editing, deleting a licence and revealing its key, in the caller's tenant transaction:
// the key encrypted, the optimistic version, seats never below those assigned, one journal entry
// each, and the expiry alert (re)scheduled when the date changes.

/** The licence of this workspace with that id (locked for a change); 404 otherwise. */
export async function findLicence(tx: TenantTx, id: string, lock = false): Promise<LicenceRow> {
  if (!UUID.test(id)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const query = tx.select().from(licence).where(eq(licence.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new WorkspaceError(404, workspaceErrors.notFound);
  return row;
}

export async function assignedSeats(tx: TenantTx, licenceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(licenceSeat)
    .where(eq(licenceSeat.licenceId, licenceId));
  return row?.n ?? 0;
}

function columnsOf(values: LicenceValues, cryptoKey: Buffer) {
  return {
    name: values.name,
    publisher: values.publisher,
    kind: values.kind,
    seats: values.seats,
    expiresOn: values.expiresOn,
    cost: values.cost,
    currency: values.currency,
    notes: values.notes,
    matchName: foldName(values.name),
    matchPublisher: foldPublisher(values.publisher),
    ...(values.key
      ? { keyCipher: encryptLicenceKey(cryptoKey, values.key), keyHint: keyHintOf(values.key) }
      : {}),
  };
}

/**
 * The licence an earlier post of the same form (`formKey`) created, waiting for a parallel one to
 * finish: a double submit adds one licence. The key is kept in the journal entry's details.
 */
async function earlierLicence(tx: TenantTx, formKey: string): Promise<LicenceRow | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`licence:${formKey}`}, 0))`);
  const [entry] = await tx
    .select({ id: sql<string>`${auditLog.details}->>'id'` })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, "licence.created"), sql`${auditLog.details}->>'cle' = ${formKey}`),
    )
    .limit(1);
  if (!entry?.id) return null;
  const [row] = await tx.select().from(licence).where(eq(licence.id, entry.id));
  return row ?? null;
}

export async function createLicence(
  ctx: InventoryContext,
  values: LicenceValues,
  cryptoKey: Buffer,
  formKey: string | null = null,
): Promise<LicenceRow> {
  const earlier = formKey ? await earlierLicence(ctx.tx, formKey) : null;
  if (earlier) return earlier;
  const [row] = await ctx.tx
    .insert(licence)
    .values({ ...columnsOf(values, cryptoKey), createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  await journal(
    ctx.tx,
    ctx.actor,
    "licence.created",
    row!.name,
    formKey ? { id: row!.id, cle: formKey } : { id: row!.id },
  );
  if (row!.expiresOn) await scheduleLicenceExpiry(ctx, row!);
  return row!;
}

const FIELD_NAMES: [keyof LicenceRow, string][] = [
  ["name", "nom"],
  ["publisher", "éditeur"],
  ["kind", "type"],
  ["seats", "sièges"],
  ["expiresOn", "expiration"],
  ["cost", "coût"],
  ["currency", "devise"],
  ["notes", "notes"],
];

/**
 * Saves the form's values over version `version` (409 when someone saved meanwhile); refuses
 * (409) fewer seats than assigned. Returns null when nothing changed.
 */
export async function updateLicence(
  ctx: InventoryContext,
  id: string,
  version: number | undefined,
  values: LicenceValues,
  cryptoKey: Buffer,
): Promise<LicenceRow | null> {
  const row = await findLicence(ctx.tx, id, true);
  if (version !== undefined && version !== row.version) {
    throw new WorkspaceError(409, e.staleVersion);
  }
  if (values.kind !== "site") {
    const assigned = await assignedSeats(ctx.tx, id);
    if (values.seats < assigned) {
      throw new WorkspaceError(
        409,
        row.kind === "site" ? e.siteToCounted(assigned) : e.seatsBelowAssigned(assigned),
      );
    }
  }
  const columns = columnsOf(values, cryptoKey);
  const changed = FIELD_NAMES.filter(([field]) => {
    const next = (columns as Record<string, unknown>)[field];
    return String(next ?? "") !== String(row[field] ?? "");
  }).map(([, label]) => label);
  if (values.key) changed.push("clé");
  if (changed.length === 0) return null;
  const [saved] = await ctx.tx
    .update(licence)
    .set({ ...columns, version: row.version + 1, updatedAt: ctx.now })
    .where(eq(licence.id, id))
    .returning();
  await journal(ctx.tx, ctx.actor, "licence.updated", saved!.name, { changes: changed.join(", ") });
  if (saved!.expiresOn && saved!.expiresOn !== row.expiresOn) {
    await scheduleLicenceExpiry(ctx, saved!);
  }
  return saved!;
}

/** The licence's key in clear, for this response only; the reveal is journaled. */
export async function revealLicenceKey(
  ctx: InventoryContext,
  id: string,
  cryptoKey: Buffer,
): Promise<string> {
  const row = await findLicence(ctx.tx, id);
  if (!row.keyCipher) throw new WorkspaceError(400, e.noKey);
  const plain = decryptLicenceKey(cryptoKey, row.keyCipher);
  if (plain === null) throw new WorkspaceError(409, e.keyUnreadable);
  await journal(ctx.tx, ctx.actor, "licence.key_revealed", row.name);
  return plain;
}

/** The seats of a licence, with a check that `seatId` is one of them. */
export async function findSeat(tx: TenantTx, licenceId: string, seatId: string) {
  if (!UUID.test(seatId)) throw new WorkspaceError(404, e.seatUnknown);
  const [seat] = await tx
    .select()
    .from(licenceSeat)
    .where(and(eq(licenceSeat.id, seatId), eq(licenceSeat.licenceId, licenceId)));
  if (!seat) throw new WorkspaceError(404, e.seatUnknown);
  return seat;
}

/**
 * Deletes the licence and its seats (journaled with the number of seats freed); its expiry alert,
 * if one is waiting, goes with it. Returns the deleted licence's name.
 */
export async function deleteLicence(ctx: InventoryContext, id: string): Promise<string> {
  const row = await findLicence(ctx.tx, id, true);
  const seats = await ctx.tx
    .delete(licenceSeat)
    .where(eq(licenceSeat.licenceId, row.id))
    .returning({ id: licenceSeat.id });
  await ctx.tx.delete(licence).where(eq(licence.id, row.id));
  await cancelLicenceExpiry(ctx, row.id);
  await journal(ctx.tx, ctx.actor, "licence.deleted", row.name, {
    freedSeats: String(seats.length),
  });
  return row.name;
}
