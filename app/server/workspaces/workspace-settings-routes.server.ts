import { actorOf } from "~/server/platform/actor.server";
import { redirect } from "react-router";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { plans } from "~/content/plans";
import { workspaceSettingsTexts as t } from "~/content/workspace-settings";
import { NOTICE_PARAM } from "~/content/workspace-switcher";
import { roleLabels, workspaceErrors } from "~/content/workspaces";
import { checkWorkspaceName } from "~/contracts/workspace-name";
import { can } from "~/contracts/workspace-roles";
import { formatIsoDay } from "~/lib/date-time";
import { readForm } from "~/server/auth/auth-form.server";
import { requireViewer } from "~/server/auth/viewer.server";
import { describeDbError } from "~/server/db/client.server";
import { streamedDownload } from "~/server/http/streamed-download.server";
import { refusalOf, refuse, succeed } from "./action-result.server";
import { deleteWorkspace } from "./delete-workspace.server";
import { inTenant } from "./in-tenant.server";
import { journal } from "./journal.server";
import { renameWorkspace } from "./rename-workspace.server";
import { NO_STORE } from "~/lib/cache-control";
import { resourceRefusal } from "./resource-answer.server";
import { dbOf } from "./tenant-context.server";
import { checkAccess, withWorkspace, WorkspaceError } from "./tenant.server";
import { workspaceExportChunks } from "./workspace-export.server";

// What /dashboard/parametres/espace and its export do. Every member sees the workspace's identity;
// the matrix decides who renames (owners and administrators, not while read-only), who exports
// and who deletes (owners; both also while read-only: leaving must stay possible).

const longDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Africa/Conakry" });

const EXPORT_ACCESS = { permission: "workspace.export" } as const;

/** A database failure inside a command: the French 503 of the tenant helper. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkspaceError) throw error;
    console.error(`Workspace settings: database unavailable: ${describeDbError(error)}`);
    throw new WorkspaceError(503, workspaceErrors.unavailable);
  }
}

export async function loadWorkspaceSettings(request: Request) {
  const viewer = await requireViewer(request);
  const w = viewer.workspace;
  if (!w) return { workspace: null };
  return {
    workspace: {
      name: w.name,
      slug: w.slug,
      planName: plans.find((p) => p.id === w.plan)?.name ?? w.plan,
      trialEndsOn: w.trialEndsAt ? longDay.format(w.trialEndsAt) : null,
      readOnly: w.readOnly,
      roleLabel: roleLabels[w.role],
      mayRename: can(w.role, "workspace.rename"),
      mayExport: can(w.role, "workspace.export"),
      mayDelete: can(w.role, "workspace.delete"),
    },
  };
}

export async function workspaceSettingsAction(request: Request) {
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const intent = form.fields.get("intent") ?? "";
  try {
    const viewer = await requireViewer(request);
    if (intent === "rename") {
      const workspace = checkAccess(viewer.workspace, {
        permission: "workspace.rename",
        write: true,
      });
      const raw = form.fields.get("name") ?? "";
      const checked = checkWorkspaceName(raw);
      if (!checked.ok) {
        return refuse(intent, 400, checked.error, {
          fieldErrors: { name: checked.error },
          values: { name: raw },
        });
      }
      const outcome = await guarded(() =>
        renameWorkspace(dbOf(request), workspace.id, actorOf(viewer), checked.name),
      );
      if (outcome === "missing") return refuse(intent, 404, workspaceErrors.notFound);
      return succeed(intent, outcome === "renamed" ? t.identity.renamed : t.identity.unchanged);
    }
    if (intent === "delete") {
      const workspace = checkAccess(viewer.workspace, { permission: "workspace.delete" });
      const typed = (form.fields.get("confirmName") ?? "").trim();
      if (typed !== workspace.name) {
        return refuse(intent, 400, workspaceErrors.nameMismatch, {
          fieldErrors: { confirmName: workspaceErrors.nameMismatch },
          values: { confirmName: typed },
        });
      }
      const deleted = await guarded(() => deleteWorkspace(dbOf(request), workspace.id, viewer.id));
      if (!deleted) return refuse(intent, 404, workspaceErrors.notFound);
      return redirect(`${DASHBOARD_PATH}?${NOTICE_PARAM}=espace-supprime`, {
        status: 303,
        headers: NO_STORE,
      });
    }
    return refuse(intent, 400, t.errors.unknownIntent);
  } catch (error) {
    return refusalOf(intent, error);
  }
}

/**
 * GET /dashboard/parametres/espace/export: the JSON file (owners), journaled, streamed; each
 * batch read checks the viewer's permission again (`withWorkspace`).
 */
export async function exportWorkspace(
  request: Request,
  now: Date = new Date(),
  batchSize?: number,
) {
  const viewer = await requireViewer(request).catch(resourceRefusal);
  try {
    const workspace = checkAccess(viewer.workspace, EXPORT_ACCESS);
    const chunks = workspaceExportChunks(dbOf(request), workspace.id, now, {
      // Each batch: the session and the permission again, in this workspace (pinned).
      inWorkspace: (fn) =>
        withWorkspace(request, ({ tx }) => fn(tx), { ...EXPORT_ACCESS, workspaceId: workspace.id }),
      batchSize,
    });
    return await guarded(async () => {
      await inTenant(dbOf(request), workspace.id, (tx) =>
        journal(tx, actorOf(viewer), "workspace.exported", workspace.name),
      );
      return streamedDownload(
        t.export.fileName(workspace.slug, formatIsoDay(now)),
        "application/json; charset=utf-8",
        chunks,
      );
    });
  } catch (error) {
    return resourceRefusal(error);
  }
}
