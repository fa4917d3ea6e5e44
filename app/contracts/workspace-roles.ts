import {
  WORKSPACE_ACTIONS,
  WORKSPACE_ROLES,
  type WorkspaceAction,
  type WorkspaceRole,
} from "~/content/workspaces";

export { WORKSPACE_ACTIONS, WORKSPACE_ROLES, type WorkspaceAction, type WorkspaceRole };

// The workspace roles and what each may do: the ONE permission matrix. The server commands check
// it (app/server/workspaces/*), better-auth's organization plugin gets it as its access control
// (app/server/workspaces/access.server.ts), and the pages use it only to hide what would be refused.

/** Role → the actions it may take. Read down a column to see who may do one thing. */
export const PERMISSIONS: Record<WorkspaceRole, readonly WorkspaceAction[]> = {
  owner: WORKSPACE_ACTIONS,
  admin: [
    "member.invite",
    "member.changeRole",
    "member.remove",
    "workspace.rename",
    "workspace.requestPlan",
    "audit.read",
    "ticket.create",
    "ticket.handle",
    "helpdesk.configure",
    "asset.read",
    "asset.manage",
    "asset.configure",
  ],
  technician: ["ticket.create", "ticket.handle", "asset.read", "asset.manage"],
  member: ["ticket.create", "asset.read"],
};

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === "string" && (WORKSPACE_ROLES as readonly string[]).includes(value);
}

export function can(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return PERMISSIONS[role].includes(action);
}

/**
 * Roles `actor` may give or take away: only an owner touches the owner role (an administrator
 * cannot make an owner, demote one or remove one).
 */
export function mayManageRole(actor: WorkspaceRole, role: WorkspaceRole): boolean {
  if (!can(actor, "member.changeRole")) return false;
  return role !== "owner" || actor === "owner";
}
