import { teamCan, type TeamAction } from "~/content/team-management";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import type { Actor } from "~/server/platform/actor.server";
import { withModule } from "~/server/platform/module-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

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
  return withModule(
    request,
    { allow: (role) => teamCan(role, action), write: WRITES.includes(action) },
    (base) => fn({ ...base, canManage: teamCan(base.role, "team.manage") && !base.readOnly }),
    now,
  );
}
