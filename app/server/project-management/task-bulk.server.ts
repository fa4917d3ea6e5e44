import { and, eq, inArray, sql } from "drizzle-orm";
import { TASK_PRIORITIES, type TaskPriority } from "~/content/project-management";
import { taskListTexts } from "~/content/project-management-views-texts";
import { workspaceErrors } from "~/content/workspaces";
import { readForm, textField } from "~/server/platform/form.server";
import { refuse, succeed } from "~/server/workspaces/action-result.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isUuid, projectForViewer } from "./project-access.server";
import { columnsOf } from "./project-commands.server";
import { workspaceMembers } from "./project-members.server";
import { projectChanged } from "./project-events.server";
import { runProjects, type ProjectContext } from "./project-scope.server";
import { task, type ProjectRow } from "./schema.server";
import { moveTask } from "./task-commands.server";

// The list's bulk actions on the checked tasks (Technicien and up): assign to a member (or
// nobody), move to a column, set the priority, delete. All or nothing: an id that is not a task
// of this project (another project's, another workspace's) is a 404 and nothing changes. Each
// changed task is journaled under its key.

const t = taskListTexts.bulk;

export type BulkOperation =
  | { kind: "assign"; assigneeId: string | null }
  | { kind: "move"; columnId: string }
  | { kind: "priority"; priority: TaskPriority }
  | { kind: "delete" };

/** `assign:<id|none>`, `move:<column>`, `priority:<p>` or `delete`; null otherwise. */
function operationOf(value: string): BulkOperation | null {
  const [kind, arg = ""] = value.split(/:(.*)/s);
  if (kind === "assign") return { kind, assigneeId: arg === "none" ? null : arg };
  if (kind === "move" && isUuid(arg)) return { kind, columnId: arg };
  if (kind === "priority" && TASK_PRIORITIES.includes(arg as TaskPriority)) {
    return { kind, priority: arg as TaskPriority };
  }
  if (value === "delete") return { kind: "delete" };
  return null;
}

async function bulkTasks(
  ctx: ProjectContext,
  owner: ProjectRow,
  ids: readonly string[],
  op: BulkOperation,
): Promise<number> {
  if (ids.length === 0) throw new WorkspaceError(400, t.empty);
  if (!ids.every(isUuid)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const rows = await ctx.tx
    .select({ id: task.id, number: task.number })
    .from(task)
    .where(and(eq(task.projectId, owner.id), inArray(task.id, [...ids])));
  if (rows.length !== new Set(ids).size) throw new WorkspaceError(404, workspaceErrors.notFound);
  const keyOf = (n: number) => `${owner.code}-${n}`;
  const set = { version: sql`${task.version} + 1`, updatedAt: ctx.now };
  const mine = inArray(
    task.id,
    rows.map((r) => r.id),
  );
  if (op.kind === "assign") {
    const members = await workspaceMembers(ctx);
    const member = members.find((m) => m.id === op.assigneeId);
    if (op.assigneeId && !member) throw new WorkspaceError(400, t.unknownMember);
    await ctx.tx
      .update(task)
      .set({ ...set, assigneeId: op.assigneeId })
      .where(mine);
    for (const r of rows) {
      await moduleJournal(ctx.tx, ctx.actor, "task.assigned", keyOf(r.number), {
        assignee: member?.label ?? t.unassign,
      });
    }
  } else if (op.kind === "priority") {
    await ctx.tx
      .update(task)
      .set({ ...set, priority: op.priority })
      .where(mine);
    for (const r of rows) {
      await moduleJournal(ctx.tx, ctx.actor, "task.updated", keyOf(r.number), {
        priority: op.priority,
      });
    }
  } else if (op.kind === "move") {
    const columns = await columnsOf(ctx, owner.id);
    if (!columns.some((c) => c.id === op.columnId)) {
      throw new WorkspaceError(404, workspaceErrors.notFound);
    }
    for (const r of rows) await moveTask(ctx, owner, r.id, op.columnId, null);
  } else {
    await ctx.tx.delete(task).where(mine);
    for (const r of rows) await moduleJournal(ctx.tx, ctx.actor, "task.deleted", keyOf(r.number));
  }
  return rows.length;
}

/** The list's POST, `intent=bulk`: the notice, or the refusal keeping the checked ids. */
export async function taskListAction(request: Request, projectId: string | undefined) {
  const intent = "bulk";
  let values: Record<string, string> = {};
  try {
    const form = await readForm(request);
    const ids = form.getAll("task").filter((v): v is string => typeof v === "string");
    values = { tasks: ids.join(","), operation: textField(form, "operation") };
    const notice = await runProjects(request, "task.write", async (ctx) => {
      const owner = await projectForViewer(ctx, projectId);
      if (textField(form, "intent") !== intent) throw new WorkspaceError(400, t.noAction);
      const op = operationOf(values.operation ?? "");
      if (!op) throw new WorkspaceError(400, t.noAction);
      const changed = await bulkTasks(ctx, owner, ids, op);
      return op.kind === "delete" ? t.deleted(changed) : t.done(changed);
    });
    projectChanged(projectId!);
    return succeed(intent, notice);
  } catch (error) {
    if (error instanceof WorkspaceError)
      return refuse(intent, error.status, error.message, { values });
    throw error;
  }
}
