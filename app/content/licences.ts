// The software licences ('Logiciels & code source', issue 16): kinds, limits, the French texts of
// the list, the licence page, the forms, the expiry e-mail and the refusals.

import { grouped } from "./french";
import { LICENCES_PATH } from "./inventory";

export const NEW_LICENCE_PATH = `${LICENCES_PATH}/nouvelle`;
export const licencePath = (id: string) => `${LICENCES_PATH}/${id}`;
export const AGENT_SETTINGS_PATH = "/dashboard/inventory-management/parametres";

export const LICENCE_KINDS = ["per_seat", "per_user", "site"] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];
export const isLicenceKind = (value: unknown): value is LicenceKind =>
  typeof value === "string" && (LICENCE_KINDS as readonly string[]).includes(value);

export const licenceKindLabels: Record<LicenceKind, string> = {
  per_seat: "Par siège",
  per_user: "Par utilisateur",
  site: "Licence de site",
};

export const LICENCE_LIMITS = {
  name: 120,
  publisher: 120,
  key: 500,
  notes: 5_000,
  seats: 1_000_000,
  search: 100,
} as const;

/** The days before expiry when the owners and admins are told (and the 'expiring' filter). */
export const LICENCE_EXPIRY_NOTICE_DAYS = 30;
export const LICENCE_PAGE_SIZE = 50;

export const LICENCE_FILTERS = ["all", "over", "expiring"] as const;
export type LicenceFilter = (typeof LICENCE_FILTERS)[number];

/** The key as shown before it is revealed: '••••-••••-ABCD'. */
export const maskedKey = (hint: string) => `••••-••••-${hint}`;

const nbsp = "\u00a0";
const nnbsp = "\u202f";

export const licenceTexts = {
  title: "Logiciels & code source",
  lead: "Les licences de l'espace, leurs sièges attribués et leur conformité.",
  add: "Ajouter une licence",
  filtersLabel: "Filtrer les licences",
  filters: {
    all: "Toutes",
    over: "Sur-attribuées",
    expiring: "Expirent bientôt",
  } satisfies Record<LicenceFilter, string>,
  search: "Rechercher",
  searchPlaceholder: "Nom ou éditeur",
  searchSubmit: "Rechercher",
  columns: {
    name: "Licence",
    kind: "Type",
    seats: "Sièges utilisés",
    installs: "Installations",
    expiry: "Expiration",
  },
  seatsOf: (used: number, owned: number | null) =>
    owned === null ? `${grouped(used)} / illimité` : `${grouped(used)} / ${grouped(owned)}`,
  unlimited: "Illimité (licence de site)",
  installsLabel: "Installations détectées",
  installsOf: (n: number) => (n === 0 ? "Aucune" : `${grouped(n)} équipement${n > 1 ? "s" : ""}`),
  noExpiry: "Sans expiration",
  badges: {
    over: "Sur-attribuée",
    expired: "Expirée",
    expiring: (days: number) =>
      days <= 0 ? "Expire aujourd'hui" : `Expire dans ${days}${nbsp}jour${days > 1 ? "s" : ""}`,
  },
  /** The list's summary; the expired ones are named only when there are some. */
  counts: (over: number, expiring: number, expired = 0) =>
    `${grouped(over)} sur-attribuée${over > 1 ? "s" : ""} · ${grouped(expiring)} expire${expiring > 1 ? "nt" : ""} sous ${LICENCE_EXPIRY_NOTICE_DAYS}${nbsp}jours` +
    (expired > 0 ? ` · ${grouped(expired)} expirée${expired > 1 ? "s" : ""}` : ""),
  empty: {
    title: "Aucune licence pour l'instant",
    text: "Ajoutez vos licences logicielles pour suivre leurs sièges, leurs coûts et leurs échéances.",
    filtered: "Aucune licence ne correspond à ces critères.",
    reset: "Voir toutes les licences",
  },
  pagination: {
    label: "Pages de la liste",
    previous: "Précédente",
    next: "Suivante",
    page: (n: number) => `Page ${n}`,
  },
  unlicensed: {
    title: "Logiciels sans licence",
    lead: "Logiciels installés sur vos équipements (découverte via agent) qui ne correspondent à aucune licence.",
    name: "Logiciel",
    publisher: "Éditeur",
    assets: "Équipements",
    assetsOf: (n: number) => `${grouped(n)} équipement${n > 1 ? "s" : ""}`,
    empty:
      "Aucun logiciel sans licence. La découverte via agent inventorie les logiciels installés sur vos postes de travail : ceux qui ne correspondent à aucune licence apparaîtront ici.",
    emptyLink: "Configurer la découverte via agent",
    more: (n: number) => `… et ${grouped(n)} autre${n > 1 ? "s" : ""}`,
  },
  readOnlyNotice:
    "Vous pouvez consulter les licences ; seuls les techniciens et les administrateurs les modifient.",
  notices: {
    deleted: "Licence supprimée, ainsi que ses sièges attribués.",
  },
} as const;

export const licenceFormTexts = {
  newTitle: "Ajouter une licence",
  newLead: "La clé est chiffrée avant d'être enregistrée ; elle ne s'affiche qu'à la demande.",
  back: "Logiciels & code source",
  name: "Nom du logiciel",
  publisher: "Éditeur",
  key: "Clé de licence",
  keyHint: "Facultative. Chiffrée ; laissez vide pour garder la clé actuelle.",
  keyHintNew: "Facultative. Chiffrée à l'enregistrement.",
  kind: "Type de licence",
  seats: "Nombre de sièges",
  seatsHint: "Ignoré pour une licence de site (sièges illimités).",
  expiresOn: "Date d'expiration",
  expiresHint: "jj/mm/aaaa ; laissez vide si elle n'expire pas.",
  cost: "Coût",
  currency: "Devise",
  noCurrency: "—",
  notes: "Notes",
  submitNew: "Ajouter la licence",
  submitEdit: "Enregistrer",
  pending: "Enregistrement…",
  cancel: "Annuler",
  created: "Licence ajoutée.",
  saved: "Licence enregistrée.",
  unchanged: "Aucun changement.",
} as const;

export const licencePageTexts = {
  metaTitle: (name: string) => `${name} · Licences`,
  description: "Une licence logicielle\u00a0: sa clé, ses sièges et sa conformité.",
  details: "Informations",
  edit: "Modifier la licence",
  publisherNone: "Éditeur non renseigné",
  cost: "Coût",
  costNone: "Non renseigné",
  keyTitle: "Clé de licence",
  keyNone: "Aucune clé enregistrée.",
  keyReveal: "Afficher la clé",
  keyRevealPending: "Affichage…",
  keyRevealed: "Clé affichée une seule fois\u00a0: cette consultation est inscrite au journal.",
  keyCopyHint: "Rechargez la page pour la masquer à nouveau.",
  seatsTitle: "Sièges attribués",
  seatsLead: (used: number, owned: number | null) =>
    owned === null
      ? `${grouped(used)}${nbsp}siège${used > 1 ? "s" : ""} attribué${used > 1 ? "s" : ""} · licence de site, sièges illimités`
      : `${grouped(used)}${nbsp}siège${used > 1 ? "s" : ""} attribué${used > 1 ? "s" : ""} sur ${grouped(owned)}`,
  installsLead: (n: number) =>
    `${grouped(n)}${nbsp}équipement${n > 1 ? "s" : ""} où la découverte via agent a trouvé ce logiciel.`,
  overWarning: (used: number, owned: number) =>
    `Sur-attribution${nbsp}: ${grouped(used)}${nbsp}sièges utilisés pour ${grouped(owned)} achetés. Achetez des sièges ou libérez-en.`,
  noSeat: "Aucun siège attribué.",
  assign: "Attribuer un siège",
  assignTarget: "Équipement ou personne",
  assignHint: "Numéro d'inventaire (ACT-00042), ou e-mail d'un membre ou d'un contact du helpdesk.",
  assignSubmit: "Attribuer",
  assignPending: "Attribution…",
  assignedOn: "Attribué le",
  assetKind: "Équipement",
  personKind: "Personne",
  release: "Libérer",
  releaseLabel: (name: string) => `Libérer le siège de ${name}`,
  releasePending: "Libération…",
  assigned: (name: string) => `Siège attribué à ${name}.`,
  assignedOver: (name: string) =>
    `Siège attribué à ${name}. Attention${nbsp}: la licence est maintenant sur-attribuée.`,
  released: (name: string) => `Siège de ${name} libéré.`,
  delete: {
    heading: "Supprimer la licence",
    lead: (used: number) =>
      `${used === 0 ? "" : `Ses ${used}${nbsp}siège${used > 1 ? "s attribués seront libérés" : " attribué sera libéré"}. `}Les logiciels installés qu'elle couvre apparaîtront parmi les logiciels sans licence. La suppression est définitive et inscrite au journal.`,
    open: "Supprimer la licence",
    question: (name: string) =>
      `Supprimer définitivement la licence «${nnbsp}${name}${nnbsp}»${nnbsp}?`,
    submit: "Confirmer la suppression",
    pending: "Suppression…",
  },
} as const;

export const licenceErrors = {
  nameRequired: "Indiquez le nom du logiciel.",
  nameTooLong: `Le nom ne peut pas dépasser ${LICENCE_LIMITS.name} caractères.`,
  publisherTooLong: `L'éditeur ne peut pas dépasser ${LICENCE_LIMITS.publisher} caractères.`,
  keyTooLong: `La clé ne peut pas dépasser ${LICENCE_LIMITS.key} caractères.`,
  keyInvalid: "La clé ne peut pas contenir de retour à la ligne ni de caractère de contrôle.",
  notesTooLong: `Les notes ne peuvent pas dépasser ${grouped(LICENCE_LIMITS.notes)} caractères.`,
  kindUnknown: "Choisissez un type de licence de la liste.",
  seatsInvalid: `Indiquez un nombre de sièges entier, entre 1 et ${grouped(LICENCE_LIMITS.seats)}.`,
  seatsBelowAssigned: (assigned: number) =>
    `Impossible de réduire le nombre de sièges en dessous des sièges attribués${nbsp}: ${grouped(assigned)} siège${assigned > 1 ? "s sont attribués" : " est attribué"}. Libérez-en d'abord.`,
  siteToCounted: (assigned: number) =>
    `Cette licence a ${grouped(assigned)} siège${assigned > 1 ? "s" : ""} attribué${assigned > 1 ? "s" : ""}${nbsp}: indiquez au moins ${grouped(assigned)} sièges.`,
  dateInvalid: "Indiquez une date valide (jj/mm/aaaa).",
  costInvalid: "Indiquez un montant positif, par exemple 1 250 000 ou 899,90.",
  currencyRequired: "Choisissez la devise du coût (GNF ou EUR).",
  staleVersion:
    "Cette licence a été modifiée par quelqu'un d'autre entre-temps. Rechargez la page pour voir ses nouvelles valeurs.",
  targetRequired: "Indiquez un numéro d'inventaire ou une adresse e-mail.",
  targetUnknown:
    "Aucun équipement, membre ou contact ne correspond. Vérifiez le numéro d'inventaire ou l'adresse e-mail.",
  alreadyAssigned: (name: string) => `${name} a déjà un siège de cette licence.`,
  seatUnknown: "Ce siège n'existe pas (ou plus) : rechargez la page.",
  noKey: "Cette licence n'a pas de clé enregistrée.",
  keyUnreadable:
    "La clé ne peut pas être déchiffrée : le secret du serveur a changé depuis son enregistrement. Saisissez-la à nouveau.",
  unknownIntent: "Action inconnue : rechargez la page et réessayez.",
} as const;

export const licenceMailTexts = {
  subject: (name: string, date: string) =>
    `Licence «${nnbsp}${name}${nnbsp}»${nbsp}: expiration le ${date}`,
  body: (facts: { name: string; date: string; workspace: string; url: string; brand: string }) =>
    [
      "Bonjour,",
      "",
      `La licence «${nnbsp}${facts.name}${nnbsp}» de l'espace ${facts.workspace} expire le ${facts.date}.`,
      "Pensez à la renouveler, ou à prévoir le remplacement du logiciel.",
      "",
      `Voir la licence${nbsp}: ${facts.url}`,
      "",
      `— ${facts.brand}`,
    ].join("\n"),
} as const;

/** The dashboard's figure: licences over-allocated (seats or installs beyond those owned). */
export const licenceFigureTexts = {
  title: "Licences sur-attribuées",
  description: (expiring: number) =>
    expiring === 0
      ? "Sièges ou installations au-delà des sièges achetés"
      : `Et ${grouped(expiring)} licence${expiring > 1 ? "s expirent" : " expire"} sous ${LICENCE_EXPIRY_NOTICE_DAYS}${nbsp}jours`,
  link: "Voir les licences",
} as const;

/** The licences' items of the dashboard's 'Alertes récentes' (decision 0104). */
export const licenceAlertTexts = {
  over: (name: string) => `Licence sur-attribuée\u00a0: ${name}`,
  overDetail: (used: number, seats: number) =>
    `${grouped(used)} utilisations pour ${grouped(seats)} siège${seats > 1 ? "s" : ""} acheté${seats > 1 ? "s" : ""}`,
  expiring: (name: string) => `Licence bientôt expirée\u00a0: ${name}`,
  expiringDetail: (date: string) => `Expire le ${date}`,
  expired: (name: string) => `Licence expirée\u00a0: ${name}`,
  expiredDetail: (date: string) => `A expiré le ${date}`,
} as const;
