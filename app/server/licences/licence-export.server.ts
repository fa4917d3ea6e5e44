import { asc, inArray, sql } from "drizzle-orm";
import { licence, licenceSeat } from "./schema.server";
import { nextKey, rowsOfParents } from "~/server/http/export-batches.server";
import type { JsonPart } from "~/server/http/json-stream.server";
import { listInBatches, type ExportScope } from "~/server/workspaces/export-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The licences in the workspace's export: every field but the key, of which only the hint (its
// last four characters) leaves the database; and the seats, by licence. Read by name in batches
// (the index on name and id), each batch with its licences' seats.

type LicenceKey = { name: string; id: string };

async function licencesAfter(tx: TenantTx, after: LicenceKey | null, size: number) {
  const rows = await tx
    .select()
    .from(licence)
    .where(
      after
        ? sql`(${licence.name}, ${licence.id}) > (${after.name}, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(asc(licence.name), asc(licence.id))
    .limit(size);
  const seatsOf = await rowsOfParents(
    rows,
    (ids) =>
      tx
        .select()
        .from(licenceSeat)
        .where(inArray(licenceSeat.licenceId, ids))
        .orderBy(asc(licenceSeat.createdAt), asc(licenceSeat.id)),
    (s) => s.licenceId,
  );
  return {
    rows: rows.map((row) => ({
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
      assignments: (seatsOf.get(row.id) ?? []).map((s) => ({
        assignee: s.assigneeName,
        kind: s.assetId ? "asset" : "person",
        assignedAt: s.createdAt.toISOString(),
      })),
    })),
    after: nextKey(rows, size, (row) => ({ name: row.name, id: row.id })),
  };
}

export const licencesExport = (scope: ExportScope): JsonPart => listInBatches(scope, licencesAfter);
