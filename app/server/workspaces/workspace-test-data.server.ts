import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Viewer } from "~/server/auth/viewer.server";
import type { Db } from "~/server/db/client.server";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { pickActive, workspacesOf } from "./active.server";
import { createFirstWorkspace } from "./first-workspace.server";
import type { WorkspaceRole } from "~/contracts/workspace-roles";

// People and workspaces for the workspace tests, written straight into a test database.

export async function addUser(db: Db, name: string) {
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@exemple.gn`;
  await db.insert(authUser).values({ id, name, email, emailVerified: true });
  return { id, name, email };
}

/** A new account, owner of its own new workspace (as a sign-up makes it). */
export async function addOwner(db: Db, name: string) {
  const user = await addUser(db, name);
  const organizationId = await createFirstWorkspace(db, user, "premium");
  return { ...user, organizationId };
}

export async function addMember(
  db: Db,
  organizationId: string,
  userId: string,
  role: WorkspaceRole,
) {
  await db
    .insert(authMember)
    .values({ id: randomUUID(), organizationId, userId, role, createdAt: new Date() });
}

export async function endTrial(db: Db, organizationId: string) {
  await db
    .update(authOrganization)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(eq(authOrganization.id, organizationId));
}

/** The viewer of `user` with `organizationId` active, as viewer.server.ts builds it. */
export async function viewerOf(
  db: Db,
  user: { id: string; name: string; email: string },
  organizationId: string,
): Promise<Viewer> {
  const workspaces = await workspacesOf(db, user.id);
  return {
    ...user,
    emailVerified: true,
    role: "member",
    sessionId: randomUUID(),
    workspaces,
    workspace: pickActive(workspaces, organizationId, Date.now()),
  };
}
