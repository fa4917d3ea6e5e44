import { eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { COLUMN_KINDS, projectCan, type ColumnKind } from "~/content/project-management";
import { projectPageTexts, type ProjectSettingsView } from "~/content/project-pages";
import { columnNameSchema } from "~/contracts/project-schemas";
import { NO_STORE } from "~/lib/cache-control";
import { data } from "react-router";
import { parseFields } from "~/server/platform/field-parse.server";
import { textField } from "~/server/platform/form.server";
import { refuseField } from "~/server/platform/refusal.server";
import { settingsAction, type SettingsOutcome } from "~/server/platform/settings-action.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { canManageProject, projectForViewer } from "./project-access.server";
import { assetChoices, linkAsset, linkedAssets, unlinkAsset } from "./project-assets.server";
import { columnsOf } from "./project-commands.server";
import { parseProjectForm, valuesOfRow } from "./project-form.server";
import { checkMembers, workspaceMembers } from "./project-members.server";
import { runProjects, type ProjectContext } from "./project-scope.server";
import {
  addColumn,
  deleteColumn,
  moveColumn,
  renameColumn,
  setArchived,
  setMembers,
  updateProject,
} from "./project-settings-commands.server";
import { projectMember, task, type ProjectRow } from "./schema.server";

// /dashboard/project-management/:projectId/parametres: the project's owner and the
// administrators (`canManageProject`) change its fields, members, columns, archiving and linked
// assets. A hidden or foreign project is the 404; one the viewer sees but may not manage, the
// French 403. Each form posts its `intent` to the platform's settings action.

const t = projectPageTexts;

/** The project, if the viewer may manage it (404 hidden or foreign, 403 otherwise). */
async function managed(ctx: ProjectContext, projectId: string | undefined) {
  const row = await projectForViewer(ctx, projectId);
  if (!canManageProject(ctx, row)) throw new WorkspaceError(403, t.errors.manageForbidden);
  return row;
}

/**
 * The page itself: those who manage the project once the workspace may be written again see it
 * during a read-only trial too (its forms disabled, the notice above them).
 */
async function readable(ctx: ProjectContext, projectId: string | undefined, readOnly: boolean) {
  const writable = {
    ...ctx,
    canWrite: projectCan(ctx.role, "task.write"),
    canManage: projectCan(ctx.role, "project.manage"),
  };
  return managed(readOnly ? writable : ctx, projectId);
}

async function columnRows(ctx: ProjectContext, projectId: string) {
  const columns = await columnsOf(ctx, projectId);
  const counts = await ctx.tx
    .select({ columnId: task.columnId, n: sql<number>`count(*)::int` })
    .from(task)
    .where(inArray(task.columnId, columns.length ? columns.map((c) => c.id) : ["-"]))
    .groupBy(task.columnId);
  return columns.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind as ColumnKind,
    tasks: counts.find((n) => n.columnId === c.id)?.n ?? 0,
  }));
}

export function projectSettingsLoader(request: Request, projectId: string | undefined) {
  const assetQuery = (new URL(request.url).searchParams.get("equipement") ?? "")
    .trim()
    .slice(0, 100);
  return runProjects(request, "project.read", async (ctx, scope) => {
    const row = await readable(ctx, projectId, scope.workspace.readOnly);
    const memberIds = (
      await ctx.tx
        .select({ id: projectMember.userId })
        .from(projectMember)
        .where(eq(projectMember.projectId, row.id))
    ).map((m) => m.id);
    const assets = await linkedAssets(ctx, row.id);
    const view: ProjectSettingsView = {
      id: row.id,
      code: row.code,
      name: row.name,
      version: row.version,
      archived: row.archivedAt !== null,
      values: valuesOfRow(row, memberIds),
      members: await workspaceMembers(ctx),
      memberIds,
      ownerId: row.ownerId,
      columns: await columnRows(ctx, row.id),
      assets,
      assetQuery,
      assetResults: assetQuery ? await assetChoices(ctx, assetQuery, assets) : [],
      readOnly: scope.workspace.readOnly,
    };
    return data({ view }, { headers: NO_STORE });
  }).catch(workspaceErrorResponse);
}

type SettingsContext = ProjectContext & { project: ProjectRow };
type Command = (ctx: SettingsContext, form: FormData) => Promise<SettingsOutcome>;

const parse = <S extends z.ZodType>(schema: S, input: Record<string, unknown>) =>
  parseFields(schema, input, t.errors.form);
const columnName = (form: FormData) =>
  parse(columnNameSchema, { name: textField(form, "name") }).name;
const id = (form: FormData) => textField(form, "id");

const COMMANDS: Record<string, Command> = {
  edit: async (ctx, form) => {
    const { memberIds: _members, ...values } = parseProjectForm(form);
    checkMembers(await workspaceMembers(ctx), values.ownerId, []);
    const version = Number(textField(form, "version"));
    if (!(await updateProject(ctx, ctx.project, version, values))) {
      throw new WorkspaceError(409, t.errors.stale);
    }
    return t.notices.saved;
  },
  members: async (ctx, form) => {
    const ids = form.getAll("memberIds").filter((v): v is string => typeof v === "string");
    checkMembers(await workspaceMembers(ctx), null, ids);
    await setMembers(ctx, ctx.project, ids);
    return t.notices.members;
  },
  "column-add": async (ctx, form) => {
    const kind = textField(form, "kind");
    if (!(COLUMN_KINDS as readonly string[]).includes(kind)) {
      throw refuseField(400, "kind", t.errors.choiceInvalid);
    }
    await addColumn(ctx, ctx.project, columnName(form), kind as ColumnKind);
    return t.notices.columnAdded;
  },
  "column-rename": async (ctx, form) => {
    await renameColumn(ctx, ctx.project, id(form), columnName(form));
    return t.notices.columnRenamed;
  },
  "column-move": async (ctx, form) => {
    await moveColumn(
      ctx,
      ctx.project,
      id(form),
      textField(form, "direction") === "gauche" ? -1 : 1,
    );
    return t.notices.columnMoved;
  },
  "column-delete": async (ctx, form) => {
    await deleteColumn(ctx, ctx.project, id(form), textField(form, "target"));
    return t.notices.columnDeleted;
  },
  archive: async (ctx) => {
    await setArchived(ctx, ctx.project, true);
    return t.notices.archived;
  },
  unarchive: async (ctx) => {
    await setArchived(ctx, ctx.project, false);
    return t.notices.unarchived;
  },
  "asset-link": async (ctx, form) => {
    await linkAsset(ctx, ctx.project, textField(form, "assetId"));
    return t.notices.assetLinked;
  },
  "asset-unlink": async (ctx, form) => {
    await unlinkAsset(ctx, ctx.project, textField(form, "assetId"));
    return t.notices.assetUnlinked;
  },
};

export const projectSettingsAction = (request: Request, projectId: string | undefined) =>
  settingsAction<SettingsContext>(request, {
    logName: "Project settings",
    commands: COMMANDS,
    run: (req, fn) =>
      runProjects(req, "task.write", async (ctx) =>
        fn({ ...ctx, project: await managed(ctx, projectId) }),
      ),
    errors: { unknownIntent: t.errors.unknownIntent, unavailable: t.errors.unavailable },
    repeatable: ["memberIds"],
  });
