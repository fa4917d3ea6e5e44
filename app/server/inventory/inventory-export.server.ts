import { asc, eq, gt, inArray } from "drizzle-orm";
import {
  asset,
  assetEvent,
  assetLocation,
  assetType,
  installedSoftware,
} from "~/server/db/inventory-schema.server";
import { nextKey, rowsOfParents } from "~/server/http/export-batches.server";
import { jsonObject, jsonValue, type JsonPart } from "~/server/http/json-stream.server";
import { listInBatches, type ExportScope } from "~/server/workspaces/export-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The inventory's part of 'Exporter les données': types, sites, every asset, its history and the
// software agents found on it.
// Assets are read by tag in batches (the unique index on the tag), their history by batch of
// assets (the index on asset and order), so that 50,000 assets are never read whole.

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const afterTag = (after: string | null) => (after === null ? undefined : gt(asset.tag, after));

async function assetsAfter(tx: TenantTx, after: string | null, size: number) {
  const rows = await tx
    .select({ asset, typeName: assetType.name, locationName: assetLocation.name })
    .from(asset)
    .innerJoin(assetType, eq(assetType.id, asset.typeId))
    .leftJoin(assetLocation, eq(assetLocation.id, asset.locationId))
    .where(afterTag(after))
    .orderBy(asc(asset.tag))
    .limit(size);
  return {
    rows: rows.map(({ asset: a, typeName, locationName }) => ({
      tag: a.tag,
      name: a.name,
      type: typeName,
      manufacturer: a.manufacturer,
      model: a.model,
      serial: a.serial,
      hardwareUuid: a.hardwareUuid,
      agentDeviceId: a.agentDeviceId,
      operatingSystem: a.operatingSystem,
      status: a.status,
      location: locationName,
      assignee: a.assigneeName,
      purchaseDate: a.purchaseDate,
      purchasePrice: a.purchasePrice,
      currency: a.currency,
      warrantyEnd: a.warrantyEnd,
      notes: a.notes,
      custom: a.custom,
      source: a.source,
      createdAt: iso(a.createdAt),
      updatedAt: iso(a.updatedAt),
    })),
    after: nextKey(rows, size, (r) => r.asset.tag),
  };
}

/**
 * A list of rows under assets, read by batch of assets in tag order (each asset's rows in the
 * order `read` gives), as `{asset: tag, …}`.
 */
function underAssets<Row>(
  read: (tx: TenantTx, ids: string[]) => Promise<Row[]>,
  assetIdOf: (row: Row) => string,
  shown: (row: Row) => Record<string, unknown>,
) {
  return async (tx: TenantTx, after: string | null, size: number) => {
    const assets = await tx
      .select({ id: asset.id, tag: asset.tag })
      .from(asset)
      .where(afterTag(after))
      .orderBy(asc(asset.tag))
      .limit(size);
    const groups = await rowsOfParents(assets, (ids) => read(tx, ids), assetIdOf);
    return {
      rows: assets.flatMap((a) =>
        (groups.get(a.id) ?? []).map((row) => ({ asset: a.tag, ...shown(row) })),
      ),
      after: nextKey(assets, size, (a) => a.tag),
    };
  };
}

/** The history of a batch of assets, asset by asset, each in its order. */
const historyAfter = underAssets(
  (tx, ids) =>
    tx
      .select()
      .from(assetEvent)
      .where(inArray(assetEvent.assetId, ids))
      .orderBy(asc(assetEvent.seq)),
  (e) => e.assetId,
  (e) => ({
    kind: e.kind,
    actor: e.actorName,
    changes: e.changes,
    note: e.note,
    at: iso(e.createdAt),
  }),
);

/** The software agents found on a batch of assets, asset by asset, by name. */
const softwareAfter = underAssets(
  (tx, ids) =>
    tx
      .select()
      .from(installedSoftware)
      .where(inArray(installedSoftware.assetId, ids))
      .orderBy(asc(installedSoftware.matchName), asc(installedSoftware.id)),
  (s) => s.assetId,
  (s) => ({ name: s.name, publisher: s.publisher, version: s.version }),
);

export function inventoryExport(scope: ExportScope): JsonPart {
  const { inWorkspace } = scope;
  return jsonObject({
    types: jsonValue(() =>
      inWorkspace(async (tx) =>
        (await tx.select().from(assetType).orderBy(asc(assetType.name))).map((t) => ({
          name: t.name,
          builtIn: t.key !== null,
          fields: t.fields,
        })),
      ),
    ),
    locations: jsonValue(() =>
      inWorkspace(async (tx) =>
        (await tx.select().from(assetLocation).orderBy(asc(assetLocation.name))).map((l) => l.name),
      ),
    ),
    assets: listInBatches(scope, assetsAfter),
    history: listInBatches(scope, historyAfter),
    software: listInBatches(scope, softwareAfter),
  });
}
