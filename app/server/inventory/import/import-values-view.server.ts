import { ASSET_STATUSES, assetFieldLabels, assetStatusLabels } from "~/content/inventory";
import { IMPORT_LIMITS } from "~/content/inventory-import";
import { VALUE_CHOICES as C, valueKey } from "~/content/import";
import { VALUE_FIELDS, type ValueField } from "~/content/inventory-import-values";
import type { ImportReadingView, ImportValueGroupView } from "~/contracts/inventory-import";
import type { AssetRefs } from "../assets/asset-refs.server";
import type { DryRun } from "./import-preview.server";
import { creatable, type UnknownValue } from "./import-values.server";

// What the preview shows of the value mapping: per column kind, its unknown values (the first
// IMPORT_LIMITS.shownValues, with their row counts and choices) and what each may become; and
// the reading options (the dates' order, the currency of a file without a currency column).

const SPECIALS: Record<ValueField, ImportValueGroupView["specials"]> = {
  type: [C.create],
  status: [],
  location: [C.create, C.note, C.empty],
  assignee: [C.create, C.note, C.empty],
};

function existing(field: ValueField, refs: AssetRefs) {
  if (field === "type") return refs.types.map(({ id, name }) => ({ id, label: name }));
  if (field === "status") {
    return ASSET_STATUSES.map((id) => ({ id: id as string, label: assetStatusLabels[id] }));
  }
  if (field === "location") return refs.locations.map(({ id, name }) => ({ id, label: name }));
  return refs.members.map(({ id, name, email }) => ({ id, label: `${name} (${email})` }));
}

export function valueGroups(unknown: readonly UnknownValue[], refs: AssetRefs) {
  return VALUE_FIELDS.flatMap((field): ImportValueGroupView[] => {
    const values = unknown.filter((u) => u.field === field);
    if (values.length === 0) return [];
    return [
      {
        field,
        label: assetFieldLabels[field],
        total: values.length,
        specials: SPECIALS[field],
        options: existing(field, refs),
        values: values.slice(0, IMPORT_LIMITS.shownValues).map((u) => ({
          name: valueKey(field, u.folded),
          value: u.value,
          rows: u.rows,
          choice: u.choice,
          creatable: creatable(field, u.value),
        })),
      },
    ];
  });
}

export function readingView(run: DryRun, refs: AssetRefs): ImportReadingView {
  const targets = new Set<string>(run.mapping);
  const customDates = refs.types.flatMap((t) =>
    t.fields.filter((f) => f.kind === "date").map((f) => `custom.${f.id}`),
  );
  return {
    dateOrder: run.dateOrder,
    detected: run.dateOrderDetected || run.choices.dateOrder !== null,
    hasDates: ["purchaseDate", "warrantyEnd", ...customDates].some((t) => targets.has(t)),
    currency: run.choices.currency,
    needsCurrency: targets.has("purchasePrice") && !targets.has("currency"),
  };
}
