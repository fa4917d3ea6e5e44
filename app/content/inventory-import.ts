import { counted, grouped } from "./french";
import { importPipelineErrors } from "./import";
import { ASSET_FIELDS, assetFieldLabels, INVENTORY_PATH, type AssetField } from "./inventory";

// The CSV import of assets (issue 16): its paths, limits, the headers it recognises (French and
// English), and every text of its pages, report and refusals.

export const IMPORT_PATH = `${INVENTORY_PATH}/import`;
export const IMPORT_TEMPLATE_PATH = `${IMPORT_PATH}/modele`;
export const importPath = (id: string) => `${IMPORT_PATH}/${id}`;
export const importReportPath = (id: string) => `${IMPORT_PATH}/${id}/rapport`;

export const IMPORT_LIMITS = {
  /** The largest upload (the server refuses more with a 413 before reading it). */
  bytes: 20 * 1024 * 1024,
  rows: 50_000,
  /** Errors listed on the preview page (all are in the report). */
  shownErrors: 100,
  /** Unknown values listed per column kind on the preview (the others take the proposal). */
  shownValues: 100,
  /** Uploads left in preview longer than this are deleted when a new one is stored. */
  previewHours: 24,
} as const;

/**
 * Where a column goes: an asset field, a custom field (`custom.<id>`), a line of the asset's
 * notes ('Système d'exploitation - Nom : Windows 11'), or nowhere ("").
 */
export type ImportTarget = AssetField | `custom.${string}` | "note" | "";
export const NOTE_TARGET = "note";

/** Normalised headers (see `headerKey`) each field recognises, besides its own label. */
export const IMPORT_HEADER_SYNONYMS: Record<AssetField, readonly string[]> = {
  tag: [
    "n d inventaire",
    "no d inventaire",
    "numero d inventaire",
    "asset tag",
    "tag",
    "etiquette",
  ],
  name: ["nom", "name", "asset name", "designation"],
  type: ["type", "asset type", "categorie", "category"],
  manufacturer: ["fabricant", "manufacturer", "marque", "brand", "constructeur"],
  model: ["modele", "model"],
  serial: ["numero de serie", "n de serie", "no de serie", "serial", "serial number", "serie"],
  status: ["statut", "status", "etat"],
  location: ["emplacement", "location", "site", "lieu"],
  assignee: [
    "attribue a",
    "assigned to",
    "assignee",
    "utilisateur",
    "user",
    "checked out",
    "checked out to",
    "checked out to email",
  ],
  purchaseDate: ["date d achat", "purchase date", "achete le", "purchased"],
  purchasePrice: [
    "prix",
    "prix d achat",
    "price",
    "purchase price",
    "purchase cost",
    "cout",
    "cost",
  ],
  currency: ["devise", "currency", "monnaie"],
  // Not "warranty": Snipe-IT's export writes the warranty's months under it.
  warrantyEnd: [
    "fin de garantie",
    "date de fin de garantie",
    "warranty end",
    "warranty expires",
    "warranty expiration date",
    "garantie",
  ],
  notes: ["notes", "note", "commentaire", "commentaires", "comments", "asset notes"],
};

/** The template's columns, in form order. */
export const IMPORT_TEMPLATE_HEADERS = ASSET_FIELDS.map((field) => assetFieldLabels[field]);
export const IMPORT_TEMPLATE_EXAMPLE = [
  "",
  "Portable de Fatou",
  "Portable",
  "Dell",
  "Latitude 5440",
  "5CD1234XYZ",
  "En service",
  "",
  "",
  "15/03/2026",
  "12 500 000",
  "GNF",
  "15/03/2029",
  "",
];
export const IMPORT_TEMPLATE_FILE = "modele-import-equipements.csv";
export const importReportFile = (day: string) => `rapport-import-${day}.csv`;

export const importTexts = {
  button: "Importer un CSV",
  back: "Inventaire des équipements",
  title: "Importer des équipements",
  lead: "Envoyez un fichier CSV exporté d'Excel ou d'un autre outil\u00a0: vous verrez chaque ligne vérifiée avant que rien ne soit enregistré.",
  fileLabel: "Fichier CSV",
  fileHint: `Séparateur point-virgule ou virgule, encodage UTF-8 ou Windows\u20111252 (Excel), ${grouped(IMPORT_LIMITS.rows)}\u00a0lignes et 20\u00a0Mo au plus.`,
  upload: "Vérifier le fichier",
  uploading: "Envoi…",
  columnsTitle: "Colonnes attendues",
  columnsLead:
    "La première ligne nomme les colonnes, en français ou en anglais (exports de GLPI et de Snipe-IT compris). Le nom et le type sont obligatoires\u202f; les autres colonnes sont gardées dans les notes.",
  columns: [
    ["Nom", "obligatoire"],
    ["Type", "obligatoire\u00a0: un type du parc, ou un nouveau à créer"],
    [
      "Numéro d'inventaire",
      "facultatif\u00a0: donné automatiquement (ACT\u201100042) s'il est vide",
    ],
    ["Numéro de série", "unique dans l'espace"],
    ["Statut", "En stock, En service, En réparation, Retiré ou Perdu"],
    ["Emplacement", "un site du parc, ou un nouveau à créer"],
    ["Attribué à", "e-mail ou nom d'un membre, e-mail d'un contact (créé au besoin)"],
    ["Date d'achat, Fin de garantie", "jj/mm/aaaa, aaaa-mm-jj ou mm/jj/aa (américain)"],
    ["Prix d'achat, Devise", "1\u202f250\u202f000 ou 899,90\u202f; GNF ou EUR"],
    ["Fabricant, Modèle, Notes", "texte libre"],
  ] as const,
  template: "Télécharger le modèle CSV",
  previewTitle: (file: string) => `Aperçu de «\u202f${file}\u202f»`,
  fileFacts: "Fichier",
  encoding: "Encodage",
  separator: "Séparateur",
  rows: "Lignes",
  rowCount: (count: number) => counted(count, "ligne", "lignes"),
  validCount: (count: number) => counted(count, "ligne valide", "lignes valides"),
  errorCount: (count: number) => counted(count, "ligne en erreur", "lignes en erreur"),
  mappingTitle: "Correspondance des colonnes",
  mappingLead:
    "Chaque colonne du fichier va dans un champ de l'équipement. Les colonnes reconnues sont déjà choisies\u202f; la correspondance est retenue pour vos prochains imports.",
  column: "Colonne du fichier",
  example: "Exemple",
  target: "Champ",
  ignore: "Ignorer",
  toNotes: "Ajouter aux notes",
  unknownColumns: (names: string) =>
    `Colonnes sans champ de l'équipement, gardées dans ses notes\u00a0: ${names}. Choisissez «\u202fIgnorer\u202f» pour ne pas les garder.`,
  check: "Vérifier avec cette correspondance",
  checking: "Vérification…",
  checkTitle: "Vérification des lignes",
  errorsLead: "Corrigez le fichier puis envoyez-le de nouveau, ou importez sans ces lignes.",
  line: "Ligne",
  message: "Problème",
  moreErrors: (count: number) =>
    `Et ${counted(count, "autre ligne", "autres lignes")}\u00a0: toutes sont dans le rapport.`,
  noErrors: "Toutes les lignes sont valides.",
  report: "Télécharger le rapport",
  modeTitle: "Importer",
  modeAll: "Tout ou rien",
  modeAllHint:
    "Importe toutes les lignes en une fois\u202f; refusé tant qu'une ligne est en erreur.",
  modeSkip: "Ignorer les lignes en erreur",
  modeSkipHint: "Importe les lignes valides\u202f; les autres sont dans le rapport.",
  import: "Importer les équipements",
  importing: "Import en cours…",
  newFile: "Envoyer un autre fichier",
  doneTitle: "Import terminé",
  resultFile: (file: string) => `Fichier «\u202f${file}\u202f».`,
  done: (imported: number, skipped: number) =>
    skipped > 0
      ? `${counted(imported, "équipement importé", "équipements importés")}, ${counted(skipped, "ligne ignorée", "lignes ignorées")}.`
      : `${counted(imported, "équipement importé", "équipements importés")}.`,
  toList: "Voir les équipements",
  readOnly: "L'espace est en lecture seule\u00a0: l'import est désactivé.",
} as const;

export const importErrors = {
  ...importPipelineErrors,
  noHeader: "La première ligne doit nommer les colonnes (Nom, Type, Numéro de série…).",
  tooLarge: "Le fichier dépasse 20\u00a0Mo\u00a0: découpez-le en plusieurs fichiers.",
  tooManyRows: `Le fichier dépasse ${grouped(IMPORT_LIMITS.rows)}\u00a0lignes\u00a0: découpez-le en plusieurs fichiers.`,
  nameUnmapped: "Choisissez la colonne qui contient le nom des équipements.",
  typeUnmapped: "Choisissez la colonne qui contient le type des équipements.",
  duplicateTagInFile: (tag: string, line: number) =>
    `Le numéro d'inventaire ${tag} figure déjà à la ligne ${grouped(line)} du fichier.`,
  duplicateSerialInFile: (serial: string, line: number) =>
    `Le numéro de série ${serial} figure déjà à la ligne ${grouped(line)} du fichier.`,
  changedMeanwhile:
    "Des numéros d'inventaire ou de série du fichier ont été pris pendant l'import\u00a0: rien n'a été importé, vérifiez le fichier puis relancez l'import.",
} as const;

/** 'Ligne 12 : Nom : Indiquez le nom…' as the preview and the report say it. */
export const rowMessage = (label: string, message: string) => `${label}\u00a0: ${message}`;
