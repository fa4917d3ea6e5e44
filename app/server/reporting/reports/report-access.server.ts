import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { actorOf, type Actor } from "~/server/platform/actor.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { withWorkspace } from "~/server/workspaces/tenant.server";

// Who may do what with the kept reports (decision 0109): the roles of the 'Pilotage de la
// performance' page read, generate and receive them (a Membre: no); an Administrateur or the
// Propriétaire deletes them and chooses who receives the monthly one.

export type ReportAction = "read" | "generate" | "manage";

const READERS: readonly WorkspaceRole[] = ["owner", "admin", "technician"];
const MANAGERS: readonly WorkspaceRole[] = ["owner", "admin"];

const readsReports = (role: WorkspaceRole) => READERS.includes(role);
export const managesReports = (role: WorkspaceRole) => MANAGERS.includes(role);
/** The roles that may receive the monthly report. */
export const REPORT_READER_ROLES = READERS;

const allowed = (action: ReportAction) => (action === "manage" ? managesReports : readsReports);

export interface ReportsContext {
  tx: TenantTx;
  actor: Actor;
  role: WorkspaceRole;
  workspace: { name: string; slug: string; readOnly: boolean };
  now: Date;
}

/** Runs `fn` in the viewer's workspace if their role may take `action` (else a French 403). */
export function runReports<T>(
  request: Request,
  action: ReportAction,
  fn: (ctx: ReportsContext) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return withWorkspace(
    request,
    (scope) =>
      fn({
        tx: scope.tx,
        actor: actorOf(scope.viewer),
        role: scope.workspace.role,
        workspace: scope.workspace,
        now,
      }),
    { allow: allowed(action), write: action !== "read" },
  );
}
