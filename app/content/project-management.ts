import type { WorkspaceRole } from "./workspaces";

// 'Gestion de projets' (issue 34): projects with their tasks, board, list, timeline and
// 'Mes tâches'. The shared vocabulary of the module: paths, statuses, priorities, permissions,
// journal labels. Page texts live in the files beside this one's users (decision 0100).

export const PROJECTS_MODULE_ID = "project-management";
export const PROJECTS_PATH = `/dashboard/${PROJECTS_MODULE_ID}`;
export const NEW_PROJECT_PATH = `${PROJECTS_PATH}/nouveau`;
export const MY_TASKS_PATH = `${PROJECTS_PATH}/mes-taches`;
export const projectPath = (id: string) => `${PROJECTS_PATH}/${id}`;
export type ProjectView = "tableau" | "liste" | "chronologie";
export const projectViewPath = (id: string, view: ProjectView) => `${projectPath(id)}/${view}`;
export const projectSettingsPath = (id: string) => `${projectPath(id)}/parametres`;
export const taskPath = (projectId: string, taskId: string) =>
  `${projectPath(projectId)}/taches/${taskId}`;

export const PROJECT_STATUSES = ["planned", "active", "paused", "done", "cancelled"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const projectStatusLabels: Record<ProjectStatus, string> = {
  planned: "Planifié",
  active: "En cours",
  paused: "En pause",
  done: "Terminé",
  cancelled: "Annulé",
};

export const PROJECT_KINDS = ["internal", "client"] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];
export const projectKindLabels: Record<ProjectKind, string> = {
  internal: "Interne",
  client: "Client",
};

export const PROJECT_VISIBILITIES = ["workspace", "members"] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];
export const projectVisibilityLabels: Record<ProjectVisibility, string> = {
  workspace: "Tout l\u2019espace de travail",
  members: "Les membres du projet seulement",
};

export const PROJECT_CURRENCIES = ["GNF", "EUR"] as const;
export type ProjectCurrency = (typeof PROJECT_CURRENCIES)[number];

/** A board column's kind: a task in a 'done' column is finished. */
export const COLUMN_KINDS = ["todo", "doing", "review", "done"] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];
/** The columns of a new project, renameable afterwards. */
export const DEFAULT_COLUMNS: readonly { name: string; kind: ColumnKind }[] = [
  { name: "À faire", kind: "todo" },
  { name: "En cours", kind: "doing" },
  { name: "En revue", kind: "review" },
  { name: "Terminé", kind: "done" },
];

export const TASK_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const taskPriorityLabels: Record<TaskPriority, string> = {
  low: "Basse",
  normal: "Normale",
  high: "Haute",
  urgent: "Urgente",
};

export const PROJECT_LIMITS = {
  name: 120,
  code: 20,
  clientName: 120,
  description: 20_000,
  taskTitle: 200,
  taskDescription: 20_000,
  comment: 10_000,
  checkLabel: 200,
  columnName: 40,
  columns: 8,
  /** Per entry: 24 h. */
  minutes: 24 * 60,
  search: 100,
};

/**
 * The module's own actions and who takes them. Every role reads the projects it may see;
 * Technicien and up create and change tasks; Administrateur and up (and a project's owner) manage
 * projects, their members and columns.
 */
export type ProjectAction = "project.read" | "task.write" | "project.manage";
export const PROJECT_PERMISSIONS: Record<WorkspaceRole, readonly ProjectAction[]> = {
  owner: ["project.read", "task.write", "project.manage"],
  admin: ["project.read", "task.write", "project.manage"],
  technician: ["project.read", "task.write"],
  member: ["project.read"],
};
export const projectCan = (role: WorkspaceRole, action: ProjectAction) =>
  PROJECT_PERMISSIONS[role].includes(action);

export const projectJournalLabels: Record<string, string> = {
  "project.created": "Projet créé",
  "project.updated": "Projet modifié",
  "project.members": "Membres du projet modifiés",
  "project.columns": "Colonnes du projet modifiées",
  "project.archived": "Projet archivé",
  "project.unarchived": "Projet désarchivé",
  "project.assets": "Équipements du projet modifiés",
  "task.created": "Tâche créée",
  "task.updated": "Tâche modifiée",
  "task.moved": "Tâche déplacée",
  "task.assigned": "Tâche attribuée",
  "task.commented": "Commentaire sur une tâche",
  "task.time": "Temps passé saisi",
  "task.deleted": "Tâche supprimée",
  "task.imported": "Tâches importées",
};

/** The header of one project's pages (its frame). */
export interface ProjectFrame {
  id: string;
  code: string;
  name: string;
  status: ProjectStatus;
  statusLabel: string;
  clientName: string;
  canWrite: boolean;
  canManage: boolean;
}

/** The event stream that tells a project's open boards it changed (board, decision 0102). */
export const projectEventsPath = (id: string) => `${projectPath(id)}/evenements`;
/** The list filtered on one column ('Voir les X autres' of a board column). */
export const columnListPath = (id: string, columnId: string) =>
  `${projectViewPath(id, "liste")}?colonne=${columnId}`;
