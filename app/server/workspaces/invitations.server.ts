import { and, desc, eq, sql } from "drizzle-orm";
import { isWorkspaceRole, type WorkspaceRole } from "~/contracts/workspace-roles";
import type { Db } from "~/server/db/client.server";
import { authInvitation, authOrganization, authUser } from "~/server/db/schema.server";

// An invitation as its link (/invitation/:id) sees it: whichever workspace it belongs to, since
// the person who opens it is not a member yet. Only what the page shows leaves this module.

export interface InvitationView {
  id: string;
  email: string;
  role: WorkspaceRole;
  status: string;
  expiresAt: Date;
  workspaceId: string;
  workspaceName: string;
  inviterName: string;
}

/** Ids better-auth generates (letters, digits); anything else is unknown without a query. */
export const isInvitationId = (id: unknown): id is string =>
  typeof id === "string" && /^[A-Za-z0-9_-]{8,100}$/.test(id);

export async function findInvitation(db: Db, id: unknown): Promise<InvitationView | null> {
  if (!isInvitationId(id)) return null;
  const [row] = await db
    .select({
      id: authInvitation.id,
      email: authInvitation.email,
      role: authInvitation.role,
      status: authInvitation.status,
      expiresAt: authInvitation.expiresAt,
      workspaceId: authOrganization.id,
      workspaceName: authOrganization.name,
      inviterName: authUser.name,
    })
    .from(authInvitation)
    .innerJoin(authOrganization, eq(authOrganization.id, authInvitation.organizationId))
    .innerJoin(authUser, eq(authUser.id, authInvitation.inviterId))
    .where(eq(authInvitation.id, id));
  return row ? { ...row, role: isWorkspaceRole(row.role) ? row.role : "member" } : null;
}

/**
 * Whether `id` names a pending, unexpired invitation for `email`: a sign-up from that link joins
 * the inviting workspace instead of getting one of its own.
 */
export async function isOpenInvitationFor(db: Db, id: unknown, email: string, now = new Date()) {
  if (!isInvitationId(id)) return false;
  const [row] = await db
    .select({ id: authInvitation.id })
    .from(authInvitation)
    .where(
      and(
        eq(authInvitation.id, id),
        eq(authInvitation.status, "pending"),
        sql`lower(${authInvitation.email}) = ${email.toLowerCase()}`,
        sql`${authInvitation.expiresAt} > ${now}`,
      ),
    );
  return row !== undefined;
}

/** The invitation a sign-up or sign-in page was opened from, while it can still be accepted. */
export async function openInvitation(db: Db, id: unknown, now = new Date()) {
  const invitation = await findInvitation(db, id);
  if (!invitation || invitation.status !== "pending" || invitation.expiresAt <= now) return null;
  return {
    id: invitation.id,
    email: invitation.email,
    workspaceName: invitation.workspaceName,
    inviterName: invitation.inviterName,
  };
}

/** The invitation id of a return path `/invitation/{id}`, if it is one. */
export function invitationIdOf(path: string): string | null {
  const match = /^\/invitation\/([^/?#]+)$/.exec(path);
  return match && isInvitationId(match[1]) ? match[1] : null;
}

/**
 * The newest invitation still open for `email`: where a sign-up from an invitation link lands
 * once its address is confirmed (decision 0097), having no workspace of its own.
 */
export async function openInvitationIdFor(db: Db, email: string, now = new Date()) {
  const [row] = await db
    .select({ id: authInvitation.id })
    .from(authInvitation)
    .where(
      and(
        eq(authInvitation.status, "pending"),
        sql`lower(${authInvitation.email}) = ${email.toLowerCase()}`,
        sql`${authInvitation.expiresAt} > ${now}`,
      ),
    )
    .orderBy(desc(authInvitation.expiresAt))
    .limit(1);
  return row?.id ?? null;
}
