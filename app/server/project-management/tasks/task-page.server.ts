import { data, redirect } from "react-router";
import { projectViewPath, taskPath } from "~/content/project-management";
import {
  taskErrors,
  taskTexts,
  type NewTaskView,
  type TaskFormValues,
  type TaskResult,
} from "~/content/project-management-tasks";
import { NO_STORE } from "~/lib/cache-control";
import { readForm, textField } from "~/server/platform/form.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { projectForViewer, taskForViewer } from "../project-access.server";
import { runProjects } from "../project-scope.server";
import { createTaskWithNotices } from "./task-edit.server";
import { checkTaskForm, readTaskForm, taskFormOptions, workspacePeople } from "./task-form.server";
import { mentionedIn } from "./task-mentions.server";
import { boundedRecipients, runTasks } from "./task-notices.server";
import { taskIntent } from "./task-intents.server";
import { taskPageView } from "./task-view.server";

// The task's pages: the new-task form and the task page (its loader, and one action whose
// `intent` names the part changed). Each answer of a change is a 303 back to the page (a notice
// in the URL), or the French refusal with its status and what was typed.

const NOTICES: Record<string, string> = {
  cree: taskTexts.created,
  enregistre: taskTexts.saved,
};
const noticeOf = (request: Request) =>
  NOTICES[new URL(request.url).searchParams.get("avis") ?? ""] ?? null;

function refuse(
  status: number,
  intent: string,
  formError: string,
  extra: Partial<TaskResult> = {},
) {
  return data<TaskResult>(
    { ok: false, status, intent, formError, ...extra },
    {
      status,
      headers: NO_STORE,
    },
  );
}

export async function taskLoader(request: Request, projectId?: string, taskId?: string) {
  const view = await runProjects(request, "project.read", async (ctx) => {
    const found = await taskForViewer(ctx, projectId, taskId);
    return taskPageView(ctx, found.project, found.task);
  }).catch(workspaceErrorResponse);
  return data({ view, notice: noticeOf(request) }, { headers: NO_STORE });
}

const EMPTY: TaskFormValues = {
  title: "",
  description: "",
  columnId: "",
  assigneeId: "",
  priority: "normal",
  startOn: "",
  dueOn: "",
  milestone: false,
  estimate: "",
};

export async function newTaskLoader(request: Request, projectId?: string) {
  const column = new URL(request.url).searchParams.get("colonne") ?? "";
  const view = await runProjects(request, "task.write", async (ctx): Promise<NewTaskView> => {
    const owner = await projectForViewer(ctx, projectId);
    const options = await taskFormOptions(ctx, owner.id);
    const columnId = options.columns.some((c) => c.id === column)
      ? column
      : (options.columns[0]?.id ?? "");
    return { ...options, projectId: owner.id, values: { ...EMPTY, columnId }, ticket: null };
  }).catch(workspaceErrorResponse);
  return data({ view }, { headers: NO_STORE });
}

/**
 * The people a change may write to, within their bound (counted before its transaction): the
 * chosen assignee and the members named in the text.
 */
export async function recipientsOf(request: Request, assigneeId: string, text: string) {
  const ids = assigneeId ? [assigneeId] : [];
  if (text.includes("@")) {
    const people = await runProjects(request, "project.read", (ctx) => workspacePeople(ctx.tx));
    ids.push(...mentionedIn(text, people));
  }
  return ids.length ? boundedRecipients(dbOf(request), ids) : new Set<string>();
}

export async function newTaskAction(request: Request, projectId?: string) {
  let values = EMPTY;
  try {
    const form = await readForm(request);
    values = readTaskForm(form);
    const allowed = await recipientsOf(request, values.assigneeId, values.description);
    const created = await runTasks(
      request,
      "task.write",
      async (ctx) => {
        const owner = await projectForViewer(ctx, projectId);
        const options = await taskFormOptions(ctx, owner.id);
        const checked = checkTaskForm(values, options);
        if (!checked.ok) return checked;
        const people = options.people.map((p) => ({ id: p.id, name: p.label }));
        return {
          ok: true as const,
          ...(await createTaskWithNotices(ctx, owner, checked.values, people)),
          owner: owner.id,
        };
      },
      allowed,
    );
    if (!created.ok) {
      return refuse(400, "create", taskErrors.form, { fieldErrors: created.errors, values });
    }
    return redirect(`${taskPath(created.owner, created.id)}?avis=cree`, {
      status: 303,
      headers: NO_STORE,
    });
  } catch (error) {
    if (error instanceof WorkspaceError)
      return refuse(error.status, "create", error.message, { values });
    throw error;
  }
}

/** The task page's changes (see task-intents.server.ts). */
export async function taskAction(request: Request, projectId?: string, taskId?: string) {
  let intent = "";
  let values: Record<string, unknown> = {};
  try {
    const form = await readForm(request);
    intent = textField(form, "intent");
    values = Object.fromEntries(
      [...form.entries()].filter(([, v]) => typeof v === "string" && v.length < 25_000),
    );
    const answer = await taskIntent(request, form, intent, projectId, taskId);
    if (answer.kind === "refused") {
      return refuse(400, intent, taskErrors.form, { fieldErrors: answer.errors, values });
    }
    if (answer.kind === "stale") {
      return refuse(409, intent, taskErrors.stale, { stale: true, values });
    }
    const to =
      answer.kind === "deleted"
        ? `${projectViewPath(projectId!, "tableau")}?avis=tache-supprimee`
        : `${taskPath(projectId!, taskId!)}${answer.notice ? `?avis=${answer.notice}` : ""}${answer.anchor ? `#${answer.anchor}` : ""}`;
    return redirect(to, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError)
      return refuse(error.status, intent, error.message, { values });
    throw error;
  }
}
