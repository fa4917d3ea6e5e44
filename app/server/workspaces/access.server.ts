import { createAccessControl } from "better-auth/plugins/access";
import {
  PERMISSIONS,
  WORKSPACE_ROLES,
  type WorkspaceAction,
  type WorkspaceRole,
} from "~/contracts/workspace-roles";

// The permission matrix (app/contracts/workspace-roles.ts) in the form better-auth's organization
// plugin checks on its own endpoints: each of our actions grants the plugin permissions it needs.

const statements = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
} as const;

type Grants = { [K in keyof typeof statements]?: (typeof statements)[K][number][] };

/** The plugin permissions each action stands for (actions of later modules need none). */
const PLUGIN_GRANTS: Partial<Record<WorkspaceAction, Grants>> = {
  "member.invite": { invitation: ["create", "cancel"], member: ["create"] },
  "member.changeRole": { member: ["update"] },
  "member.remove": { member: ["delete"] },
  "workspace.rename": { organization: ["update"] },
  "workspace.delete": { organization: ["delete"] },
};

/** The plugin's grants of a role, merged from its actions. */
export function pluginGrantsOf(role: WorkspaceRole): Grants {
  const merged: Record<string, Set<string>> = {};
  for (const action of PERMISSIONS[role]) {
    for (const [resource, verbs] of Object.entries(PLUGIN_GRANTS[action] ?? {})) {
      const set = (merged[resource] ??= new Set());
      for (const verb of verbs as string[]) set.add(verb);
    }
  }
  return Object.fromEntries(
    Object.entries(merged).map(([resource, verbs]) => [resource, [...verbs].sort()]),
  ) as Grants;
}

export const accessControl = createAccessControl(statements);

export const pluginRoles = Object.fromEntries(
  WORKSPACE_ROLES.map((role) => [role, accessControl.newRole(pluginGrantsOf(role))]),
) as Record<WorkspaceRole, ReturnType<typeof accessControl.newRole>>;
