// The CSV import of a project's tasks (issue 34): its texts and the preview's data. The pipeline
// is the platform's (app/server/platform/import/, decision 0096); decision 0103 for the tasks'.

import { grouped } from "./french";

export const TASK_IMPORT_FIELDS = [
  "title",
  "description",
  "column",
  "assignee",
  "priority",
  "startOn",
  "dueOn",
  "milestone",
  "estimate",
] as const;
export type TaskImportField = (typeof TASK_IMPORT_FIELDS)[number];
export type TaskImportTarget = TaskImportField | "note";

export const taskImportFieldLabels: Record<TaskImportTarget, string> = {
  note: "Ajouter à la description",
  title: "Titre",
  description: "Description",
  column: "Colonne",
  assignee: "Responsable",
  priority: "Priorité",
  startOn: "Début",
  dueOn: "Échéance",
  milestone: "Jalon",
  estimate: "Estimation (h)",
};

export const taskImportTexts = {
  title: "Importer des tâches",
  lead: "Un fichier CSV d\u2019Excel, de Google Sheets, de Trello, d\u2019Asana ou de Jira\u00a0: vous vérifiez les colonnes et les valeurs avant que rien ne soit enregistré.",
  file: "Fichier CSV *",
  fileHint:
    "1 Mo et 2\u00a0000 lignes au plus. Séparateur point-virgule ou virgule, dates jj/mm/aaaa.",
  send: "Prévisualiser",
  sending: "Lecture…",
  mapping: "Colonnes du fichier",
  mappingLead:
    "Choisissez où va chaque colonne. Une colonne non reconnue est ajoutée à la description.",
  ignored: "Ignorer",
  example: "Exemple",
  values: "Valeurs à faire correspondre",
  valuesLead:
    "Ces valeurs du fichier ne correspondent à rien dans le projet\u00a0: choisissez leur équivalent.",
  firstColumn: "Première colonne du projet",
  nobody: "Personne (nom gardé en description)",
  check: "Vérifier de nouveau",
  checking: "Vérification…",
  run: (n: number) => `Importer ${grouped(n)}\u00a0tâche${n > 1 ? "s" : ""}`,
  running: "Import…",
  summary: (rows: number, valid: number, errors: number) =>
    `${grouped(rows)}\u00a0ligne${rows > 1 ? "s" : ""} lue${rows > 1 ? "s" : ""}\u00a0: ${grouped(valid)} valide${valid > 1 ? "s" : ""}, ${grouped(errors)} en erreur.`,
  errors: "Lignes en erreur",
  errorsLead:
    "Rien n\u2019est importé tant qu\u2019une ligne est en erreur\u00a0: corrigez le fichier puis envoyez-le de nouveau.",
  line: (n: number) => `Ligne ${n}`,
  done: (n: number) => `${grouped(n)}\u00a0tâche${n > 1 ? "s" : ""} importée${n > 1 ? "s" : ""}.`,
  another: "Importer un autre fichier",
  report: "Tâches créées",
  export: "Exporter les tâches (CSV)",
  toList: "Voir les tâches",
  format: (encoding: string, separator: string) => `Encodage ${encoding}, séparateur ${separator}.`,
};

export const taskImportErrors = {
  tooLarge: "Le fichier dépasse 1 Mo\u00a0: découpez-le.",
  tooManyRows: "Le fichier dépasse 2\u00a0000 lignes\u00a0: découpez-le.",
  noHeader: "La première ligne doit nommer les colonnes.",
  titleMissing: "Aucune colonne ne va vers «\u202fTitre\u202f».",
  title: "titre manquant ou de plus de 200\u00a0caractères",
  date: (label: string, value: string) =>
    `${label}\u00a0: «\u202f${value}\u202f» n\u2019est pas une date (jj/mm/aaaa)`,
  dueBeforeStart: "l\u2019échéance précède le début",
  estimate: (value: string) => `estimation «\u202f${value}\u202f» invalide (nombre d\u2019heures)`,
  milestone: (value: string) => `jalon «\u202f${value}\u202f»\u00a0: oui ou non`,
  description: "description trop longue",
  stillErrors: (n: number) =>
    `${grouped(n)}\u00a0ligne${n > 1 ? "s sont" : " est"} en erreur\u00a0: rien n\u2019a été importé.`,
  lost: "Le fichier n\u2019a pas été transmis de nouveau\u00a0: envoyez-le encore une fois.",
};

export interface TaskImportPreview {
  fileName: string;
  /** The file's bytes in base64, posted again with the choices (nothing is stored before). */
  file: string;
  format: string;
  columns: { index: number; header: string; target: string; example: string }[];
  targets: { id: string; label: string }[];
  unknown: {
    key: string;
    field: string;
    fieldLabel: string;
    value: string;
    rows: number;
    choice: string;
    options: { id: string; label: string }[];
  }[];
  rowCount: number;
  validCount: number;
  errors: { line: number; messages: string[] }[];
  errorCount: number;
  problem: string | null;
}

export interface TaskImportResult {
  ok: boolean;
  status: number;
  formError?: string;
  preview?: TaskImportPreview;
  imported?: number;
  /** The report: the tasks created (the first 100), each with its new key. */
  created?: { key: string; title: string; href: string }[];
}
