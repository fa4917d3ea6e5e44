import { asc, eq } from "drizzle-orm";
import { findPlan, type PlanId } from "~/content/plans";
import { isWorkspaceRole, type WorkspaceRole } from "~/contracts/workspace-roles";
import type { Db } from "~/server/db/client.server";
import { authMember, authOrganization, authSession } from "~/server/db/schema.server";

// The workspaces of a person and the active one of the session: the membership rows are the
// truth (a session pointing at a workspace the person left falls back to their first one).

export interface WorkspaceSummary {
  id: string;
  name: string;
  slug: string;
  role: WorkspaceRole;
  plan: PlanId;
  /** End of the trial; null for a workspace whose plan staff have set. */
  trialEndsAt: Date | null;
}

export interface ActiveWorkspace extends WorkspaceSummary {
  /** The trial is over and no plan was set: reads only. */
  readOnly: boolean;
}

export async function workspacesOf(db: Db, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select({
      id: authOrganization.id,
      name: authOrganization.name,
      slug: authOrganization.slug,
      role: authMember.role,
      plan: authOrganization.plan,
      trialEndsAt: authOrganization.trialEndsAt,
    })
    .from(authMember)
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .where(eq(authMember.userId, userId))
    .orderBy(asc(authMember.createdAt), asc(authOrganization.id));
  return rows.map(toWorkspaceSummary);
}

/** A membership row as the dashboard knows it: a role and a plan it knows. */
export function toWorkspaceSummary(row: {
  id: string;
  name: string;
  slug: string;
  role: string;
  plan: string | null;
  trialEndsAt: Date | null;
}): WorkspaceSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    role: isWorkspaceRole(row.role) ? row.role : "member",
    // Any plan of /tarifs, Entreprise included (staff apply it): its gates are the widest.
    plan: findPlan(row.plan)?.id ?? "standard",
    trialEndsAt: row.trialEndsAt,
  };
}

export const isReadOnly = (trialEndsAt: Date | null, now: number) =>
  trialEndsAt !== null && trialEndsAt.getTime() <= now;

/** The active workspace: the session's when the person is still a member, else their first. */
export function pickActive(
  workspaces: WorkspaceSummary[],
  activeId: string | null | undefined,
  now: number,
): ActiveWorkspace | null {
  const found = workspaces.find((w) => w.id === activeId) ?? workspaces[0];
  return found ? { ...found, readOnly: isReadOnly(found.trialEndsAt, now) } : null;
}

/** Remembers the active workspace in the session row (the switcher, and the fallback above). */
export async function setActiveWorkspace(db: Db, sessionId: string, organizationId: string | null) {
  await db
    .update(authSession)
    .set({ activeOrganizationId: organizationId })
    .where(eq(authSession.id, sessionId));
}
