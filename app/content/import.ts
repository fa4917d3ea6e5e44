// The CSV import pipeline's words that no module owns (app/server/platform/import/, decision
// 0096): how headers are compared, the report's columns and statuses, the value mapping's
// special choices and the refusals every import says alike. A module's import adds its own
// (app/content/inventory-import.ts for the assets).

import { counted, grouped } from "./french";

/** 'N° d’inventaire ' → 'n d inventaire': accents, case and punctuation ignored. */
export const headerKey = (header: string) =>
  header
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export const IMPORT_ENCODING_LABELS = {
  "utf-8": "UTF-8",
  "utf-8-bom": "UTF-8 (avec BOM)",
  "windows-1252": "Windows-1252 (Excel)",
} as const;
export type ImportEncoding = keyof typeof IMPORT_ENCODING_LABELS;

export const IMPORT_SEPARATOR_LABELS = { ";": "point-virgule", ",": "virgule" } as const;
export type ImportSeparator = keyof typeof IMPORT_SEPARATOR_LABELS;

/** All or nothing, or without the rows in error. */
export const IMPORT_MODES = ["all", "skip"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Special choices of an unknown value (besides an existing one of the workspace). */
export const VALUE_CHOICES = { create: "creer", empty: "vide", note: "notes" } as const;

/** Form and storage key of an unknown value's choice: `valeur:type:desktop`. */
export const valueKey = (field: string, folded: string) => `valeur:${field}:${folded}`;

/** The report's columns: the line, its status, the row's key (an asset's tag…), the messages. */
export const importReportHeaders = (keyLabel: string) =>
  ["Ligne", "Statut", keyLabel, "Message"] as const;
export const importRowStatusLabels = {
  valid: "Valide",
  error: "Erreur",
  imported: "Importé",
  skipped: "Ignoré",
} as const;
export type ImportRowStatus = keyof typeof importRowStatusLabels;

/** The refusals of any import (a module's own are beside its fields). */
export const importPipelineErrors = {
  noFile: "Choisissez un fichier CSV.",
  empty: "Le fichier est vide.",
  notCsv: "Ce fichier n'est pas un CSV lisible\u00a0: enregistrez-le au format CSV depuis Excel.",
  malformed: (line: number) =>
    `Le fichier est mal formé vers la ligne ${grouped(line)} (guillemet non fermé\u202f?)\u00a0: corrigez-le puis envoyez-le de nouveau.`,
  mappedTwice: (label: string) => `Le champ «\u202f${label}\u202f» est choisi pour deux colonnes.`,
  cellCount: (found: number, expected: number) =>
    `${counted(found, "cellule", "cellules")} au lieu de ${grouped(expected)}.`,
  stillErrors: (count: number) =>
    `${counted(count, "ligne est", "lignes sont")} en erreur\u00a0: corrigez le fichier, ou choisissez d'ignorer les lignes en erreur.`,
  nothingToImport: "Aucune ligne valide à importer.",
  alreadyImported: "Ce fichier a déjà été importé\u00a0: envoyez-en un nouveau.",
  unavailable:
    "La lecture des fichiers est momentanément surchargée\u00a0: rien n'a été enregistré, réessayez dans une minute.",
  busy: "Un import ou une lecture de fichier est déjà en cours dans cet espace de travail\u00a0: attendez qu'il se termine, puis réessayez.",
} as const;
