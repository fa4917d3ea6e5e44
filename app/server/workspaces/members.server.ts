import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { isWorkspaceRole, type WorkspaceRole } from "~/contracts/workspace-roles";
import type { Db } from "~/server/db/client.server";
import { authInvitation, authMember, authUser } from "~/server/db/schema.server";
import type { TenantTx } from "./in-tenant.server";

// The members and pending invitations of ONE workspace. These rows are better-auth's (not business
// tables, no row-level security): every query here is filtered by the workspace id the caller took
// from the viewer's active workspace, so that another workspace's id finds nothing (404).

export interface MemberRow {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

export interface InvitationRow {
  id: string;
  email: string;
  role: WorkspaceRole;
  sentAt: Date;
  expiresAt: Date;
}

const roleOf = (role: string | null): WorkspaceRole => (isWorkspaceRole(role) ? role : "member");

const memberColumns = {
  id: authMember.id,
  userId: authMember.userId,
  name: authUser.name,
  email: authUser.email,
  role: authMember.role,
  joinedAt: authMember.createdAt,
};

/** The members, owners first, then by arrival. */
export async function membersOf(db: Db, workspaceId: string): Promise<MemberRow[]> {
  const rows = await db
    .select(memberColumns)
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(eq(authMember.organizationId, workspaceId))
    .orderBy(
      sql`case ${authMember.role} when 'owner' then 0 when 'admin' then 1 when 'technician' then 2 else 3 end`,
      asc(authMember.createdAt),
      asc(authMember.id),
    );
  return rows.map((row) => ({ ...row, role: roleOf(row.role) }));
}

/** One member of this workspace (null: unknown here, including another workspace's member). */
export async function findMember(
  db: Db,
  workspaceId: string,
  memberId: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(and(eq(authMember.organizationId, workspaceId), eq(authMember.id, memberId)));
  return row ? { ...row, role: roleOf(row.role) } : null;
}

/** The membership of a person in this workspace. */
export async function memberByUser(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(and(eq(authMember.organizationId, workspaceId), eq(authMember.userId, userId)));
  return row ? { ...row, role: roleOf(row.role) } : null;
}

export async function ownerCount(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authMember)
    .where(and(eq(authMember.organizationId, workspaceId), eq(authMember.role, "owner")));
  return Number(row?.n ?? 0);
}

/** Whether an account with this address (any case) is a member of the workspace. */
export async function isMemberEmail(db: Db, workspaceId: string, email: string) {
  const [row] = await db
    .select({ id: authMember.id })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(
      and(
        eq(authMember.organizationId, workspaceId),
        sql`lower(${authUser.email}) = ${email.toLowerCase()}`,
      ),
    );
  return row !== undefined;
}

const invitationColumns = {
  id: authInvitation.id,
  email: authInvitation.email,
  role: authInvitation.role,
  sentAt: authInvitation.createdAt,
  expiresAt: authInvitation.expiresAt,
};

/** The pending invitations, newest first (expired ones too: they can be resent or revoked). */
export async function pendingInvitationsOf(db: Db, workspaceId: string): Promise<InvitationRow[]> {
  const rows = await db
    .select(invitationColumns)
    .from(authInvitation)
    .where(
      and(eq(authInvitation.organizationId, workspaceId), eq(authInvitation.status, "pending")),
    )
    .orderBy(desc(authInvitation.createdAt), asc(authInvitation.id));
  return rows.map((row) => ({ ...row, role: roleOf(row.role) }));
}

/** One pending invitation of this workspace (null: unknown here, used, or revoked). */
export async function findPendingInvitation(
  db: Db,
  workspaceId: string,
  invitationId: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(authInvitation)
    .where(
      and(
        eq(authInvitation.organizationId, workspaceId),
        eq(authInvitation.id, invitationId),
        eq(authInvitation.status, "pending"),
      ),
    );
  return row ? { ...row, role: roleOf(row.role) } : null;
}

/** Whether a pending, unexpired invitation for this address exists in the workspace. */
export async function isInvitedEmail(db: Db, workspaceId: string, email: string, now: Date) {
  const [row] = await db
    .select({ id: authInvitation.id })
    .from(authInvitation)
    .where(
      and(
        eq(authInvitation.organizationId, workspaceId),
        eq(authInvitation.status, "pending"),
        sql`lower(${authInvitation.email}) = ${email.toLowerCase()}`,
        sql`${authInvitation.expiresAt} > ${now}`,
      ),
    );
  return row !== undefined;
}

/**
 * The people of the tenant transaction's workspace (of `roles`, or all), by name: the lists the
 * modules offer (assignees, leads, members) and the check of a posted id against them. Filtered
 * on the transaction's workspace, row-level security being the second guard.
 */
export function workspacePeople(tx: TenantTx, roles: readonly string[] | null) {
  // The query itself (awaited, it gives `{ id, name }[]`): a page may read it as a part of a
  // larger statement (helpdesk/queue/queue-side-data.server.ts).
  return tx
    .select({ id: authUser.id, name: authUser.name })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(
      and(
        eq(authMember.organizationId, sql`current_setting('app.org_id', true)`),
        roles ? inArray(authMember.role, [...roles]) : undefined,
      ),
    )
    .orderBy(asc(authUser.name));
}
