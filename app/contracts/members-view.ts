import type { WorkspaceRole } from "./workspace-roles";

// What the members page (/dashboard/user-management) shows a signed-in person: built by
// app/server/workspaces/members-page.server.ts, rendered by app/features/members/.

export interface MemberLine {
  id: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
  /** The viewer's own line ('vous', 'Quitter l'espace'). */
  isSelf: boolean;
  /** Roles the viewer may give this member (empty: the role is shown, not editable). */
  roleChoices: WorkspaceRole[];
  canRemove: boolean;
}

export interface InvitationLine {
  id: string;
  email: string;
  role: WorkspaceRole;
  sentAt: Date;
  expiresAt: Date;
  expired: boolean;
  /** Resend and revoke (an administrator cannot touch an invitation as owner). */
  canManage: boolean;
}

export interface MembersView {
  workspaceName: string;
  members: MemberLine[];
  /** Shown to those who may invite; null for the others. */
  invitations: InvitationLine[] | null;
  /** Roles the viewer may invite with; empty: no invitation form. */
  inviteRoles: WorkspaceRole[];
  /** The viewer's address is not confirmed: the form is replaced by the reason. */
  inviterUnverified: boolean;
  /** The viewer is the workspace's last owner: no 'Quitter l'espace'. */
  lastOwner: boolean;
  /** At the paid seats: an invitation adds a prorated seat (the owner confirms it up front). */
  extraSeat?: { paid: number; amount: string; isOwner: boolean } | null;
}
