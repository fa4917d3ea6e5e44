import { projectPath, taskPath, type TaskPriority } from "./project-management";

// One task's pages (issue 34): the new-task form, the task page and its parts (checklist,
// comments, files, 'Bloquée par', time), the ticket panel, the CSV import and export. Texts and
// the views' data types; the rules are in app/server/project-management/ (decision 0103).

export const newTaskPath = (projectId: string) => `${projectPath(projectId)}/taches/nouvelle`;
export const taskAttachmentPath = (projectId: string, taskId: string, id: string) =>
  `${taskPath(projectId, taskId)}/pieces/${id}`;
export const projectExportPath = (projectId: string) => `${projectPath(projectId)}/export.csv`;
export const projectImportPath = (projectId: string) => `${projectPath(projectId)}/import`;
/** Where the ticket panel's 'Créer une tâche' posts (then back to the ticket). */
export const TASK_FROM_TICKET_PATH = "/dashboard/project-management/depuis-ticket";

export const TASK_PAGE_LIMITS = {
  checks: 100,
  dependencies: 30,
  timeNote: 200,
  mentions: 10,
  /** Task notices per recipient and hour (their own bound, as recipient-bound.server.ts). */
  noticesPerHour: 20,
  importRows: 2_000,
  importBytes: 1024 * 1024,
  attachments: 3,
  attachmentBytes: 5 * 1024 * 1024,
  /** A form post with its files. */
  requestBytes: 16 * 1024 * 1024,
};

export const taskTexts = {
  newTitle: "Nouvelle tâche",
  newLead:
    "Décrivez le travail, puis attribuez-le. Les champs marqués d\u2019un astérisque sont requis.",
  create: "Créer la tâche",
  creating: "Création…",
  save: "Enregistrer",
  saving: "Enregistrement…",
  edit: "Modifier la tâche",
  cancel: "Annuler",
  title: "Titre *",
  description: "Description",
  descriptionHint:
    "Markdown\u00a0: **gras**, listes, liens. Mentionnez un membre avec @Prénom Nom.",
  column: "Colonne",
  assignee: "Responsable",
  nobody: "Personne",
  priority: "Priorité",
  startOn: "Début",
  dueOn: "Échéance",
  milestone: "Jalon (un point daté de la chronologie)",
  estimate: "Estimation (heures)",
  estimateShort: "Estimation",
  importLink: "Importer des tâches depuis un fichier CSV",
  estimateHint: "Ex.\u00a0: 4 ou 1,5 ou 1h30",
  ticket: "Ticket d\u2019origine",
  key: "Clé",
  noDescription: "Pas encore de description.",
  backToBoard: "Retour au tableau",
  created: "Tâche créée.",
  saved: "Tâche enregistrée.",
  deleted: "Tâche supprimée.",
  readOnly:
    "Lecture seule\u00a0: seuls les techniciens et les administrateurs modifient les tâches.",
  reload: "Recharger la tâche",
  properties: "Propriétés",
  history: "Historique",
  noHistory: "Aucune entrée pour l\u2019instant.",
  delete: "Supprimer la tâche",
  deleteConfirm: "Supprimer définitivement",
  deleteWarning:
    "La tâche, sa liste de contrôle, ses commentaires, ses fichiers et son temps passé seront supprimés.",
  checklist: "Liste de contrôle",
  checkProgress: (done: number, all: number) => `${done}\u00a0/\u00a0${all} terminées`,
  checkAdd: "Ajouter",
  checkLabel: "Nouvel élément",
  checkRename: "Renommer",
  checkRemove: "Retirer",
  checkMark: (label: string) => `Cocher «\u202f${label}\u202f»`,
  checkUnmark: (label: string) => `Décocher «\u202f${label}\u202f»`,
  checkEmpty: "Découpez la tâche en étapes\u00a0: ajoutez-en une ci-dessous.",
  comments: "Commentaires",
  commentLabel: "Votre commentaire",
  commentHint: "Markdown. @Prénom Nom prévient ce membre par e-mail.",
  commentSend: "Commenter",
  commentEmpty: "Aucun commentaire. Posez une question ou donnez des nouvelles.",
  files: "Fichiers",
  filesLabel: "Joindre des fichiers",
  filesHint: "3 fichiers de 5 Mo au plus\u00a0: images, PDF, documents bureautiques, texte.",
  filesSend: "Joindre",
  filesEmpty: "Aucun fichier joint.",
  fileRemove: "Retirer",
  blockedBy: "Bloquée par",
  blocks: "Bloque",
  dependencyAdd: "Ajouter la dépendance",
  dependencyKey: "Clé de la tâche (ex.\u00a0: PRJ-001-4)",
  dependencyPick: "ou une tâche du projet",
  dependencyNone: "Aucune",
  dependencyEmpty: "Rien ne bloque cette tâche.",
  dependencyRemove: "Retirer",
  time: "Temps passé",
  timeTotal: (logged: string, estimate: string | null) =>
    estimate ? `${logged} sur ${estimate} estimées` : `${logged} au total`,
  timeDuration: "Durée *",
  timeDurationHint: "Ex.\u00a0: 1h30, 1,5 ou 90 min",
  timeDate: "Date *",
  timeNote: "Note",
  timeAdd: "Saisir le temps",
  timeEmpty: "Aucun temps saisi.",
  timeRemove: "Supprimer",
  ticketOpen: (n: number) => `Ticket n°\u00a0${n}`,
};

export const taskErrors = {
  form: "Corrigez les champs signalés.",
  title: "Donnez un titre à la tâche.",
  titleLong: "Le titre ne doit pas dépasser 200\u00a0caractères.",
  descriptionLong: "La description est trop longue (20\u00a0000\u00a0caractères au plus).",
  column: "Choisissez une colonne du projet.",
  assignee: "Cette personne n\u2019est pas membre de l\u2019espace de travail.",
  priority: "Choisissez une priorité de la liste.",
  date: "Date invalide\u00a0: utilisez le format jj/mm/aaaa.",
  dueBeforeStart: "L\u2019échéance doit suivre le début.",
  estimate: "Estimation invalide\u00a0: un nombre d\u2019heures, par exemple 4 ou 1,5.",
  stale:
    "La tâche a été modifiée entre-temps. Rechargez-la\u00a0: votre texte est gardé ci-dessous.",
  checkLabel: "Donnez un libellé de 200\u00a0caractères au plus.",
  checkMany: "La liste de contrôle est pleine (100\u00a0éléments).",
  comment: "Écrivez un commentaire (10\u00a0000\u00a0caractères au plus).",
  dependencySelf: "Une tâche ne peut pas se bloquer elle-même.",
  dependencyCycle:
    "Impossible\u00a0: cette tâche est déjà bloquée, directement ou non, par celle-ci.",
  dependencyUnknown: "Aucune tâche visible ne porte cette clé.",
  dependencyMany: "Trop de dépendances pour une tâche (30\u00a0au plus).",
  duration: "Durée invalide\u00a0: par exemple 1h30, 1,5 ou 90 min (24\u00a0h au plus).",
  timeNote: "La note ne doit pas dépasser 200\u00a0caractères.",
  notYours: "Vous ne pouvez supprimer que votre propre temps.",
  deleteConfirm: "Cochez la case pour confirmer la suppression.",
  filesMissing: "Choisissez au moins un fichier.",
  fileType: "Ce type de fichier n\u2019est pas accepté.",
  fileTooLarge: "Fichiers trop lourds\u00a0: 3 fichiers de 5 Mo au plus.",
  requestTooLarge: "L\u2019envoi est trop lourd (16 Mo au plus).",
  unknownIntent: "Action inconnue.",
  ticketProject: "Choisissez un projet où vous pouvez créer des tâches.",
};

/** The task form's values as typed (kept on a refusal). */
export interface TaskFormValues {
  title: string;
  description: string;
  columnId: string;
  assigneeId: string;
  priority: string;
  startOn: string;
  dueOn: string;
  milestone: boolean;
  estimate: string;
}

export type TaskField = keyof TaskFormValues;

export interface TaskFormOptions {
  columns: { id: string; label: string }[];
  people: { id: string; label: string }[];
  priorities: { id: TaskPriority; label: string }[];
}

export interface NewTaskView extends TaskFormOptions {
  projectId: string;
  values: TaskFormValues;
  /** The ticket the task comes from (prefilled from the panel's link). */
  ticket: { id: string; number: number } | null;
}

export interface TaskResult {
  ok: false;
  status: number;
  intent: string;
  formError: string;
  stale?: boolean;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Partial<TaskFormValues> | Record<string, unknown>;
}

export interface TaskPageView extends TaskFormOptions {
  projectId: string;
  id: string;
  key: string;
  version: number;
  title: string;
  html: string;
  values: TaskFormValues;
  columnLabel: string;
  done: boolean;
  assigneeName: string | null;
  priorityLabel: string;
  startOn: string | null;
  dueOn: string | null;
  overdue: boolean;
  estimate: string | null;
  logged: string;
  ticket: { number: number; href: string } | null;
  canWrite: boolean;
  checks: { id: string; label: string; done: boolean }[];
  comments: { id: string; author: string; at: string; html: string }[];
  files: { id: string; name: string; size: string; href: string; at: string }[];
  blockedBy: DependencyView[];
  blocks: DependencyView[];
  choices: { id: string; label: string }[];
  time: { id: string; who: string; on: string; duration: string; note: string; mine: boolean }[];
  history: { id: string; at: string; who: string; label: string; detail: string }[];
  /** 'YYYY-MM-DD': the time form's default day. */
  today: string;
}

export interface DependencyView {
  id: string;
  key: string;
  title: string;
  href: string;
  done: boolean;
}

export const ticketTaskTexts = {
  title: "Tâches liées",
  empty: "Aucune tâche de projet ne vient de ce ticket.",
  input: "Titre de la tâche",
  select: "Dans le projet",
  submit: "Créer une tâche",
  taskTitle: (subject: string, number: number) => `${subject} (ticket n°\u00a0${number})`,
};

export const taskNoticeTexts = {
  assigned: (key: string, title: string, by: string, url: string, workspace: string) => ({
    subject: `[${key}] Tâche attribuée\u00a0: ${title}`,
    text: `Bonjour,\n\n${by} vous a attribué la tâche ${key} «\u202f${title}\u202f» (${workspace}).\n\nOuvrir la tâche\u00a0: ${url}\n`,
  }),
  mentioned: (key: string, title: string, by: string, url: string, workspace: string) => ({
    subject: `[${key}] ${by} vous a mentionné`,
    text: `Bonjour,\n\n${by} vous a mentionné dans la tâche ${key} «\u202f${title}\u202f» (${workspace}).\n\nLire le message\u00a0: ${url}\n`,
  }),
  dueSoon: (key: string, title: string, due: string, url: string, workspace: string) => ({
    subject: `[${key}] Échéance demain\u00a0: ${title}`,
    text: `Bonjour,\n\nLa tâche ${key} «\u202f${title}\u202f» (${workspace}) arrive à échéance demain, le ${due}.\n\nOuvrir la tâche\u00a0: ${url}\n`,
  }),
  overdue: (key: string, title: string, due: string, url: string, workspace: string) => ({
    subject: `[${key}] En retard\u00a0: ${title}`,
    text: `Bonjour,\n\nLa tâche ${key} «\u202f${title}\u202f» (${workspace}) est en retard\u00a0: son échéance était le ${due}.\n\nOuvrir la tâche\u00a0: ${url}\n`,
  }),
};
