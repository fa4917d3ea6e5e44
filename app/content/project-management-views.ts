import type { ColumnKind, TaskPriority } from "./project-management";

// The data of a project's views (board, list, timeline) and of 'Mes tâches' (issue 34), as the
// loaders hand them to the components. Texts live in project-management-views-texts.ts.

/** A task as its card or row shows it. */
export interface TaskCard {
  id: string;
  /** 'PRJ-007-12'. */
  key: string;
  title: string;
  columnId: string;
  assignee: { id: string; name: string; initials: string } | null;
  /** 'YYYY-MM-DD'. */
  dueOn: string | null;
  overdue: boolean;
  priority: TaskPriority;
  /** Its checklist's done and total items (null without a checklist). */
  checks: { done: number; total: number } | null;
  /** A blocker ('bloquée par') is not done yet. */
  blocked: boolean;
  milestone: boolean;
  /** In a 'done' column. */
  done: boolean;
}

export interface BoardColumn {
  id: string;
  name: string;
  kind: ColumnKind;
  /** The tasks in the column (the cards may be fewer: BOARD_CARDS_PER_COLUMN). */
  total: number;
  cards: TaskCard[];
}

export interface BoardView {
  projectId: string;
  code: string;
  columns: BoardColumn[];
  canWrite: boolean;
}

/** The board shows at most this many cards per column, then 'Voir les X autres' (decision 0102). */
export const BOARD_CARDS_PER_COLUMN = 20;

export const TASK_SORTS = ["position", "key", "title", "due", "priority", "assignee"] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export interface TaskListQuery {
  sort: TaskSort;
  desc: boolean;
  columnId: string | null;
  /** A member's id, 'none' (unassigned) or null (anyone). */
  assigneeId: string | null;
  priority: TaskPriority | null;
  overdue: boolean;
  q: string;
  /** Keyset cursor: the last row of the previous page (opaque). */
  after: string | null;
}

export interface TaskListRow extends TaskCard {
  columnName: string;
  estimateMinutes: number | null;
  loggedMinutes: number;
}

export interface TaskListView {
  projectId: string;
  query: TaskListQuery;
  rows: TaskListRow[];
  next: string | null;
  canWrite: boolean;
  columns: { id: string; label: string }[];
  members: { id: string; label: string }[];
}

export interface TimelineBar {
  task: TaskCard;
  /** 'YYYY-MM-DD', inside or around the range. */
  start: string;
  end: string;
}

export interface TimelineView {
  projectId: string;
  /** Monday of the first week shown and the number of weeks. */
  from: string;
  weeks: number;
  today: string;
  /** More dated tasks in the range than shown (the first by due date are). */
  capped: boolean;
  groups: { id: string; label: string; bars: TimelineBar[] }[];
  undated: TaskCard[];
}

export const MY_TASK_GROUPS = ["overdue", "today", "week", "later", "undated"] as const;
export type MyTaskGroup = (typeof MY_TASK_GROUPS)[number];

export interface MyTaskRow extends TaskCard {
  projectId: string;
  projectCode: string;
  projectName: string;
}

export interface MyTasksView {
  groups: { group: MyTaskGroup; rows: MyTaskRow[] }[];
  canWrite: boolean;
  /** More open tasks than shown. */
  capped: boolean;
}

/** The list's URL parameters. */
export const TASK_LIST_PARAMS = {
  column: "colonne",
  assignee: "personne",
  priority: "priorite",
  overdue: "retard",
  q: "q",
  sort: "tri",
  desc: "ordre",
  after: "apres",
} as const;
const P = TASK_LIST_PARAMS;

/** The list's URL for `query` (the default values left out). */
export function taskListHref(base: string, q: Partial<TaskListQuery>): string {
  const params = new URLSearchParams();
  if (q.q) params.set(P.q, q.q);
  if (q.columnId) params.set(P.column, q.columnId);
  if (q.assigneeId) params.set(P.assignee, q.assigneeId);
  if (q.priority) params.set(P.priority, q.priority);
  if (q.overdue) params.set(P.overdue, "1");
  if (q.sort && q.sort !== "position") params.set(P.sort, q.sort);
  if (q.desc) params.set(P.desc, "desc");
  if (q.after) params.set(P.after, q.after);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
