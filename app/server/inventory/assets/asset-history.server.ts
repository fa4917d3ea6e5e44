import {
  agentReportedLabels,
  assetFieldLabels,
  assetStatusLabels,
  formatAmount,
  isAssetStatus,
  isCurrency,
  type AssetEventKind,
  type AssetField,
} from "~/content/inventory";
import { assetEvent, type AssetRow } from "~/server/db/inventory-schema.server";
import type { AssetRefs } from "./asset-refs.server";
import type { InventoryContext } from "../inventory-context.server";

// The asset's history: each change as 'field: old → new', with the labels people read (type and
// location names, the status in French, amounts and dates formatted fr-FR).

export type AssetChange = { field: string; from: string | null; to: string | null };

const frenchDay = (iso: string | null) => (iso ? iso.split("-").reverse().join("/") : null);

/** The asset's values as shown, by field. */
export function describeAsset(
  row: Pick<
    AssetRow,
    | "tag"
    | "name"
    | "typeId"
    | "manufacturer"
    | "model"
    | "serial"
    | "status"
    | "locationId"
    | "assigneeName"
    | "purchaseDate"
    | "purchasePrice"
    | "currency"
    | "warrantyEnd"
    | "notes"
    | "custom"
  > &
    Partial<Pick<AssetRow, "operatingSystem">>,
  refs: AssetRefs,
): Record<string, string | null> {
  const type = refs.types.find((t) => t.id === row.typeId);
  const shown: Record<AssetField, string | null> = {
    tag: row.tag,
    name: row.name,
    type: type?.name ?? null,
    manufacturer: row.manufacturer,
    model: row.model,
    serial: row.serial,
    status: isAssetStatus(row.status) ? assetStatusLabels[row.status] : row.status,
    location: refs.locations.find((l) => l.id === row.locationId)?.name ?? null,
    assignee: row.assigneeName,
    purchaseDate: frenchDay(row.purchaseDate),
    purchasePrice:
      row.purchasePrice !== null && isCurrency(row.currency)
        ? formatAmount(row.purchasePrice, row.currency)
        : null,
    currency: null,
    warrantyEnd: frenchDay(row.warrantyEnd),
    notes: row.notes || null,
  };
  const described: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(shown)) {
    if (field !== "currency") described[assetFieldLabels[field as AssetField]] = value;
  }
  // Reported by agents only: no form field, but its changes are history too.
  if (row.operatingSystem) described[agentReportedLabels.operatingSystem] = row.operatingSystem;
  for (const field of type?.fields ?? []) {
    const value = row.custom[field.id] ?? null;
    described[field.label] = field.kind === "date" ? frenchDay(value) : value;
  }
  return described;
}

/** The fields whose shown value differs. */
export function diffDescriptions(
  before: Record<string, string | null>,
  after: Record<string, string | null>,
): AssetChange[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

export async function recordAssetEvent(
  ctx: InventoryContext,
  assetId: string,
  kind: AssetEventKind,
  changes: AssetChange[],
  note: string | null = null,
) {
  await ctx.tx.insert(assetEvent).values({
    assetId,
    kind,
    actorId: ctx.actor.id,
    actorName: ctx.actor.name,
    changes,
    note,
    createdAt: ctx.now,
  });
}
