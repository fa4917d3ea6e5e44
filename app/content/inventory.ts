// The asset inventory's catalogue (issue 16): statuses, built-in types, currencies, the fields of an
// asset as the forms, the history, the CSV import and export name them, and the module's messages.

import { grouped } from "./french";

export const INVENTORY_PATH = "/dashboard/inventory-management";
export const LICENCES_PATH = "/dashboard/software-source-code-management";

export const assetPath = (id: string) => `${INVENTORY_PATH}/${id}`;

export const ASSET_STATUSES = ["in_stock", "in_service", "in_repair", "retired", "lost"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export const assetStatusLabels: Record<AssetStatus, string> = {
  in_stock: "En stock",
  in_service: "En service",
  in_repair: "En réparation",
  retired: "Retiré",
  lost: "Perdu",
};

export const isAssetStatus = (value: unknown): value is AssetStatus =>
  typeof value === "string" && (ASSET_STATUSES as readonly string[]).includes(value);

/** The types every workspace starts with (admins add their own). */
export const BUILTIN_ASSET_TYPES = [
  { key: "workstation", name: "Poste de travail" },
  { key: "laptop", name: "Portable" },
  { key: "server", name: "Serveur" },
  { key: "printer", name: "Imprimante" },
  { key: "network", name: "Équipement réseau" },
  { key: "phone", name: "Téléphone" },
  { key: "other", name: "Autre" },
] as const;

export const CURRENCIES = ["GNF", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (value: unknown): value is Currency =>
  typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);

/** An amount as a French reader expects it: '12 500 000 GNF', '1 249,90 €'. */
export function formatAmount(amount: string | number, currency: Currency): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  return amountFormat(currency).format(value);
}

// One formatter per currency: building an Intl.NumberFormat costs more than formatting (imports
// describe thousands of amounts).
const amountFormats = new Map<Currency, Intl.NumberFormat>();
function amountFormat(currency: Currency): Intl.NumberFormat {
  let format = amountFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("fr-FR", {
      style: "currency",
      currency,
      minimumFractionDigits: currency === "GNF" ? 0 : 2,
      maximumFractionDigits: currency === "GNF" ? 0 : 2,
    });
    amountFormats.set(currency, format);
  }
  return format;
}

/** The tag a new asset gets: ACT-00042. */
export const assetTagOf = (n: number) => `ACT-${String(n).padStart(5, "0")}`;

/** The most assets one bulk action changes (a page of the list). */
export const ASSET_BULK_MAX = 100;

/** The fields of an asset (history lines, CSV columns, form labels), in form order. */
export const ASSET_FIELDS = [
  "tag",
  "name",
  "type",
  "manufacturer",
  "model",
  "serial",
  "status",
  "location",
  "assignee",
  "purchaseDate",
  "purchasePrice",
  "currency",
  "warrantyEnd",
  "notes",
] as const;
export type AssetField = (typeof ASSET_FIELDS)[number];

export const assetFieldLabels: Record<AssetField, string> = {
  tag: "Numéro d'inventaire",
  name: "Nom",
  type: "Type",
  manufacturer: "Fabricant",
  model: "Modèle",
  serial: "Numéro de série",
  status: "Statut",
  location: "Emplacement",
  assignee: "Attribué à",
  purchaseDate: "Date d'achat",
  purchasePrice: "Prix d'achat",
  currency: "Devise",
  warrantyEnd: "Fin de garantie",
  notes: "Notes",
};

/** What agents report of an asset beyond the form's fields (asset page, history, export). */
export const agentReportedLabels = {
  operatingSystem: "Système d'exploitation",
} as const;

/** Limits of the text fields (the forms say them; the server enforces them). */
export const ASSET_LIMITS = {
  tag: 40,
  name: 120,
  text: 120,
  notes: 5_000,
  /** Amounts up to 10^14 (the column is numeric(16, 2)). */
  price: 99_999_999_999_999,
} as const;

export type AssetEventKind =
  "created" | "changed" | "checked_out" | "checked_in" | "imported" | "agent";

export const assetEventLabels: Record<AssetEventKind, string> = {
  created: "Équipement créé",
  changed: "Équipement modifié",
  checked_out: "Sorti (attribué)",
  checked_in: "Rentré en stock",
  imported: "Importé depuis un CSV",
  agent: "Mis à jour par la découverte via agent",
};

export const inventoryErrors = {
  nameRequired: "Indiquez le nom de l'équipement.",
  nameTooLong: `Le nom ne peut pas dépasser ${ASSET_LIMITS.name} caractères.`,
  textTooLong: `Ce champ ne peut pas dépasser ${ASSET_LIMITS.text} caractères.`,
  notesTooLong: `Les notes ne peuvent pas dépasser ${grouped(ASSET_LIMITS.notes)} caractères.`,
  tagInvalid:
    "Le numéro d'inventaire ne peut contenir que des lettres, chiffres, tirets et points.",
  tagTooLong: `Le numéro d'inventaire ne peut pas dépasser ${ASSET_LIMITS.tag} caractères.`,
  typeUnknown: "Choisissez un type d'équipement de la liste.",
  statusUnknown: "Choisissez un statut de la liste.",
  locationUnknown: "Cet emplacement n'existe pas (ou plus) dans cet espace.",
  assigneeUnknown: "Cette personne n'est ni membre de l'espace ni un contact connu.",
  dateInvalid: "Indiquez une date valide (jj/mm/aaaa).",
  purchaseInFuture: "La date d'achat ne peut pas être dans le futur\u00a0: vérifiez l'année.",
  warrantyBeforePurchase:
    "La fin de garantie ne peut pas précéder la date d'achat\u00a0: vérifiez les deux dates.",
  priceInvalid: "Indiquez un montant positif, par exemple 1 250 000 ou 899,90.",
  currencyRequired: "Choisissez la devise du prix (GNF ou EUR).",
  customNumberInvalid: (label: string) => `«\u202f${label}\u202f» doit être un nombre.`,
  customDateInvalid: (label: string) =>
    `«\u202f${label}\u202f» doit être une date valide (jj/mm/aaaa).`,
  duplicateTag: (tag: string, name: string) =>
    `Le numéro d'inventaire ${tag} est déjà pris par «\u202f${name}\u202f».`,
  duplicateSerial: (serial: string, tag: string, name: string) =>
    `Le numéro de série ${serial} est déjà enregistré sur ${tag} («\u202f${name}\u202f»).`,
  takenByImport:
    "Ce numéro d'inventaire ou de série est déjà pris par un import en cours. Réessayez dans un instant ou choisissez-en un autre.",
  staleVersion:
    "Cet équipement a été modifié par quelqu'un d'autre entre-temps. Rechargez la page pour voir ses nouvelles valeurs.",
  checkoutTargetRequired: "Choisissez une personne ou un emplacement.",
  alreadyCheckedOut: "Cet équipement est déjà attribué\u00a0: rentrez-le d'abord.",
  notCheckedOut: "Cet équipement n'est attribué à personne.",
  notAvailable:
    "Un équipement retiré ou perdu ne peut pas être attribué\u00a0: changez d'abord son statut.",
  bulkEmpty: "Cochez au moins un équipement.",
  bulkTooMany: (max: number) => `Une action en lot porte sur ${max} équipements au plus.`,
  bulkNothing: "Choisissez un statut ou un emplacement à appliquer.",
} as const;
