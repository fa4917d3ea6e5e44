import { grouped } from "./french";
import { taskPriorityLabels, type TaskPriority } from "./project-management";
import type { MyTaskGroup, TaskSort } from "./project-management-views";

// French texts of the board, the list, the timeline and 'Mes tâches' (issue 34).

const nb = "\u00a0";

export const boardTexts = {
  caption: "Tableau des tâches",
  empty: "Aucune tâche",
  more: (n: number) => `Voir ${n === 1 ? "l\u2019autre tâche" : `les ${n} autres`}`,
  count: (n: number) => `${grouped(n)} tâche${n > 1 ? "s" : ""}`,
  blocked: "Bloquée",
  overdue: "En retard",
  milestone: "Jalon",
  unassigned: "Non attribuée",
  checks: (done: number, total: number) => `${done}/${total}`,
  checksLabel: (done: number, total: number) => `Sous-tâches${nb}: ${done} sur ${total}`,
  due: (day: string) => `Échéance${nb}: ${day}`,
  moveLabel: "Déplacer vers",
  move: "Déplacer",
  handle: (key: string) => `Déplacer la tâche ${key}`,
  add: "Ajouter une tâche",
  addLabel: (column: string) => `Titre de la nouvelle tâche dans ${column}`,
  addPlaceholder: "Titre de la tâche",
  added: (key: string) => `Tâche ${key} ajoutée.`,
  moved: (key: string, column: string) => `Tâche ${key} déplacée dans ${column}.`,
  titleMissing: "Donnez un titre à la tâche.",
  titleTooLong: (max: number) => `Le titre dépasse ${max} caractères.`,
  unknownIntent: "Action inconnue.",
  taskMissing: "Cette tâche n\u2019est plus dans le projet.",
  live: "Mis à jour",
  instructions:
    "Pour déplacer une tâche, placez le focus sur sa poignée et appuyez sur Espace. " +
    "Utilisez les flèches pour la déplacer\u00a0: gauche et droite changent de colonne, haut et bas " +
    "de position. Appuyez de nouveau sur Espace pour la poser, ou sur Échap pour annuler.",
  picked: (key: string) =>
    `Tâche ${key} saisie. Utilisez les flèches pour la déplacer, Espace pour la poser, Échap pour annuler.`,
  pickedAt: (key: string, column: string, position: number, total: number) =>
    `Tâche ${key} saisie, dans ${column}, position ${position} sur ${total}. Utilisez les flèches pour la déplacer, Espace pour la poser, Échap pour annuler.`,
  over: (key: string, column: string, position: number, total: number) =>
    `Tâche ${key} déplacée dans ${column}, position ${position} sur ${total}.`,
  dropped: (key: string, column: string, position: number, total: number) =>
    `Tâche ${key} posée dans ${column}, position ${position} sur ${total}.`,
  cancelled: (key: string) => `Déplacement de la tâche ${key} annulé.`,
  outside: (key: string) => `La tâche ${key} n\u2019est au-dessus d\u2019aucune colonne.`,
};

export const taskListTexts = {
  caption: "Tâches du projet",
  newTask: "Nouvelle tâche",
  columns: {
    key: "Clé",
    title: "Titre",
    column: "Colonne",
    assignee: "Attribuée à",
    priority: "Priorité",
    due: "Échéance",
    time: "Estimé / passé",
  },
  sorts: {
    position: "Ordre du tableau",
    key: "Clé",
    title: "Titre",
    due: "Échéance",
    priority: "Priorité",
    assignee: "Personne",
  } satisfies Record<TaskSort, string>,
  search: {
    label: "Rechercher une tâche",
    placeholder: "Mots du titre ou de la description",
    hint: "La recherche trouve aussi les mots accordés (\u00ab\u202fcâble\u202f\u00bb trouve \u00ab\u202fcâbles\u202f\u00bb).",
    submit: "Rechercher",
  },
  filters: {
    toggle: "Filtres",
    sort: "Trier par",
    column: "Colonne",
    anyColumn: "Toutes les colonnes",
    assignee: "Attribuée à",
    anyone: "Tout le monde",
    nobody: "Personne",
    priority: "Priorité",
    anyPriority: "Toutes",
    overdue: "En retard seulement",
    apply: "Appliquer",
    reset: "Effacer les filtres",
    activeCount: (n: number) => (n > 0 ? `${n} actif${n > 1 ? "s" : ""}` : ""),
  },
  empty: "Aucune tâche ne correspond à ces filtres.",
  emptyProject: "Aucune tâche dans ce projet pour l\u2019instant.",
  pagination: {
    label: "Pages des tâches",
    previous: "Précédente",
    next: "Suivante",
    first: "Début",
  },
  selectAll: "Tout sélectionner",
  select: (key: string) => `Sélectionner ${key}`,
  bulk: {
    heading: "Sélection",
    action: "Action",
    choose: "Choisir une action…",
    submit: "Appliquer",
    pending: "Application…",
    selected: (n: number) => `${n} sélectionnée${n > 1 ? "s" : ""}`,
    assignGroup: "Attribuer à",
    unassign: "Personne",
    moveGroup: "Déplacer vers",
    priorityGroup: "Priorité",
    deleteGroup: "Supprimer",
    delete: "Supprimer les tâches",
    empty: "Cochez au moins une tâche.",
    noAction: "Choisissez une action.",
    unknownMember: "Cette personne n\u2019est pas membre de l\u2019espace.",
    done: (n: number) => `${n} tâche${n > 1 ? "s" : ""} modifiée${n > 1 ? "s" : ""}.`,
    deleted: (n: number) => `${n} tâche${n > 1 ? "s" : ""} supprimée${n > 1 ? "s" : ""}.`,
  },
  minutes: (m: number | null) => {
    if (m === null) return "–";
    const h = Math.floor(m / 60);
    const rest = m % 60;
    return h > 0 ? `${h}${nb}h${rest ? String(rest).padStart(2, "0") : ""}` : `${rest}${nb}min`;
  },
};

export const timelineTexts = {
  caption: "Chronologie du projet",
  week: (n: number) => `sem. ${n}`,
  previous: "Semaines précédentes",
  next: "Semaines suivantes",
  thisWeek: "Aujourd\u2019hui",
  today: "Aujourd\u2019hui",
  undated: "Sans échéance",
  undatedNone: "Toutes les tâches ont une échéance.",
  empty: "Aucune tâche datée sur ces semaines.",
  range: (from: string, to: string) => `Du ${from} au ${to}`,
  bar: (key: string, title: string, from: string, to: string) =>
    `${key} ${title}, du ${from} au ${to}`,
  milestoneOn: (key: string, title: string, day: string) => `Jalon ${key} ${title}, le ${day}`,
  capped:
    "Seules les 200 premières échéances de la période sont affichées\u00a0: la liste les montre toutes.",
};

export const myTasksTexts = {
  title: "Mes tâches",
  allProjects: "Tous les projets",
  lead: "Vos tâches ouvertes dans tous les projets que vous voyez.",
  groups: {
    overdue: "En retard",
    today: "Aujourd\u2019hui",
    week: "Cette semaine",
    later: "Plus tard",
    undated: "Sans échéance",
  } satisfies Record<MyTaskGroup, string>,
  empty:
    "Aucune tâche ouverte ne vous est attribuée. Les tâches qu\u2019on vous confie apparaîtront ici.",
  finish: "Terminer",
  finishLabel: (key: string) => `Terminer la tâche ${key}`,
  finished: (key: string) => `Tâche ${key} terminée.`,
  noDoneColumn: "Ce projet n\u2019a pas de colonne \u00ab\u202fTerminé\u202f\u00bb.",
  capped: (n: number) => `Seules les ${n} premières tâches sont affichées.`,
};

export const priorityLabel = (p: TaskPriority) => taskPriorityLabels[p];
