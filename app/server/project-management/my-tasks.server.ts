import { sql } from "drizzle-orm";
import { data } from "react-router";
import type { MyTaskGroup, MyTaskRow, MyTasksView } from "~/content/project-management-views";
import { boardTexts, myTasksTexts as t } from "~/content/project-management-views-texts";
import { NO_STORE } from "~/lib/cache-control";
import { readForm, textField } from "~/server/platform/form.server";
import { refuse, succeed } from "~/server/workspaces/action-result.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { taskForViewer, visibleProjects } from "./project-access.server";
import { columnsOf } from "./project-commands.server";
import { projectChanged } from "./project-events.server";
import { runProjects, type ProjectContext } from "./project-scope.server";
import {
  assigneeJoin,
  cardColumns,
  cardOf,
  rowsOf,
  todayOf,
  type CardRow,
} from "./task-cards.server";
import { moveTask } from "./task-commands.server";

// /dashboard/project-management/mes-taches: the viewer's open tasks in the projects they may see,
// by due date (the partial index task_org_assignee_due_idx: organization, assignee, due date of
// the open tasks), grouped 'En retard', 'Aujourd’hui', 'Cette semaine' (to Sunday), 'Plus tard',
// 'Sans échéance' in the company's time zone (Africa/Conakry = UTC). 'Terminer' moves a task to
// its project's first 'done' column.

const MY_TASKS_LIMIT = 100;

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The group of a due date, `today` being the viewer's day. */
export function groupOf(dueOn: string | null, today: string): MyTaskGroup {
  if (!dueOn) return "undated";
  if (dueOn < today) return "overdue";
  if (dueOn === today) return "today";
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return dueOn <= addDays(today, 6 - weekday) ? "week" : "later";
}

type Row = CardRow & { code: string; name: string };

export async function loadMyTasks(ctx: ProjectContext): Promise<MyTasksView> {
  const visible = visibleProjects(ctx) ?? sql`true`;
  const rows = await rowsOf<Row>(
    ctx,
    sql`select ${cardColumns}, project.code, project.name
        from task t join project on project.id = t.project_id ${assigneeJoin}
        where t.assignee_id = ${ctx.actor.id} and t.completed_at is null
          and project.archived_at is null and ${visible}
        order by t.due_on limit ${MY_TASKS_LIMIT + 1}`,
  );
  const today = todayOf(ctx.now);
  const groups = new Map<MyTaskGroup, MyTaskRow[]>();
  for (const row of rows.slice(0, MY_TASKS_LIMIT)) {
    const group = groupOf(row.due_on, today);
    const list = groups.get(group) ?? [];
    list.push({
      ...cardOf(row, row.code, today),
      projectId: row.project_id,
      projectCode: row.code,
      projectName: row.name,
    });
    groups.set(group, list);
  }
  const order: MyTaskGroup[] = ["overdue", "today", "week", "later", "undated"];
  return {
    groups: order
      .filter((g) => groups.has(g))
      .map((group) => ({ group, rows: groups.get(group)! })),
    canWrite: ctx.canWrite,
    capped: rows.length > MY_TASKS_LIMIT,
  };
}

export function myTasksLoader(request: Request) {
  return runProjects(request, "project.read", async (ctx) =>
    data({ view: await loadMyTasks(ctx) }, { headers: NO_STORE }),
  ).catch(workspaceErrorResponse);
}

/** 'Terminer' (`intent=finish`, `project`, `task`): to the project's first 'done' column. */
export async function myTasksAction(request: Request) {
  const intent = "finish";
  try {
    const form = await readForm(request);
    const projectId = textField(form, "project");
    const notice = await runProjects(request, "task.write", async (ctx) => {
      if (textField(form, "intent") !== intent) {
        throw new WorkspaceError(400, boardTexts.unknownIntent);
      }
      const found = await taskForViewer(ctx, projectId, textField(form, "task"));
      const done = (await columnsOf(ctx, found.project.id)).find((c) => c.kind === "done");
      if (!done) throw new WorkspaceError(409, t.noDoneColumn);
      await moveTask(ctx, found.project, found.task.id, done.id, null);
      return t.finished(`${found.project.code}-${found.task.number}`);
    });
    projectChanged(projectId);
    return succeed(intent, notice);
  } catch (error) {
    if (error instanceof WorkspaceError) return refuse(intent, error.status, error.message);
    throw error;
  }
}
