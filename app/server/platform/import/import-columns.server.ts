import { headerKey, importPipelineErrors } from "~/content/import";
import type { ImportField, ImportSchema } from "./import-definition.server";

// Which field each CSV column goes to (decision 0066): proposed from the headers (the fields'
// labels and aliases), the workspace's remembered choices first; confirmed by the user with one
// select per column. A column no field recognises goes to the schema's fallback (the notes):
// nothing of the file is dropped unless the user says so. "" is a column ignored.

/** The targets a column may go to, as the preview's selects list them: the fallback first. */
export const targetOptions = <Id extends string>(schema: ImportSchema<Id>) =>
  [schema.fallback, ...schema.fields].map(({ id, label }) => ({ id, label }));

function recognised<Id extends string>(fields: readonly ImportField<Id>[]): Map<string, Id> {
  const known = new Map<string, Id>();
  for (const field of fields) {
    for (const name of [...(field.aliases ?? []), headerKey(field.label)]) {
      if (!known.has(name)) known.set(name, field.id);
    }
  }
  return known;
}

/**
 * One target per column: the remembered choice for that header, else the recognised name, else
 * the fallback ("" for a column without a header). A field already taken by an earlier column is
 * not proposed twice: that column goes to the fallback.
 */
export function proposeMapping<Id extends string>(
  headers: readonly string[],
  schema: ImportSchema<Id>,
  remembered: Record<string, string> | null,
): (Id | "")[] {
  const known = recognised(schema.fields);
  const valid = new Set<string>(targetOptions(schema).map((t) => t.id));
  const fallback = schema.fallback.id;
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const memory = remembered?.[key];
    const target =
      memory !== undefined && (memory === "" || valid.has(memory))
        ? (memory as Id | "")
        : (known.get(key) ?? "");
    if (target === "") return memory === "" || key === "" ? "" : fallback;
    if (target === fallback) return target;
    if (taken.has(target)) return fallback;
    taken.add(target);
    return target;
  });
}

/** The mapping as the workspace remembers it: normalised header → target. */
export function mappingMemory(
  headers: readonly string[],
  mapping: readonly string[],
  previous: Record<string, string> | null,
  fallback: string,
): Record<string, string> {
  const memory: Record<string, string> = { ...previous };
  headers.forEach((header, i) => {
    const key = headerKey(header);
    const target = mapping[i] ?? "";
    // The fallback is where any column goes by default: remembering it would only hide a header
    // another tool means otherwise (Snipe-IT's 'Type' of the holder, GLPI's 'Type').
    if (key && target === fallback) delete memory[key];
    else if (key) memory[key] = target;
  });
  return memory;
}

/** The columns' targets sent by the preview form (`colonne-0`…), unknown ids ignored. */
export function mappingOfForm<Id extends string>(
  form: FormData,
  columns: number,
  schema: ImportSchema<Id>,
): (Id | "")[] {
  const valid = new Set<string>(targetOptions(schema).map((t) => t.id));
  return Array.from({ length: columns }, (_, i) => {
    const value = form.get(`colonne-${i}`);
    return typeof value === "string" && valid.has(value) ? (value as Id) : "";
  });
}

/** What makes a mapping unusable (a required field unmapped, a field chosen twice); null when fine. */
export function mappingProblem<Id extends string>(
  mapping: readonly string[],
  schema: ImportSchema<Id>,
): string | null {
  const seen = new Set<string>();
  for (const target of mapping) {
    if (target === "" || target === schema.fallback.id) continue;
    if (seen.has(target)) {
      const label = targetOptions(schema).find((t) => t.id === target)?.label ?? target;
      return importPipelineErrors.mappedTwice(label);
    }
    seen.add(target);
  }
  return schema.required.find((field) => !seen.has(field.id))?.message ?? null;
}
