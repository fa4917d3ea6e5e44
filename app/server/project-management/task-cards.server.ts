import { sql, type SQL } from "drizzle-orm";
import type { TaskPriority } from "~/content/project-management";
import type { TaskCard } from "~/content/project-management-views";
import type { ProjectContext } from "./project-scope.server";

// The fields of a task's card, shared by the board, the list, the timeline and 'Mes tâches': one
// select over `task t` (left-joined `auth_user u` for the assignee) with its checklist progress
// and whether a blocker is still open, probed per shown row by their task-led indexes.

export const cardColumns = sql.raw(`t.id, t.number, t.title, t.column_id, t.project_id,
  t.assignee_id, u.name as assignee_name, t.due_on::text as due_on, t.start_on::text as start_on,
  t.created_at, t.priority, t.milestone, t.completed_at is not null as done,
  t.estimate_minutes, t.logged_minutes,
  (select array[count(*) filter (where c.done), count(*)]::int[] from task_check c
    where c.task_id = t.id) as checks,
  exists (select 1 from task_dependency d join task b on b.id = d.blocked_by_id
    where d.task_id = t.id and b.completed_at is null) as blocked`);

export const assigneeJoin = sql.raw(`left join auth_user u on u.id = t.assignee_id`);

export interface CardRow {
  id: string;
  number: number;
  title: string;
  column_id: string;
  project_id: string;
  assignee_id: string | null;
  assignee_name: string | null;
  due_on: string | null;
  start_on: string | null;
  created_at: Date | string;
  priority: string;
  milestone: boolean;
  done: boolean;
  estimate_minutes: number | null;
  logged_minutes: number;
  /** Done and total items of its checklist. */
  checks: [number, number];
  blocked: boolean;
}

export async function rowsOf<T>(ctx: ProjectContext, query: SQL): Promise<T[]> {
  const result = await ctx.tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** 'Aïssatou Diallo' → 'AD'. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** Today in the company's time zone (Africa/Conakry is UTC all year). */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export function cardOf(row: CardRow, code: string, today: string): TaskCard {
  return {
    id: row.id,
    key: `${code}-${row.number}`,
    title: row.title,
    columnId: row.column_id,
    assignee: row.assignee_id
      ? {
          id: row.assignee_id,
          name: row.assignee_name ?? "?",
          initials: initialsOf(row.assignee_name ?? "?"),
        }
      : null,
    dueOn: row.due_on,
    overdue: !row.done && row.due_on !== null && row.due_on < today,
    priority: row.priority as TaskPriority,
    checks: row.checks[1] > 0 ? { done: row.checks[0], total: row.checks[1] } : null,
    blocked: !row.done && row.blocked,
    milestone: row.milestone,
    done: row.done,
  };
}
