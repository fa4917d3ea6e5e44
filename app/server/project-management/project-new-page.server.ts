import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { projectCan, projectPath } from "~/content/project-management";
import {
  projectPageTexts,
  type ProjectFormResult,
  type ProjectFormValues,
  type ProjectFormView,
} from "~/content/project-pages";
import { findProjectTemplate, PROJECT_TEMPLATES } from "~/content/project-templates";
import { workspaceErrors } from "~/content/workspaces";
import { NO_STORE } from "~/lib/cache-control";
import { formatIsoDay } from "~/lib/date-time";
import { readForm, textField } from "~/server/platform/form.server";
import { FieldRefusal, refuseField } from "~/server/platform/refusal.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { projectForViewer } from "./project-access.server";
import { createProject, projectCodeTaken } from "./project-commands.server";
import { formValuesOf, parseProjectForm } from "./project-form.server";
import { checkMembers, workspaceMembers } from "./project-members.server";
import { runProjects, type ProjectContext } from "./project-scope.server";
import { addDays, applyTemplate } from "./project-template.server";
import { project, projectCounter } from "./schema.server";

// /dashboard/project-management/nouveau: 'Nouveau projet'. Technicien and up create projects
// (they are then its owner unless they name another), a Membre gets the French 403; a template
// creates its tasks in the same transaction (decision 0101).

const e = projectPageTexts.errors;

/** Technicien and up, the workspace not read-only; the French 403 otherwise. */
function checkCreate(ctx: ProjectContext) {
  if (!projectCan(ctx.role, "task.write")) throw new WorkspaceError(403, e.createForbidden);
  if (!ctx.canWrite) throw new WorkspaceError(403, workspaceErrors.readOnly);
}

const codeOf = (n: number) => `PRJ-${String(n).padStart(3, "0")}`;

/** The code the counter would give next (not taken), without taking it. */
async function proposedCode(ctx: ProjectContext) {
  const [counter] = await ctx.tx.select({ n: projectCounter.lastNumber }).from(projectCounter);
  for (let n = (counter?.n ?? 0) + 1; ; n++) {
    const [taken] = await ctx.tx
      .select({ id: project.id })
      .from(project)
      .where(eq(project.code, codeOf(n)));
    if (!taken) return codeOf(n);
  }
}

export function newProjectLoader(request: Request) {
  const wanted = new URL(request.url).searchParams.get("modele") ?? "";
  return runProjects(request, "project.read", async (ctx) => {
    checkCreate(ctx);
    const values: ProjectFormValues = {
      name: "",
      code: await proposedCode(ctx),
      description: "",
      kind: "internal",
      clientName: "",
      ownerId: ctx.actor.id,
      startOn: formatIsoDay(ctx.now),
      dueOn: "",
      status: "planned",
      visibility: "workspace",
      budgetAmount: "",
      hourlyRate: "",
      currency: "",
      memberIds: "",
      templateId: findProjectTemplate(wanted) ? wanted : "",
    };
    const view: ProjectFormView = {
      values,
      members: await workspaceMembers(ctx),
      templates: PROJECT_TEMPLATES.map((t) => ({
        id: t.id,
        name: t.name,
        summary: t.summary,
        tasks: t.tasks.length,
        days: t.durationDays,
      })),
    };
    return data({ view }, { headers: NO_STORE });
  }).catch(workspaceErrorResponse);
}

const refuse = (status: number, formError: string, extra: Partial<ProjectFormResult>) =>
  data<ProjectFormResult>(
    { ok: false, status, formError, ...extra },
    { status, headers: NO_STORE },
  );

export async function newProjectAction(request: Request) {
  let values: Partial<ProjectFormValues> = {};
  try {
    const form = await readForm(request);
    values = formValuesOf(form);
    const parsed = parseProjectForm(form);
    const template = values.templateId ? findProjectTemplate(values.templateId) : undefined;
    if (values.templateId && !template) throw refuseField(400, "templateId", e.templateUnknown);
    const id = await runProjects(request, "project.read", async (ctx) => {
      checkCreate(ctx);
      checkMembers(await workspaceMembers(ctx), parsed.ownerId, parsed.memberIds);
      // The code the page proposed, kept as it was: the counter gives it (or the next free one).
      const code = parsed.code === textField(form, "proposedCode") ? "" : parsed.code;
      const startOn = parsed.startOn ?? (template ? formatIsoDay(ctx.now) : null);
      const dueOn =
        parsed.dueOn ?? (template && startOn ? addDays(startOn, template.durationDays) : null);
      const created = await createProject(ctx, {
        ...parsed,
        code,
        startOn,
        dueOn,
        templateId: template?.id ?? null,
      }).catch((error: unknown) => {
        if (error instanceof WorkspaceError && error.status === 409) {
          throw refuseField(409, "code", projectCodeTaken);
        }
        throw error;
      });
      if (template && startOn) {
        await applyTemplate(ctx, await projectForViewer(ctx, created), template, startOn);
      }
      return created;
    });
    return redirect(projectPath(id), { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof FieldRefusal) {
      return refuse(error.status, error.message, { fieldErrors: error.fieldErrors, values });
    }
    if (error instanceof WorkspaceError) return refuse(error.status, error.message, { values });
    throw error;
  }
}
