import { planRefusal } from "~/content/plan-gates";
import { workspaceErrors } from "~/content/workspaces";
import { can, type WorkspaceAction, type WorkspaceRole } from "~/contracts/workspace-roles";
import { requireViewer, type Viewer } from "~/server/auth/viewer.server";
import { describeDbError } from "~/server/db/client.server";
import { pickActive, type ActiveWorkspace } from "./active.server";
import { inTenant, type TenantTx } from "./in-tenant.server";
import { dbOf } from "./tenant-context.server";
import { WorkspaceError } from "~/server/platform/refusal.server";

// THE tenant helper. Every read and write of a business table (a table with `organization_id`)
// goes through `withWorkspace` (requests) or `inTenant` (jobs and platform commands that name the
// workspace). Both open a transaction, set `app.org_id` for it, and switch to the `app_tenant`
// role, whose row-level-security policies hide every other workspace's rows: a query that forgets
// its workspace filter still sees nothing else. Routes never pass workspace ids around. The
// database and the viewer are the request's (tenant-context.server.ts): the process's and the
// session's, or those a test hands in with the request.

export interface TenantScope {
  tx: TenantTx;
  viewer: Viewer;
  workspace: ActiveWorkspace;
}

export interface TenantOptions {
  /** The action of the permission matrix this request takes (refused: 403 with a French message). */
  permission?: WorkspaceAction;
  /**
   * A module's own action (its manifest's `permissions`, decision 0083): may this role take it?
   * Refused like `permission`.
   */
  allow?: (role: WorkspaceRole) => boolean;
  /** The request changes data: refused while the workspace is read-only (trial over). */
  write?: boolean;
  /**
   * The module this request belongs to (its manifest's id; `withWorkspace` reads it from the
   * path): a paid plan that /tarifs sells without it is refused with a French 403 (decision 0121).
   */
  module?: string;
  /**
   * This workspace of the viewer's instead of the session's active one (`pinnedWorkspace`);
   * once the viewer has left it, 404.
   */
  workspaceId?: string;
}

export { WorkspaceError, workspaceErrorResponse } from "~/server/platform/refusal.server";

/** The checks of `options` for this viewer's active workspace; throws a WorkspaceError. */
export function checkAccess(workspace: ActiveWorkspace | null, options: TenantOptions) {
  if (!workspace) throw new WorkspaceError(404, workspaceErrors.noWorkspace);
  if (options.permission && !can(workspace.role, options.permission)) {
    throw new WorkspaceError(403, workspaceErrors.forbidden);
  }
  if (options.allow && !options.allow(workspace.role)) {
    throw new WorkspaceError(403, workspaceErrors.forbidden);
  }
  if (options.write && workspace.readOnly) throw new WorkspaceError(403, workspaceErrors.readOnly);
  if (options.module) {
    const refusal = planRefusal(workspace, options.module);
    if (refusal) throw new WorkspaceError(403, refusal);
  }
  return workspace;
}

/**
 * Resolves the signed-in viewer (anonymous: the sign-in redirect) and the active workspace of the
 * session, checks `options`, then runs `fn` scoped to that workspace. A database failure becomes
 * a French 503.
 */
export async function withWorkspace<T>(
  request: Request,
  fn: (scope: TenantScope) => Promise<T>,
  options: TenantOptions = {},
): Promise<T> {
  const viewer = await requireViewer(request);
  const workspace = checkAccess(
    options.workspaceId === undefined ? viewer.workspace : memberOf(viewer, options.workspaceId),
    { module: moduleOfPath(request.url), ...options },
  );
  try {
    return await inTenant(dbOf(request), workspace.id, (tx) => fn({ tx, viewer, workspace }));
  } catch (error) {
    if (error instanceof WorkspaceError || error instanceof Response) throw error;
    if (isRouteData(error)) throw error;
    console.error(`Workspace query failed: ${describeDbError(error)}`);
    throw new WorkspaceError(503, workspaceErrors.unavailable);
  }
}

/**
 * The module a dashboard request belongs to: every module lives under `/dashboard/<its id>`
 * (app/routes.ts), so each of its loaders and actions meets its plan gate here, with no call
 * site to forget (decision 0121). Other paths (settings, staff pages) are sold with no plan.
 */
function moduleOfPath(url: string): string | undefined {
  return /^\/dashboard\/([^/]+)/.exec(new URL(url).pathname)?.[1];
}

/** The viewer's workspace `id` as the active one would be, or null when they are not a member. */
function memberOf(viewer: Viewer, id: string): ActiveWorkspace | null {
  const found = viewer.workspaces.find((w) => w.id === id);
  return found ? pickActive([found], id, Date.now()) : null;
}

/**
 * The tenant helper for the successive reads of one long answer (a download's batches): each
 * checks the session and `options` again, in the workspace the first read ran in, not the
 * session's active one. A switch in another tab mid-download would otherwise mix another
 * workspace's rows in, or leave this one's out of a file that looks complete.
 */
export function pinnedWorkspace(request: Request, options: TenantOptions = {}) {
  let pinned: string | undefined;
  return <T>(fn: (scope: TenantScope) => Promise<T>): Promise<T> =>
    withWorkspace(
      request,
      (scope) => {
        pinned = scope.workspace.id;
        return fn(scope);
      },
      { ...options, workspaceId: pinned },
    );
}

/** `data()` / `redirect()` thrown on purpose inside `fn` pass through unchanged. */
function isRouteData(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { type?: unknown }).type === "DataWithResponseInit"
  );
}
