import { data } from "react-router";
import { PROJECT_LIMITS } from "~/content/project-management";
import { boardTexts as t } from "~/content/project-management-views-texts";
import { NO_STORE } from "~/lib/cache-control";
import { readForm, textField } from "~/server/platform/form.server";
import { refuse, succeed } from "~/server/workspaces/action-result.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { loadBoard } from "./board-view.server";
import { eq } from "drizzle-orm";
import { projectForViewer } from "./project-access.server";
import { projectChanged, projectEventStream } from "./project-events.server";
import { runProjects, type ProjectContext } from "./project-scope.server";
import { projectColumn, task } from "./schema.server";
import { createTask, moveTask } from "./task-commands.server";

// /dashboard/project-management/:projectId/tableau: the board's loader, its POST (`move` a card,
// `create` a task at the end of a column; Technicien and up) and the project's event stream
// (:projectId/evenements) that open boards listen to.

export function boardLoader(request: Request, projectId: string | undefined) {
  return runProjects(request, "project.read", async (ctx) => {
    const owner = await projectForViewer(ctx, projectId);
    return data({ board: await loadBoard(ctx, owner) }, { headers: NO_STORE });
  }).catch(workspaceErrorResponse);
}

function titleOf(form: FormData) {
  const title = textField(form, "title").trim();
  if (!title) throw new WorkspaceError(400, t.titleMissing);
  if (title.length > PROJECT_LIMITS.taskTitle) {
    throw new WorkspaceError(400, t.titleTooLong(PROJECT_LIMITS.taskTitle));
  }
  return title;
}

const placeOf = (ctx: ProjectContext, taskId: string) =>
  ctx.tx
    .select({ number: task.number, column: projectColumn.name })
    .from(task)
    .innerJoin(projectColumn, eq(projectColumn.id, task.columnId))
    .where(eq(task.id, taskId));

export async function boardAction(request: Request, projectId: string | undefined) {
  let intent = "";
  let values: Record<string, string> = {};
  try {
    const form = await readForm(request);
    intent = textField(form, "intent");
    values = { title: textField(form, "title"), column: textField(form, "column") };
    const notice = await runProjects(request, "task.write", async (ctx) => {
      const owner = await projectForViewer(ctx, projectId);
      const columnId = textField(form, "column");
      if (intent === "move") {
        const taskId = textField(form, "task");
        const before = textField(form, "before") || null;
        if (!(await moveTask(ctx, owner, taskId, columnId, before))) {
          throw new WorkspaceError(404, t.taskMissing);
        }
        const [moved] = await placeOf(ctx, taskId);
        return t.moved(`${owner.code}-${moved!.number}`, moved!.column);
      }
      if (intent === "create") {
        const { number } = await createTask(ctx, owner, {
          title: titleOf(form),
          description: "",
          assigneeId: null,
          priority: "normal",
          startOn: null,
          dueOn: null,
          milestone: false,
          estimateMinutes: null,
          columnId,
        });
        return t.added(`${owner.code}-${number}`);
      }
      throw new WorkspaceError(400, t.unknownIntent);
    });
    projectChanged(projectId!);
    return succeed(intent, notice);
  } catch (error) {
    if (error instanceof WorkspaceError)
      return refuse(intent, error.status, error.message, { values });
    throw error;
  }
}

/** The event stream of a project the viewer sees (404 otherwise, as its pages). */
export async function projectEventsLoader(request: Request, projectId: string | undefined) {
  try {
    await runProjects(request, "project.read", (ctx) => projectForViewer(ctx, projectId));
  } catch (error) {
    if (!(error instanceof WorkspaceError)) throw error;
    throw new Response(error.message, { status: error.status, headers: NO_STORE });
  }
  return projectEventStream(projectId!, request.signal);
}
