import { teamCan, type TeamAction } from "~/content/team-management";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { actorOf, type Actor } from "~/server/platform/actor.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { withWorkspace } from "~/server/workspaces/tenant.server";

// The teams' glue to the tenant helper: the module's own permission (TEAM_PERMISSIONS, checked
// by `withWorkspace(…, { allow })`), the read-only trial for writes, the journal's actor.

export interface TeamContext {
  tx: TenantTx;
  actor: Actor;
  role: WorkspaceRole;
  canManage: boolean;
  now: Date;
}

const WRITES: readonly TeamAction[] = ["team.manage", "absence.own", "absence.manage"];

export function runTeams<T>(
  request: Request,
  action: TeamAction,
  fn: (ctx: TeamContext) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return withWorkspace(
    request,
    (scope) =>
      fn({
        tx: scope.tx,
        actor: actorOf(scope.viewer),
        role: scope.workspace.role,
        canManage: teamCan(scope.workspace.role, "team.manage") && !scope.workspace.readOnly,
        now,
      }),
    { allow: (role) => teamCan(role, action), write: WRITES.includes(action) },
  );
}
