import { grouped } from "./french";
import { assetStatusLabels, type AssetStatus } from "./inventory";

// The CSV import's value mapping (issue 31, section 3; decision 0066): the columns whose cells
// name something of the workspace (type, status, location, person), what each unknown value may
// become, the names other tools use for the built-in types and the statuses, and the texts.

export const VALUE_FIELDS = ["type", "status", "location", "assignee"] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

export const DATE_ORDER_KEY = "ordre-des-dates";
export const CURRENCY_KEY = "devise";

export const DATE_ORDERS = ["dmy", "mdy"] as const;
export type ImportDateOrder = (typeof DATE_ORDERS)[number];

/**
 * Folded names (accents, case, a final plural 's' ignored) other tools give the built-in types:
 * GLPI's computer types and agent chassis, Snipe-IT's default categories.
 */
export const TYPE_SYNONYMS: Record<string, readonly string[]> = {
  workstation: [
    "desktop",
    "poste de travail",
    "poste fixe",
    "pc",
    "ordinateur",
    "computer",
    "workstation",
    "tower",
    "tour",
    "mini pc",
    "all in one",
    "unite centrale",
  ],
  laptop: [
    "laptop",
    "notebook",
    "portable",
    "ordinateur portable",
    "pc portable",
    "ultrabook",
    "netbook",
  ],
  server: ["server", "serveur", "rack mount chassi", "blade"],
  printer: ["printer", "imprimante", "copieur", "multifonction"],
  network: [
    "network",
    "reseau",
    "switch",
    "router",
    "routeur",
    "firewall",
    "access point",
    "borne wifi",
    "equipement reseau",
    "networking",
  ],
  phone: ["phone", "telephone", "mobile phone", "smartphone", "mobile", "cell phone"],
  other: ["other", "autre"],
};

/**
 * Statuses other tools write: Snipe-IT's default labels and its export's '(deployable)' meta,
 * GLPI's usual states, the French words.
 */
export const STATUS_SYNONYMS: Record<AssetStatus, readonly string[]> = {
  in_stock: [
    "ready to deploy",
    "deployable",
    "pending",
    "in stock",
    "stock",
    "en stock",
    "disponible",
    "neuf",
    "a deployer",
  ],
  in_service: [
    "deployed",
    "in use",
    "en service",
    "en production",
    "production",
    "utilise",
    "active",
    "actif",
    "attribue",
  ],
  in_repair: [
    "out for repair",
    "out for diagnostics",
    "undeployable",
    "broken",
    "en reparation",
    "reparation",
    "en panne",
    "panne",
    "maintenance",
    "sav",
  ],
  retired: [
    "archived",
    "retired",
    "broken not fixable",
    "retire",
    "rebut",
    "au rebut",
    "hors service",
    "recycle",
    "vendu",
    "donne",
  ],
  lost: ["lost", "stolen", "lost stolen", "perdu", "vole", "perdu vole"],
};

export const valueTexts = {
  title: "Correspondance des valeurs",
  lead: "Ces valeurs du fichier n'existent pas encore dans le parc. Choisissez pour chacune une valeur existante, ou créez-la\u00a0: rien n'est créé avant l'import.",
  value: "Valeur du fichier",
  rows: (count: number) => `${grouped(count)}\u00a0ligne${count > 1 ? "s" : ""}`,
  rowsHeader: "Lignes",
  becomes: "Devient",
  create: "Créer",
  createContact: "Créer le contact",
  empty: "Laisser vide",
  note: "Garder dans les notes",
  existing: "Valeurs existantes",
  statuses: "Statuts",
  more: (count: number) =>
    `Et ${grouped(count)}\u00a0autre${count > 1 ? "s" : ""} valeur${count > 1 ? "s" : ""}\u00a0: la proposition par défaut s'applique (créer, ou la valeur reconnue).`,
  fieldTitle: (label: string, count: number) =>
    `${label} (${grouped(count)}\u00a0valeur${count > 1 ? "s" : ""} inconnue${count > 1 ? "s" : ""})`,
  optionsTitle: "Lecture des valeurs",
  dateOrder: "Ordre des dates",
  dateOrderHint: (detected: boolean) =>
    detected
      ? "Déduit des dates du fichier\u202f; changez-le si les jours et les mois sont inversés."
      : "Le fichier ne permet pas de le déduire (aucun jour au-delà du 12)\u00a0: vérifiez.",
  dateOrderLabels: {
    dmy: "Jour/mois/année (31/01/2024)",
    mdy: "Mois/jour/année (1/31/24)",
  } satisfies Record<ImportDateOrder, string>,
  currency: "Devise des prix",
  currencyHint:
    "Le fichier n'a pas de colonne Devise\u00a0: la devise choisie vaut pour tous ses prix.",
  currencyNone: "Choisir…",
  statusLabel: (status: AssetStatus) => assetStatusLabels[status],
} as const;

/** 'Date d'achat : « 31/02/2026 » — ce n'est pas une date…': the cell named with its fault. */
export const valueMessage = (label: string, value: string, message: string) =>
  value ? `${label}\u00a0: «\u202f${value}\u202f» — ${message}` : `${label}\u00a0: ${message}`;

export const importValueErrors = {
  date: (formats: string) => `ce n'est pas une date valide (attendu\u00a0: ${formats}).`,
  type: (types: string) => `type inconnu (types du parc\u00a0: ${types}).`,
  typeMissing: (types: string) => `indiquez un type (types du parc\u00a0: ${types}).`,
  status: (statuses: string) => `statut inconnu (statuts acceptés\u00a0: ${statuses}).`,
  currencyMissing:
    "le prix n'a pas de devise\u00a0: choisissez «\u202fDevise des prix\u202f» (GNF ou EUR) dans «\u202fLecture des valeurs\u202f».",
} as const;

export const DATE_FORMATS = {
  dmy: "jj/mm/aaaa ou aaaa-mm-jj",
  mdy: "mm/jj/aaaa, mm/jj/aa ou aaaa-mm-jj",
} as const;
