import { reportingCan } from "~/content/reporting-page";
import { WORKSPACE_ROLES, type WorkspaceRole } from "~/contracts/workspace-roles";
import type { Actor } from "~/server/platform/actor.server";
import { withModule } from "~/server/platform/module-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// Who may do what with the kept reports (decision 0109), from the module's one permission matrix
// (REPORTING_PERMISSIONS): the page's readers read, generate and receive them (a Membre: no); an
// Administrateur or the Propriétaire deletes them and chooses who receives the monthly one.

export type ReportAction = "read" | "generate" | "manage";

export const managesReports = (role: WorkspaceRole) => reportingCan(role, "report.manage");
/** The roles that may receive the monthly report: those who may read it. */
export const REPORT_READER_ROLES = WORKSPACE_ROLES.filter((role) => reportingCan(role));

const allowed = (action: ReportAction) => (role: WorkspaceRole) =>
  reportingCan(role, `report.${action}`);

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
  return withModule(
    request,
    { allow: allowed(action), write: action !== "read" },
    (base, scope) => fn({ ...base, workspace: scope.workspace }),
    now,
  );
}
