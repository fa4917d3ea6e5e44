import {
  assetFieldLabels,
  assetStatusLabels,
  inventoryErrors as e,
  type AssetField,
} from "~/content/inventory";
import {
  DATE_FORMATS,
  importValueErrors as v,
  valueMessage,
  type ImportDateOrder,
} from "~/content/inventory-import-values";
import type { FieldErrors } from "../assets/asset-draft.server";
import type { AssetRefs } from "../assets/asset-refs.server";

// A row's errors as the preview and the report say them (issue 31): the field, the cell as the
// file has it, what is wrong and, for a value the import could not read, the values it accepts.

export interface MessageContext {
  labels: ReadonlyMap<string, string>;
  /** The workspace's refs (without the values still to create). */
  refs: AssetRefs;
  dateOrder: ImportDateOrder;
}

/** Types named in a message at most (the built-in ones come first). */
const SHOWN_TYPES = 12;

function explained(field: string, value: string, message: string, ctx: MessageContext) {
  const types = () => {
    const names = ctx.refs.types.map((t) => t.name);
    return names.length > SHOWN_TYPES
      ? `${names.slice(0, SHOWN_TYPES).join(", ")}…`
      : names.join(", ");
  };
  if ((field === "purchaseDate" || field === "warrantyEnd") && message === e.dateInvalid) {
    return v.date(DATE_FORMATS[ctx.dateOrder]);
  }
  if (field === "type") return value ? v.type(types()) : v.typeMissing(types());
  if (field === "status") return v.status(Object.values(assetStatusLabels).join(", "));
  if (field === "currency" && message === e.currencyRequired && !value) return v.currencyMissing;
  return message;
}

export function rowErrors(
  errors: FieldErrors,
  raw: Readonly<Record<string, string>>,
  ctx: MessageContext,
): string[] {
  return Object.entries(errors).map(([field, message]) => {
    const label = ctx.labels.get(field) ?? assetFieldLabels[field as AssetField] ?? field;
    const value = (raw[field] ?? "").trim();
    return valueMessage(label, value, explained(field, value, message ?? "", ctx));
  });
}
