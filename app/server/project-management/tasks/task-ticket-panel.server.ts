import { and, asc, eq, isNull } from "drizzle-orm";
import { data, redirect } from "react-router";
import { PROJECT_LIMITS, projectCan, taskPath } from "~/content/project-management";
import {
  TASK_FROM_TICKET_PATH,
  taskErrors,
  ticketTaskTexts,
} from "~/content/project-management-tasks";
import { workspaceErrors } from "~/content/workspaces";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { readForm, textField } from "~/server/platform/form.server";
import type {
  ContributedPanel,
  TicketPanelContext,
} from "~/server/platform/module-manifest.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { NO_STORE } from "~/lib/cache-control";
import { projectForViewer, visibleProjects } from "../project-access.server";
import type { ProjectContext } from "../project-scope.server";
import { project, task } from "../schema.server";
import { createTaskWithNotices } from "./task-edit.server";
import { runTasks } from "./task-notices.server";

// 'Tâches liées' on the helpdesk's ticket page, contributed through the manifest (the helpdesk
// does not import this module, nor this module the helpdesk's code): the tasks made from the
// ticket that the viewer sees, and for Technicien and up a form creating one in a project they
// may write to, its title proposed from the ticket's subject and number (decision 0103).

const contextOf = (ctx: TicketPanelContext): ProjectContext => ({
  tx: ctx.tx,
  actor: { id: ctx.viewerId, name: "", email: "" },
  role: ctx.role,
  canWrite: projectCan(ctx.role, "task.write"),
  canManage: projectCan(ctx.role, "project.manage"),
  now: new Date(),
});

export async function tasksTicketPanel(ctx: TicketPanelContext): Promise<ContributedPanel | null> {
  const viewer = contextOf(ctx);
  const linked = await ctx.tx
    .select({
      id: task.id,
      number: task.number,
      title: task.title,
      projectId: project.id,
      code: project.code,
      name: project.name,
    })
    .from(task)
    .innerJoin(project, eq(project.id, task.projectId))
    .where(and(eq(task.ticketId, ctx.ticketId), visibleProjects(viewer)))
    .orderBy(asc(project.code), asc(task.number));
  const projects = viewer.canWrite
    ? await ctx.tx
        .select({ id: project.id, code: project.code, name: project.name })
        .from(project)
        .where(and(isNull(project.archivedAt), visibleProjects(viewer)))
        .orderBy(asc(project.code))
    : [];
  if (linked.length === 0 && projects.length === 0) return null;
  const [origin] = await ctx.tx
    .select({ subject: ticket.subject })
    .from(ticket)
    .where(eq(ticket.id, ctx.ticketId));
  const title = ticketTaskTexts
    .taskTitle(origin?.subject ?? "", ctx.ticketNumber)
    .slice(0, PROJECT_LIMITS.taskTitle);
  return {
    id: "taches-liees",
    title: ticketTaskTexts.title,
    empty: ticketTaskTexts.empty,
    links: linked.map((t) => ({
      href: taskPath(t.projectId, t.id),
      label: `${t.code}-${t.number} · ${t.title}`,
      meta: t.name,
    })),
    form:
      projects.length > 0
        ? {
            action: TASK_FROM_TICKET_PATH,
            hidden: { ticket: String(ctx.ticketNumber), retour: ctx.returnTo },
            input: {
              name: "titre",
              label: ticketTaskTexts.input,
              value: title,
              maxLength: PROJECT_LIMITS.taskTitle,
            },
            select: {
              name: "projet",
              label: ticketTaskTexts.select,
              options: projects.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` })),
            },
            submit: ticketTaskTexts.submit,
          }
        : undefined,
  };
}

/** Only a ticket page of this site: never an open redirect. */
const TICKET_PAGE = /^\/dashboard\/helpdesk\/\d{1,9}$/;

/** POST /dashboard/project-management/depuis-ticket: creates the task, then opens it. */
export async function taskFromTicketAction(request: Request) {
  let back = "";
  try {
    const form = await readForm(request);
    const number = Number(textField(form, "ticket"));
    back = textField(form, "retour");
    const title = textField(form, "titre")
      .trim()
      .replace(/[^\S\u00a0\u202f]+/g, " ");
    if (!Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
      throw new WorkspaceError(404, workspaceErrors.notFound);
    }
    if (!title || title.length > PROJECT_LIMITS.taskTitle) {
      throw new WorkspaceError(400, taskErrors.title);
    }
    const created = await runTasks(request, "task.write", async (ctx) => {
      const owner = await projectForViewer(ctx, textField(form, "projet")).catch(() => {
        throw new WorkspaceError(404, taskErrors.ticketProject);
      });
      if (owner.archivedAt) throw new WorkspaceError(404, taskErrors.ticketProject);
      const [origin] = await ctx.tx
        .select({ id: ticket.id })
        .from(ticket)
        .where(eq(ticket.number, number));
      if (!origin) throw new WorkspaceError(404, workspaceErrors.notFound);
      const made = await createTaskWithNotices(
        ctx,
        owner,
        {
          title,
          description: "",
          assigneeId: null,
          priority: "normal",
          startOn: null,
          dueOn: null,
          milestone: false,
          estimateMinutes: null,
          columnId: null,
          ticketId: origin.id,
        },
        [],
      );
      return { projectId: owner.id, id: made.id };
    });
    return redirect(`${taskPath(created.projectId, created.id)}?avis=cree`, {
      status: 303,
      headers: NO_STORE,
    });
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return data(
        {
          status: error.status,
          message: error.message,
          back: TICKET_PAGE.test(back) ? back : null,
        },
        { status: error.status, headers: NO_STORE },
      );
    }
    throw error;
  }
}
