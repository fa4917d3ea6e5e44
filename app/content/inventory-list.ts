// French texts of the asset list (/dashboard/inventory-management): header, filters, table, bulk
// action, empty states, pages, CSV export, and the dashboard's inventory figures. The statuses,
// fields and refusals of the assets themselves are in ./inventory.ts. Typography: "\u00a0:" before
// a colon, U+202F before ! ? ; and inside « ».

import { counted } from "./french";

export const inventoryListTexts = {
  lead: (workspace: string) => `${workspace}\u00a0: le matériel de votre parc informatique.`,
  count: (n: number) => counted(n, "équipement", "équipements"),
  countOver: (cap: number) => `Plus de ${counted(cap, "équipement", "équipements")}`,
  filteredCount: (n: number) =>
    `${counted(n, "équipement correspond", "équipements correspondent")} aux critères`,
  noWorkspace:
    "Vous n'êtes membre d'aucun espace de travail. Ouvrez l'invitation reçue par e-mail pour en rejoindre un.",
  newAsset: "Ajouter un équipement",
  importCsv: "Importer un CSV",
  settings: "Paramètres du parc",
  exportCsv: "Exporter en CSV",
  search: {
    label: "Rechercher un équipement",
    placeholder: "Numéro, série, nom…",
    submit: "Rechercher",
    hint: "Accents et majuscules ignorés\u202f; le début d'un mot suffit (ACT\u20110004, 5CD12).",
  },
  filters: {
    toggle: "Filtres",
    activeCount: (n: number) => (n === 1 ? "1\u00a0actif" : `${n}\u00a0actifs`),
    status: "Statut",
    type: "Type",
    anyType: "Tous les types",
    location: "Emplacement",
    anyLocation: "Tous les emplacements",
    noLocation: "Sans emplacement",
    assignee: "Attribué à",
    anyAssignee: "Tout le monde",
    nobody: "Non attribué",
    /** A contact (not a member) in the 'Attribué à' filter. */
    holder: (name: string) => `${name} (contact)`,
    warranty: "Garantie",
    anyWarranty: "Toutes",
    warranties: {
      "30": "Expire dans 30\u00a0jours",
      "60": "Expire dans 60\u00a0jours",
      "90": "Expire dans 90\u00a0jours",
      expiree: "Déjà expirée",
    },
    sort: "Trier par",
    apply: "Appliquer les filtres",
    reset: "Réinitialiser",
  },
  sorts: {
    updated: "Dernière mise à jour",
    tag: "Numéro d'inventaire",
    name: "Nom",
    warranty: "Fin de garantie",
  },
  caption: "Équipements du parc",
  /** Before a serial number, under the asset's name. */
  serial: "N°\u00a0de série",
  columns: {
    tag: "N° d'inventaire",
    name: "Équipement",
    type: "Type",
    status: "Statut",
    location: "Emplacement",
    assignee: "Attribué à",
    warranty: "Fin de garantie",
  },
  nobody: "Non attribué",
  noLocation: "—",
  noWarranty: "—",
  warrantySoon: "bientôt",
  warrantyExpired: "expirée",
  selectAll: "Tout sélectionner",
  selectOne: (tag: string) => `Sélectionner ${tag}`,
  bulk: {
    heading: "Sélection",
    action: "Action sur la sélection",
    choose: "Choisir une action…",
    statusGroup: "Changer le statut",
    locationGroup: "Déplacer vers",
    noLocation: "Aucun emplacement",
    submit: "Appliquer",
    pending: "Application…",
    selected: (n: number) =>
      n === 0 ? "Aucun équipement sélectionné" : `${counted(n, "sélectionné", "sélectionnés")}`,
  },
  notices: {
    status: (n: number, label: string) =>
      n === 0
        ? `Les équipements sélectionnés étaient déjà «\u202f${label}\u202f».`
        : `Statut «\u202f${label}\u202f» appliqué à ${counted(n, "équipement", "équipements")}.`,
    location: (n: number, label: string | null) =>
      n === 0
        ? "Les équipements sélectionnés étaient déjà à cet emplacement."
        : label
          ? `${counted(n, "équipement déplacé", "équipements déplacés")} vers «\u202f${label}\u202f».`
          : `Emplacement retiré de ${counted(n, "équipement", "équipements")}.`,
  },
  errors: {
    unknownIntent: "Cette action n'existe pas. Rechargez la page puis réessayez.",
    noAction: "Choisissez l'action à appliquer aux équipements sélectionnés.",
  },
  empty: {
    title: "Aucun équipement pour l'instant",
    text: "Recensez le matériel de l'espace\u00a0: postes de travail, portables, serveurs, imprimantes… Ajoutez-les un par un ou importez le tableur que vous tenez déjà.",
    readerText: "Aucun équipement n'a encore été recensé dans cet espace.",
    filteredTitle: "Aucun équipement ne correspond",
    filteredText: "Aucun équipement ne correspond à ces filtres.",
    noMatch: (q: string) => `Aucun équipement ne correspond à «\u202f${q}\u202f».`,
    reset: "Réinitialiser les filtres",
  },
  pagination: {
    label: "Pages des équipements",
    first: "Début de la liste",
    previous: "Précédente",
    next: "Suivante",
  },
} as const;

/** The CSV export's columns, in order. */
export const assetCsvHeaders = [
  "N° d'inventaire",
  "Nom",
  "Type",
  "Fabricant",
  "Modèle",
  "N° de série",
  "Statut",
  "Emplacement",
  "Attribué à",
  "Date d'achat",
  "Prix d'achat",
  "Devise",
  "Fin de garantie",
  "Notes",
];

/** `equipements-2026-11-24.csv`, the day in Conakry. */
export const assetCsvFileName = (day: string) => `equipements-${day}.csv`;

/** The dashboard's inventory cards, for a signed-in person. */
export const inventoryCards = {
  inService: {
    title: "Équipements en service",
    description: "Matériel attribué et utilisé",
    link: "Voir les équipements",
  },
  warranties: {
    title: "Garanties à échéance",
    description: "Garanties qui expirent dans les 30\u00a0prochains jours",
    link: "Voir les garanties",
  },
} as const;

/** The inventory's items of the dashboard's 'Alertes récentes' (decision 0104). */
export const inventoryAlertTexts = {
  warranty: (name: string) => `Garantie bientôt terminée\u00a0: ${name}`,
  warrantyDetail: (tag: string, date: string) => `${tag} · fin de garantie le ${date}`,
} as const;
