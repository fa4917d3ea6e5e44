import { projectCan, type ProjectAction } from "~/content/project-management";
import type { WorkspaceRole } from "~/content/workspaces";
import { withModule } from "~/server/platform/module-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { TenantScope } from "~/server/workspaces/tenant.server";

// The projects' glue to the tenant helper: the module's permissions (PROJECT_PERMISSIONS), the
// read-only trial for writes, and the actor of the journal entries. Every read and command of
// the module takes this context.

export interface ProjectContext {
  tx: TenantTx;
  actor: { id: string; name: string; email: string };
  role: WorkspaceRole;
  /** Technicien and up, the workspace not read-only. */
  canWrite: boolean;
  /** Administrateur and up (a project's owner manages their own: see project-access). */
  canManage: boolean;
  now: Date;
}

export function runProjects<T>(
  request: Request,
  action: ProjectAction,
  fn: (ctx: ProjectContext, scope: TenantScope) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return withModule(
    request,
    { allow: (role) => projectCan(role, action), write: action !== "project.read" },
    (base, scope) =>
      fn(
        {
          ...base,
          canWrite: projectCan(base.role, "task.write") && !base.readOnly,
          canManage: projectCan(base.role, "project.manage") && !base.readOnly,
        },
        scope,
      ),
    now,
  );
}
