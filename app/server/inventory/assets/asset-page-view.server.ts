import {
  agentReportedLabels,
  assetFieldLabels,
  formatAmount,
  isAssetStatus,
  isCurrency,
  type AssetEventKind,
} from "~/content/inventory";
import { assetPageTexts } from "~/content/inventory-asset";
import type {
  AssetDetailRow,
  AssetHistoryItem,
  AssetPageView,
  WarrantyState,
} from "~/contracts/asset-page-view";
import type { AssetEventRow, AssetRow } from "~/server/db/inventory-schema.server";
import { formatDateTimeCompact } from "~/lib/date-time";
import type { AssetRefs } from "./asset-refs.server";

// An asset's page as it reads: the details in French (amounts and dates fr-FR), the warranty's
// state, and the history events as 'field : old → new'.

const t = assetPageTexts.details;
const DAY = 86_400_000;
/** A warranty ending within this many days is flagged. */
const WARRANTY_SOON_DAYS = 90;

const longDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

/** '2026-03-01' → '1 mars 2026'. */
const frenchDay = (iso: string) => longDay.format(new Date(`${iso}T00:00:00Z`));

/** Days from `now`'s day (Conakry is UTC) to `iso`. */
const daysUntil = (iso: string, now: Date) =>
  Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(now.toISOString().slice(0, 10))) / DAY);

export function warrantyOf(end: string | null, now: Date): WarrantyState {
  if (!end) return { kind: "none" };
  const days = daysUntil(end, now);
  const day = frenchDay(end);
  if (days < 0) return { kind: "expired", label: t.warrantyExpired(day) };
  if (days === 0) return { kind: "soon", label: t.warrantyToday };
  return { kind: days <= WARRANTY_SOON_DAYS ? "soon" : "ok", label: t.warrantyLeft(day, days) };
}

export function assetDetails(
  row: AssetRow,
  refs: AssetRefs,
  typeFields: { id: string; label: string; kind: string }[],
): AssetDetailRow[] {
  const none = t.none;
  const rows: AssetDetailRow[] = [
    { label: assetFieldLabels.serial, value: row.serial ?? none, wide: true, code: true },
    { label: assetFieldLabels.manufacturer, value: row.manufacturer ?? none },
    { label: assetFieldLabels.model, value: row.model ?? none },
    {
      label: assetFieldLabels.location,
      value: refs.locations.find((l) => l.id === row.locationId)?.name ?? none,
    },
    { label: assetFieldLabels.assignee, value: row.assigneeName ?? t.nobody },
    {
      label: assetFieldLabels.purchaseDate,
      value: row.purchaseDate ? frenchDay(row.purchaseDate) : none,
    },
    {
      label: assetFieldLabels.purchasePrice,
      value:
        row.purchasePrice !== null && isCurrency(row.currency)
          ? formatAmount(row.purchasePrice, row.currency)
          : none,
    },
  ];
  for (const field of typeFields) {
    const value = row.custom[field.id];
    rows.push({
      label: field.label,
      value: value ? (field.kind === "date" ? frenchDay(value) : value) : none,
    });
  }
  // Pairs first, then the long values over the whole width.
  if (typeFields.length % 2 === 1) rows.at(-1)!.wide = true;
  // What an agent reported beyond the form's fields, over the whole width (names run long).
  if (row.operatingSystem) {
    rows.push({
      label: agentReportedLabels.operatingSystem,
      value: row.operatingSystem,
      wide: true,
    });
  }
  rows.push(
    { label: t.source, value: t.sources[row.source as keyof typeof t.sources] ?? row.source },
    { label: t.updated, value: formatDateTimeCompact(row.updatedAt) },
  );
  if (row.notes) rows.push({ label: assetFieldLabels.notes, value: row.notes, wide: true });
  return rows;
}

export const historyItem = (event: AssetEventRow): AssetHistoryItem => ({
  id: event.id,
  kind: event.kind as AssetEventKind,
  author: event.actorName,
  at: { iso: event.createdAt.toISOString(), label: formatDateTimeCompact(event.createdAt) },
  changes: event.changes,
  note: event.note,
});

type Base = Pick<AssetPageView, "id" | "tag" | "name" | "status" | "typeName" | "version">;

export function assetBase(row: AssetRow, refs: AssetRefs): Base {
  return {
    id: row.id,
    tag: row.tag,
    name: row.name,
    status: isAssetStatus(row.status) ? row.status : "in_stock",
    typeName: refs.types.find((type) => type.id === row.typeId)?.name ?? t.none,
    version: row.version,
  };
}
