import { and, eq, sql } from "drizzle-orm";
import {
  PROJECT_LIMITS,
  TASK_PRIORITIES,
  taskPriorityLabels,
  type TaskPriority,
} from "~/content/project-management";
import {
  taskErrors,
  type TaskField,
  type TaskFormOptions,
  type TaskFormValues,
} from "~/content/project-management-tasks";
import { authMember, authUser } from "~/server/db/schema.server";
import { textField } from "~/server/platform/form.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { ProjectContext } from "../project-scope.server";
import { columnsOf } from "../project-commands.server";
import type { TaskValues } from "../task-commands.server";
import { parseDay, parseEstimate } from "./task-parse.server";
import { inTurn } from "~/server/platform/in-turn.server";

// The task form (new and edit): its fields as typed, their checks in French, and the choices it
// offers (the project's columns, the workspace's members, the priorities).

/** The workspace's members, by name: the assignee choices and the mentions' names. */
export const workspacePeople = (tx: TenantTx) =>
  tx
    .select({ id: authUser.id, name: authUser.name, email: authUser.email })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(and(eq(authMember.organizationId, sql`current_setting('app.org_id', true)`)))
    .orderBy(authUser.name);

export async function taskFormOptions(
  ctx: ProjectContext,
  projectId: string,
): Promise<TaskFormOptions> {
  const [columns, people] = await inTurn(
    () => columnsOf(ctx, projectId),
    () => workspacePeople(ctx.tx),
  );
  return {
    columns: columns.map((c) => ({ id: c.id, label: c.name })),
    people: people.map((p) => ({ id: p.id, label: p.name })),
    priorities: TASK_PRIORITIES.map((id) => ({ id, label: taskPriorityLabels[id] })),
  };
}

export const readTaskForm = (form: FormData): TaskFormValues => ({
  title: textField(form, "title"),
  description: textField(form, "description"),
  columnId: textField(form, "columnId"),
  assigneeId: textField(form, "assigneeId"),
  priority: textField(form, "priority") || "normal",
  startOn: textField(form, "startOn"),
  dueOn: textField(form, "dueOn"),
  milestone: textField(form, "milestone") === "on",
  estimate: textField(form, "estimate"),
});

type Checked =
  { ok: true; values: TaskValues } | { ok: false; errors: Partial<Record<TaskField, string>> };

/** The form's values checked against the project's columns and the workspace's members. */
export function checkTaskForm(values: TaskFormValues, options: TaskFormOptions): Checked {
  const errors: Partial<Record<TaskField, string>> = {};
  const title = values.title.trim().replace(/[^\S\u00a0\u202f]+/g, " ");
  if (!title) errors.title = taskErrors.title;
  else if (title.length > PROJECT_LIMITS.taskTitle) errors.title = taskErrors.titleLong;
  if (values.description.length > PROJECT_LIMITS.taskDescription) {
    errors.description = taskErrors.descriptionLong;
  }
  if (values.columnId && !options.columns.some((c) => c.id === values.columnId)) {
    errors.columnId = taskErrors.column;
  }
  if (values.assigneeId && !options.people.some((p) => p.id === values.assigneeId)) {
    errors.assigneeId = taskErrors.assignee;
  }
  if (!TASK_PRIORITIES.includes(values.priority as TaskPriority)) {
    errors.priority = taskErrors.priority;
  }
  const startOn = values.startOn.trim() ? parseDay(values.startOn) : null;
  const dueOn = values.dueOn.trim() ? parseDay(values.dueOn) : null;
  if (values.startOn.trim() && !startOn) errors.startOn = taskErrors.date;
  if (values.dueOn.trim() && !dueOn) errors.dueOn = taskErrors.date;
  if (startOn && dueOn && dueOn < startOn) errors.dueOn = taskErrors.dueBeforeStart;
  const estimate = parseEstimate(values.estimate);
  if (!estimate.ok) errors.estimate = taskErrors.estimate;
  if (Object.keys(errors).length > 0 || !estimate.ok) return { ok: false, errors };
  return {
    ok: true,
    values: {
      title,
      description: values.description.replace(/\r\n/g, "\n"),
      assigneeId: values.assigneeId || null,
      priority: values.priority as TaskPriority,
      startOn,
      dueOn,
      milestone: values.milestone,
      estimateMinutes: estimate.minutes,
      columnId: values.columnId || null,
    },
  };
}
