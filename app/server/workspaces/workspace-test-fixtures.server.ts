import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Viewer } from "~/server/auth/viewer.server";
import type { Db } from "~/server/db/client.server";
import { authMember, authSession, authUser } from "~/server/db/schema.server";
import { pickActive, workspacesOf } from "./active.server";
import { workspaceExportChunks } from "./workspace-export.server";

// People for the workspace tests: an account with one open session, and the Viewer a request of
// that session would see (its workspaces read from the database, the active one picked).

export interface TestPerson {
  id: string;
  name: string;
  email: string;
  sessionId: string;
}

export async function testPerson(db: Db, name: string): Promise<TestPerson> {
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@exemple.gn`;
  await db.insert(authUser).values({ id, name, email, emailVerified: true });
  const sessionId = randomUUID();
  await db.insert(authSession).values({
    id: sessionId,
    token: randomUUID(),
    userId: id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { id, name, email, sessionId };
}

export async function viewerOf(db: Db, person: TestPerson, now = Date.now()): Promise<Viewer> {
  const [session] = await db
    .select({ active: authSession.activeOrganizationId })
    .from(authSession)
    .where(eq(authSession.id, person.sessionId));
  const workspaces = await workspacesOf(db, person.id);
  return {
    ...person,
    emailVerified: true,
    role: "member",
    workspaces,
    workspace: pickActive(workspaces, session?.active, now),
  };
}

/** Adds `person` to a workspace with `role`. */
export async function addMember(db: Db, organizationId: string, person: TestPerson, role: string) {
  await db
    .insert(authMember)
    .values({ id: randomUUID(), organizationId, userId: person.id, role, createdAt: new Date() });
}

/** The workspace's JSON export ('Exporter les données') read to the end, and parsed. */
export async function readWorkspaceExport(
  db: Db,
  organizationId: string,
  now?: Date,
  batchSize?: number,
): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of workspaceExportChunks(db, organizationId, now, { batchSize })) {
    text += chunk;
  }
  return JSON.parse(text) as Record<string, unknown>;
}
