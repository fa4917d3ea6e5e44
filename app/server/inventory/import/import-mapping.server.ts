import { ASSET_FIELDS, assetFieldLabels, type AssetField } from "~/content/inventory";
import {
  headerKey,
  IMPORT_HEADER_SYNONYMS,
  importErrors,
  importTexts,
  NOTE_TARGET,
  type ImportTarget,
} from "~/content/inventory-import";
import type { AssetRefs } from "../assets/asset-refs.server";

// Which asset field each CSV column goes to. Proposed from the headers (French and English names,
// the fields' labels, the custom fields' labels), the workspace's remembered choices first;
// confirmed by the user with one select per column. A column no field recognises goes to the
// asset's notes ('Système d'exploitation - Nom : Windows 11'): nothing of the file is dropped
// unless the user says so (issue 31; decision 0066).

export interface TargetOption {
  id: ImportTarget;
  label: string;
}

/** The fields a column may go to: the notes, the asset's, then every type's custom fields. */
export function importTargets(refs: AssetRefs): TargetOption[] {
  const note = { id: NOTE_TARGET, label: importTexts.toNotes } as const;
  const own = ASSET_FIELDS.map((field) => ({ id: field, label: assetFieldLabels[field] }));
  const custom = refs.types.flatMap((type) =>
    type.fields.map((field) => ({
      id: `custom.${field.id}` as const,
      label: `${field.label} (${type.name})`,
    })),
  );
  return [note, ...own, ...custom];
}

function recognised(refs: AssetRefs): Map<string, ImportTarget> {
  const known = new Map<string, ImportTarget>();
  for (const type of refs.types) {
    for (const field of type.fields) {
      known.set(headerKey(field.label), `custom.${field.id}`);
      // The export's header for a label two types share.
      known.set(headerKey(`${field.label} (${type.name})`), `custom.${field.id}`);
    }
  }
  for (const field of ASSET_FIELDS) {
    for (const name of IMPORT_HEADER_SYNONYMS[field]) known.set(name, field);
    known.set(headerKey(assetFieldLabels[field]), field);
  }
  return known;
}

/**
 * One target per column: the remembered choice for that header, else the recognised name, else
 * the notes ("" for a column without a header). A field already taken by an earlier column is
 * not proposed twice: that column goes to the notes.
 */
export function proposeMapping(
  headers: readonly string[],
  refs: AssetRefs,
  remembered: Record<string, string> | null,
): ImportTarget[] {
  const known = recognised(refs);
  const valid = new Set<string>(importTargets(refs).map((t) => t.id));
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const memory = remembered?.[key];
    const target =
      memory !== undefined && (memory === "" || valid.has(memory))
        ? (memory as ImportTarget)
        : (known.get(key) ?? "");
    if (target === "") return memory === "" || key === "" ? "" : NOTE_TARGET;
    if (target === NOTE_TARGET) return target;
    if (taken.has(target)) return NOTE_TARGET;
    taken.add(target);
    return target;
  });
}

/** The mapping as the workspace remembers it: normalised header → target. */
export function mappingMemory(
  headers: readonly string[],
  mapping: readonly ImportTarget[],
  previous: Record<string, string> | null,
): Record<string, string> {
  const memory: Record<string, string> = { ...previous };
  headers.forEach((header, i) => {
    const key = headerKey(header);
    const target = mapping[i] ?? "";
    // The notes are where any column goes by default: remembering them would only hide a header
    // another tool means otherwise (Snipe-IT's 'Type' of the holder, GLPI's 'Type').
    if (key && target === NOTE_TARGET) delete memory[key];
    else if (key) memory[key] = target;
  });
  return memory;
}

/** The columns' targets sent by the preview form (`colonne-0`…), unknown ids ignored. */
export function mappingOfForm(form: FormData, columns: number, refs: AssetRefs): ImportTarget[] {
  const valid = new Set<string>(importTargets(refs).map((t) => t.id));
  return Array.from({ length: columns }, (_, i) => {
    const value = form.get(`colonne-${i}`);
    return typeof value === "string" && valid.has(value) ? (value as ImportTarget) : "";
  });
}

/** What makes a mapping unusable (name or type unmapped, a field chosen twice); null when fine. */
export function mappingProblem(mapping: readonly ImportTarget[], refs: AssetRefs): string | null {
  const seen = new Set<string>();
  for (const target of mapping) {
    if (target === "" || target === NOTE_TARGET) continue;
    if (seen.has(target)) {
      const label = importTargets(refs).find((t) => t.id === target)?.label ?? target;
      return importErrors.mappedTwice(label);
    }
    seen.add(target);
  }
  if (!seen.has("name")) return importErrors.nameUnmapped;
  if (!seen.has("type")) return importErrors.typeUnmapped;
  return null;
}

export const isAssetField = (target: string): target is AssetField =>
  (ASSET_FIELDS as readonly string[]).includes(target);
