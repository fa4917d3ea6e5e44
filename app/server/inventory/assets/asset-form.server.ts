import { assetTagOf, ASSET_FIELDS } from "~/content/inventory";
import type { AssetFormOptions, AssetFormValues } from "~/contracts/asset-page-view";
import { inventorySettings, type AssetRow } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { AssetDraft } from "./asset-draft.server";
import type { AssetRefs } from "./asset-refs.server";

// The asset form ('Ajouter un équipement' and the edit form): its choices, the values of a saved
// asset as the inputs show them, and a posted form read back into a draft (and the values kept
// for a refusal). Custom fields are named `custom.<fieldId>`; only the chosen type's count.

const CUSTOM = "custom.";

/** The tag the next asset would get (a peek: the counter moves only when one is created). */
async function peekNextTag(tx: TenantTx): Promise<string> {
  const [row] = await tx.select({ lastTag: inventorySettings.lastTag }).from(inventorySettings);
  return assetTagOf((row?.lastTag ?? 0) + 1);
}

export async function assetFormOptions(tx: TenantTx, refs: AssetRefs): Promise<AssetFormOptions> {
  return {
    types: refs.types.map((type) => ({ id: type.id, label: type.name, fields: type.fields })),
    locations: refs.locations.map((l) => ({ id: l.id, label: l.name })),
    members: refs.members.map((m) => ({ name: m.name, email: m.email })),
    nextTag: await peekNextTag(tx),
  };
}

/** '12500000.00' → '12 500 000', '899.90' → '899,90': as a French reader types it. */
function typedAmount(amount: string): string {
  const cents = !amount.endsWith(".00");
  return new Intl.NumberFormat("fr-FR", {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  })
    .format(Number(amount))
    .replace(/[\u202f\u00a0]/g, " ");
}

/** A new asset's starting values: 'Poste de travail' (or the first type), 'En stock', GNF. */
export const blankAssetValues = (refs: AssetRefs): AssetFormValues => ({
  type: (refs.types.find((type) => type.key === "workstation") ?? refs.types[0])?.id ?? "",
  status: "in_stock",
  currency: "GNF",
});

/** A saved asset's values as the edit form's inputs show them. */
export function assetFormValues(
  row: AssetRow,
  refs: AssetRefs,
  contactEmail: string | null,
): AssetFormValues {
  const member = refs.members.find((m) => m.id === row.assigneeUserId);
  const values: AssetFormValues = {
    tag: row.tag,
    name: row.name,
    type: row.typeId,
    manufacturer: row.manufacturer ?? "",
    model: row.model ?? "",
    serial: row.serial ?? "",
    status: row.status,
    location: row.locationId ?? "",
    // By e-mail, unambiguous (a member's, or a helpdesk contact's).
    assignee: member?.email ?? contactEmail ?? row.assigneeName ?? "",
    purchaseDate: row.purchaseDate ?? "",
    purchasePrice: row.purchasePrice ? typedAmount(row.purchasePrice) : "",
    currency: row.currency ?? "GNF",
    warrantyEnd: row.warrantyEnd ?? "",
    notes: row.notes,
  };
  for (const [id, value] of Object.entries(row.custom)) values[`${CUSTOM}${id}`] = value;
  return values;
}

/** The posted form's text values: the asset's fields and the custom ones. */
export function postedAssetValues(form: FormData): AssetFormValues {
  const values: AssetFormValues = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    if ((ASSET_FIELDS as readonly string[]).includes(key) || key.startsWith(CUSTOM)) {
      values[key] = value;
    }
  }
  return values;
}

/** Posted values → a draft for checkAssetDraft. */
export function draftOf(values: AssetFormValues): AssetDraft {
  const draft: AssetDraft = { custom: {} };
  for (const field of ASSET_FIELDS) draft[field] = values[field] ?? "";
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith(CUSTOM)) draft.custom![key.slice(CUSTOM.length)] = value;
  }
  return draft;
}
