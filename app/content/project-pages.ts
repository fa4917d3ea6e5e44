import { grouped } from "./french";
import { PROJECTS_PATH, type ColumnKind, type ProjectStatus } from "./project-management";

// The projects' own pages (issue 34): the list, 'Nouveau projet' and a project's settings. Their
// French texts, the views the server gives them and the list's URL (decision 0101).

/* ---------- The list ---------- */

export const PROJECT_SORTS = ["recent", "due", "name", "code"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export interface ProjectListQuery {
  q: string;
  status: ProjectStatus[];
  /** 'Mes projets': I own it or I am one of its members. */
  mine: boolean;
  /** Past its due date, not finished nor cancelled. */
  late: boolean;
  /** Archived projects only (they leave the list otherwise). */
  archived: boolean;
  sort: ProjectSort;
  page: number;
}

export const EMPTY_PROJECT_QUERY: ProjectListQuery = {
  q: "",
  status: [],
  mine: false,
  late: false,
  archived: false,
  sort: "recent",
  page: 1,
};

/** The list's URL parameters (French, as every list's). */
export const PROJECT_LIST_PARAMS = {
  q: "q",
  status: "statut",
  mine: "mes",
  late: "retard",
  archived: "archives",
  sort: "tri",
  page: "page",
} as const;

/** The list's URL for `query` (defaults left out). */
export function projectListHref(query: Partial<ProjectListQuery> = {}) {
  const q = { ...EMPTY_PROJECT_QUERY, ...query };
  const P = PROJECT_LIST_PARAMS;
  const params = new URLSearchParams();
  if (q.q) params.set(P.q, q.q);
  for (const s of q.status) params.append(P.status, s);
  if (q.mine) params.set(P.mine, "1");
  if (q.late) params.set(P.late, "1");
  if (q.archived) params.set(P.archived, "1");
  if (q.sort !== "recent") params.set(P.sort, q.sort);
  if (q.page > 1) params.set(P.page, String(q.page));
  const search = params.toString();
  return search ? `${PROJECTS_PATH}?${search}` : PROJECTS_PATH;
}

export const activeProjectFilters = (q: ProjectListQuery) =>
  (q.status.length > 0 ? 1 : 0) + (q.mine ? 1 : 0) + (q.late ? 1 : 0) + (q.archived ? 1 : 0);

export interface ProjectListRow {
  id: string;
  code: string;
  name: string;
  /** The client's name, or 'Interne'. */
  client: string;
  owner: string;
  status: ProjectStatus;
  /** '15 janv. 2027', or null. */
  due: string | null;
  overdue: boolean;
  done: number;
  total: number;
  /**
   * Spent and budget ('1 250 000 GNF'), and both in short ('1,3 M GNF / 45 M GNF') for the
   * table's narrow column, when a budget is set.
   */
  budget: { spent: string; amount: string; short: string; over: boolean } | null;
  archived: boolean;
  href: string;
}

export interface ProjectListView {
  rows: ProjectListRow[];
  query: ProjectListQuery;
  /** Matching projects, counted up to `totalCap` (+1 shows 'plus de'). */
  total: number;
  totalCap: number;
  pageSize: number;
  hasNext: boolean;
  /** No project at all in the workspace (for this viewer): the first-use empty state. */
  noProjectYet: boolean;
  canCreate: boolean;
}

/* ---------- The form (new and settings) ---------- */

/** The project form's fields as typed (members joined by commas when sent back). */
export interface ProjectFormValues {
  name: string;
  code: string;
  description: string;
  kind: string;
  clientName: string;
  ownerId: string;
  startOn: string;
  dueOn: string;
  status: string;
  visibility: string;
  budgetAmount: string;
  hourlyRate: string;
  currency: string;
  memberIds: string;
  templateId: string;
}

export interface MemberOption {
  id: string;
  label: string;
}

export interface ProjectFormView {
  values: ProjectFormValues;
  members: MemberOption[];
  templates: { id: string; name: string; summary: string; tasks: number; days: number }[];
}

/** What a project form's post answers when it does not redirect. */
export interface ProjectFormResult {
  ok: false;
  status: number;
  formError: string;
  fieldErrors?: Record<string, string>;
  values?: Partial<ProjectFormValues>;
  stale?: boolean;
}

/* ---------- Settings ---------- */

export interface ProjectSettingsColumn {
  id: string;
  name: string;
  kind: ColumnKind;
  tasks: number;
}

export interface LinkedAssetRow {
  id: string;
  tag: string;
  name: string;
  statusLabel: string;
  href: string;
}

export interface ProjectSettingsView {
  id: string;
  code: string;
  name: string;
  version: number;
  archived: boolean;
  values: ProjectFormValues;
  members: MemberOption[];
  /** The project's members (ids), its owner among them. */
  memberIds: string[];
  ownerId: string | null;
  columns: ProjectSettingsColumn[];
  assets: LinkedAssetRow[];
  /** The asset search of 'Équipements concernés' (the `equipement` parameter). */
  assetQuery: string;
  assetResults: LinkedAssetRow[];
  readOnly: boolean;
}

export const projectPageTexts = {
  list: {
    title: "Gestion de projets",
    lead: "Les projets de l’espace de travail\u00a0: avancement, échéances et budget.",
    newProject: "Nouveau projet",
    caption: "Projets de l’espace de travail",
    count: (n: number) => (n === 1 ? "1 projet" : `${grouped(n)} projets`),
    countOver: (n: number) => `Plus de ${grouped(n)} projets`,
    internal: "Interne",
    noOwner: "Sans responsable",
    noDue: "Pas d’échéance",
    overdue: "En retard",
    archived: "Archivé",
    progress: (done: number, total: number) =>
      total === 0 ? "Aucune tâche" : `${grouped(done)}/${grouped(total)} tâches terminées`,
    budget: (spent: string, amount: string) => `${spent} sur ${amount}`,
    budgetShort: (spent: string, amount: string) => `${spent}\u00a0/ ${amount}`,
    overBudget: "Budget dépassé",
    columns: {
      code: "Code",
      name: "Projet",
      client: "Client",
      owner: "Responsable",
      status: "Statut",
      due: "Échéance",
      progress: "Avancement",
      budget: "Budget consommé",
    },
    search: {
      label: "Rechercher un projet",
      placeholder: "Code, nom ou client",
      hint: "Par exemple PRJ-004, Kaloum ou messagerie.",
      submit: "Rechercher",
    },
    sorts: {
      recent: "Les plus récents",
      due: "Échéance la plus proche",
      name: "Nom (A à Z)",
      code: "Code",
    } satisfies Record<ProjectSort, string>,
    filters: {
      toggle: "Filtres",
      activeCount: (n: number) => (n === 1 ? "1 actif" : `${grouped(n)} actifs`),
      sort: "Trier par",
      status: "Statut",
      mine: "Mes projets",
      mineHint: "Ceux dont je suis responsable ou membre",
      late: "En retard",
      archived: "Projets archivés",
      apply: "Appliquer",
      reset: "Tout effacer",
    },
    empty: {
      title: "Aucun projet pour l’instant",
      text: "Créez le premier projet de l’espace\u00a0: partez de zéro ou d’un modèle (déploiement réseau d’une agence, migration vers Microsoft 365, audit de sécurité) qui crée ses tâches et leurs échéances.",
      readerText:
        "Aucun projet n’est encore ouvert dans cet espace, ou aucun ne vous est partagé. Un technicien ou un administrateur peut en créer un.",
      filteredTitle: "Aucun projet ne correspond",
      filteredText: "Aucun projet ne correspond à ces filtres.",
      noMatch: (q: string) => `Aucun projet ne correspond à «\u202f${q}\u202f».`,
      reset: "Effacer les filtres",
      templates: "Partir d’un modèle",
    },
    pagination: {
      label: "Pages des projets",
      previous: "Précédente",
      next: "Suivante",
      page: (n: number) => `Page ${n}`,
    },
    figure: {
      title: "Projets en retard",
      description: "Projets ouverts dont l’échéance est passée.",
      link: "Voir les projets en retard",
    },
  },
  form: {
    newTitle: "Nouveau projet",
    newLead:
      "Un projet regroupe des tâches, leurs échéances et le temps passé. Partez d’un modèle pour créer ses tâches d’un coup.",
    template: "Modèle",
    noTemplate: "Projet vide (quatre colonnes, aucune tâche)",
    templateTasks: (tasks: number, days: number) => `${tasks} tâches sur ${days} jours`,
    templateHint:
      "Les dates des tâches du modèle sont comptées à partir de la date de début (aujourd’hui si elle est vide).",
    name: "Nom du projet",
    code: "Code",
    codeHint: "Proposé par l’espace, modifiable (unique).",
    codeEditHint: "Unique dans l’espace de travail.",
    description: "Description",
    descriptionHint: "Markdown\u00a0: **gras**, listes, liens.",
    kind: "Pour",
    kinds: { internal: "Interne", client: "Un client" },
    clientName: "Nom du client",
    owner: "Responsable",
    noOwner: "Personne pour l’instant",
    startOn: "Début",
    dueOn: "Échéance",
    status: "Statut",
    visibility: "Qui voit le projet",
    budget: "Budget",
    budgetHint: "Facultatif. Le consommé se calcule avec le temps saisi × le taux horaire.",
    budgetAmount: "Montant",
    hourlyRate: "Taux horaire",
    currency: "Devise",
    members: "Membres",
    membersHint: "Vous et le responsable en faites partie d’office.",
    sections: { general: "Le projet", planning: "Planning", budget: "Budget", team: "L’équipe" },
    create: "Créer le projet",
    creating: "Création…",
    cancel: "Annuler",
  },
  settings: {
    title: "Paramètres du projet",
    lead: "Les informations du projet, son équipe, ses colonnes et les équipements qu’il concerne.",
    sectionsLabel: "Sections des paramètres",
    sections: {
      general: "Informations",
      members: "Membres",
      columns: "Colonnes",
      assets: "Équipements concernés",
      archive: "Archivage",
    },
    save: "Enregistrer",
    saving: "Enregistrement…",
    reload: "Recharger la page",
    readOnly: "L’espace de travail est en lecture seule\u00a0: rien ne peut être modifié.",
    membersLead:
      "Les membres voient le projet même quand il est réservé à ses membres. Le responsable en fait toujours partie.",
    membersSave: "Enregistrer les membres",
    ownerTag: "responsable",
    columnsLead: (max: number) =>
      `Jusqu’à ${max} colonnes. Une tâche dans une colonne «\u202fTerminé\u202f» est finie\u202f; il en reste toujours une.`,
    columnName: (name: string) => `Nom de la colonne ${name}`,
    columnKind: "Type",
    kinds: {
      todo: "À faire",
      doing: "En cours",
      review: "En revue",
      done: "Terminé",
    } satisfies Record<ColumnKind, string>,
    taskCount: (n: number) => (n === 1 ? "1 tâche" : `${grouped(n)} tâches`),
    rename: "Renommer",
    moveLeft: (name: string) => `Déplacer ${name} vers la gauche`,
    moveRight: (name: string) => `Déplacer ${name} vers la droite`,
    delete: "Supprimer",
    deleteColumn: (name: string) => `Supprimer la colonne ${name}`,
    moveTasksTo: "Déplacer ses tâches vers",
    addColumn: "Ajouter une colonne",
    newColumnName: "Nom de la nouvelle colonne",
    assetsLead:
      "Les équipements de l’inventaire sur lesquels porte le projet (routeurs d’une agence, serveurs à migrer…).",
    assetsEmpty: "Aucun équipement lié pour l’instant.",
    assetSearch: "Chercher un équipement",
    assetSearchHint: "Numéro d’inventaire ou nom.",
    assetSearchSubmit: "Chercher",
    assetNoResult: (q: string) => `Aucun équipement ne correspond à «\u202f${q}\u202f».`,
    link: "Lier",
    linkAsset: (name: string) => `Lier ${name} au projet`,
    unlink: "Retirer",
    unlinkAsset: (name: string) => `Retirer ${name} du projet`,
    archiveLead:
      "Un projet archivé quitte la liste des projets (le filtre «\u202fProjets archivés\u202f» le retrouve). Ses tâches restent consultables.",
    archive: "Archiver le projet",
    unarchive: "Désarchiver le projet",
    archivedNote: "Ce projet est archivé.",
  },
  notices: {
    created: "Projet créé.",
    saved: "Projet enregistré.",
    members: "Membres enregistrés.",
    columnAdded: "Colonne ajoutée.",
    columnRenamed: "Colonne renommée.",
    columnMoved: "Colonne déplacée.",
    columnDeleted: "Colonne supprimée.",
    assetLinked: "Équipement lié au projet.",
    assetUnlinked: "Équipement retiré du projet.",
    archived: "Projet archivé.",
    unarchived: "Projet désarchivé.",
  },
  errors: {
    form: "Vérifiez les champs signalés.",
    nameRequired: "Donnez un nom au projet.",
    nameTooLong: "Le nom est trop long (120 caractères au plus).",
    codeInvalid:
      "Le code ne prend que des lettres, des chiffres et des tirets (20 caractères au plus).",
    descriptionTooLong: "La description est trop longue.",
    clientRequired: "Donnez le nom du client, ou choisissez «\u202fInterne\u202f».",
    clientTooLong: "Le nom du client est trop long (120 caractères au plus).",
    dateInvalid: "Saisissez une date valide.",
    dueBeforeStart: "L’échéance ne peut pas précéder le début.",
    amountInvalid: "Saisissez un montant positif (chiffres, virgule pour les décimales).",
    currencyRequired: "Choisissez la devise (GNF ou EUR).",
    choiceInvalid: "Choisissez une des valeurs proposées.",
    memberUnknown: "Cette personne n’est pas membre de l’espace de travail.",
    templateUnknown: "Ce modèle n’existe pas.",
    createForbidden:
      "Seuls les techniciens, les administrateurs et le propriétaire de l’espace créent des projets.",
    manageForbidden:
      "Seuls le responsable du projet et les administrateurs de l’espace modifient ses paramètres.",
    stale:
      "Le projet a été modifié entre-temps par quelqu’un d’autre. Rechargez la page pour voir sa dernière version\u202f; votre saisie est gardée ci-dessous.",
    unknownIntent: "Cette action n’existe pas sur cette page.",
    unavailable: "Les paramètres sont indisponibles pour l’instant. Réessayez dans un instant.",
    columnNameRequired: "Donnez un nom à la colonne.",
    columnNameTooLong: "Le nom de la colonne est trop long (40 caractères au plus).",
    columnsFull: (max: number) => `Un projet a au plus ${max} colonnes.`,
    lastDoneColumn:
      "Gardez au moins une colonne «\u202fTerminé\u202f»\u00a0: c’est elle qui marque une tâche comme finie.",
    columnNotEmpty:
      "Cette colonne contient des tâches\u00a0: choisissez la colonne où les déplacer avant de la supprimer.",
    moveTargetInvalid: "Choisissez une autre colonne de ce projet.",
  },
};

/** 'en retard' is computed against today's date in Conakry (UTC). */
export const isOverdue = (dueOn: string | null, today: string, status: ProjectStatus) =>
  !!dueOn && dueOn < today && status !== "done" && status !== "cancelled";
