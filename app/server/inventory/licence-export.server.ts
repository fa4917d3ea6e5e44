import { asc } from "drizzle-orm";
import { licence, licenceSeat } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The licences in the workspace's export: every field but the key, of which only the hint (its
// last four characters) leaves the database; and the seats, by licence.

export async function exportLicences(tx: TenantTx) {
  const [rows, seats] = await Promise.all([
    tx.select().from(licence).orderBy(asc(licence.name), asc(licence.id)),
    tx.select().from(licenceSeat).orderBy(asc(licenceSeat.createdAt), asc(licenceSeat.id)),
  ]);
  return rows.map((row) => ({
    name: row.name,
    publisher: row.publisher,
    keyHint: row.keyCipher ? row.keyHint : null,
    kind: row.kind,
    seats: row.kind === "site" ? null : row.seats,
    expiresOn: row.expiresOn,
    cost: row.cost,
    currency: row.currency,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    assignments: seats
      .filter((s) => s.licenceId === row.id)
      .map((s) => ({
        assignee: s.assigneeName,
        kind: s.assetId ? "asset" : "person",
        assignedAt: s.createdAt.toISOString(),
      })),
  }));
}
