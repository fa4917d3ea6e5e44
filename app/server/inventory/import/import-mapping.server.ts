import { headerKey } from "~/content/import";
import { ASSET_FIELDS, assetFieldLabels, type AssetField } from "~/content/inventory";
import {
  IMPORT_HEADER_SYNONYMS,
  importErrors,
  importTexts,
  NOTE_TARGET,
  type ImportTarget,
} from "~/content/inventory-import";
import { VALUE_FIELDS } from "~/content/inventory-import-values";
import * as columns from "~/server/platform/import/import-columns.server";
import type { ImportField, ImportSchema } from "~/server/platform/import/import-definition.server";
import type { AssetRefs } from "../assets/asset-refs.server";

// The asset import's schema for the platform's column mapping (decision 0096): the asset's
// fields with the names other tools give them (French and English), then every type's custom
// fields; a column no field recognises goes to the asset's notes ('Système d'exploitation - Nom
// : Windows 11'; issue 31, decision 0066). The name and the type are required.

type AssetTarget = Exclude<ImportTarget, "">;

export interface TargetOption {
  id: ImportTarget;
  label: string;
}

/** The asset import's fields in this workspace (its types' custom fields). */
function assetImportSchema(refs: AssetRefs): ImportSchema<AssetTarget> {
  const own = ASSET_FIELDS.map((field): ImportField<AssetTarget> => ({
    id: field,
    label: assetFieldLabels[field],
    aliases: IMPORT_HEADER_SYNONYMS[field],
  }));
  // A custom field's own label names the last type's field of that label (the export's header
  // 'Label (Type)' names each one).
  const lastOfLabel = new Map<string, string>();
  for (const type of refs.types) {
    for (const field of type.fields) lastOfLabel.set(headerKey(field.label), field.id);
  }
  const custom = refs.types.flatMap((type) =>
    type.fields.map((field): ImportField<AssetTarget> => ({
      id: `custom.${field.id}`,
      label: `${field.label} (${type.name})`,
      aliases: lastOfLabel.get(headerKey(field.label)) === field.id ? [headerKey(field.label)] : [],
    })),
  );
  return {
    fallback: { id: NOTE_TARGET, label: importTexts.toNotes },
    fields: [...own, ...custom],
    required: [
      { id: "name", message: importErrors.nameUnmapped },
      { id: "type", message: importErrors.typeUnmapped },
    ],
    valueFields: VALUE_FIELDS,
  };
}

/** The fields a column may go to: the notes, the asset's, then every type's custom fields. */
export const importTargets = (refs: AssetRefs): TargetOption[] =>
  columns.targetOptions(assetImportSchema(refs));

/** One target per column (the platform's proposal, with the asset's fields). */
export const proposeMapping = (
  headers: readonly string[],
  refs: AssetRefs,
  remembered: Record<string, string> | null,
): ImportTarget[] => columns.proposeMapping(headers, assetImportSchema(refs), remembered);

/** The mapping as the workspace remembers it: normalised header → target. */
export const mappingMemory = (
  headers: readonly string[],
  mapping: readonly ImportTarget[],
  previous: Record<string, string> | null,
) => columns.mappingMemory(headers, mapping, previous, NOTE_TARGET);

/** The columns' targets sent by the preview form (`colonne-0`…), unknown ids ignored. */
export const mappingOfForm = (form: FormData, count: number, refs: AssetRefs): ImportTarget[] =>
  columns.mappingOfForm(form, count, assetImportSchema(refs));

/** What makes a mapping unusable (name or type unmapped, a field chosen twice); null when fine. */
export const mappingProblem = (mapping: readonly ImportTarget[], refs: AssetRefs) =>
  columns.mappingProblem(mapping, assetImportSchema(refs));

export const isAssetField = (target: string): target is AssetField =>
  (ASSET_FIELDS as readonly string[]).includes(target);
