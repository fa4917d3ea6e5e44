import type { WorkspaceRole } from "~/contracts/workspace-roles";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import {
  withWorkspace,
  type TenantOptions,
  type TenantScope,
} from "~/server/workspaces/tenant.server";
import { actorOf, type Actor } from "./actor.server";

// What every module's runner (runKnowledge, runTeams…) hands its commands, from the tenant helper:
// the transaction, who acts (journal, history), their role, the workspace and whether it is
// read-only, and the request's time. A module adds its own flags (canWrite…) on top.

export interface ModuleBase {
  tx: TenantTx;
  actor: Actor;
  role: WorkspaceRole;
  workspaceId: string;
  readOnly: boolean;
  now: Date;
}

/** `withWorkspace` with `options`, `fn` given the module's base context and the scope. */
export function withModule<T>(
  request: Request,
  options: TenantOptions,
  fn: (base: ModuleBase, scope: TenantScope) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return withWorkspace(
    request,
    (scope) =>
      fn(
        {
          tx: scope.tx,
          actor: actorOf(scope.viewer),
          role: scope.workspace.role,
          workspaceId: scope.workspace.id,
          readOnly: scope.workspace.readOnly,
          now,
        },
        scope,
      ),
    options,
  );
}
