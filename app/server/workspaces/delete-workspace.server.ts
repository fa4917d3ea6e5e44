import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { authMember, authOrganization, authSession } from "~/server/db/schema.server";
import { workspaceEntryLock } from "./in-tenant.server";
import { forgetCachedWorkspaces } from "./slug-cache.server";

// Deleting a workspace removes every row of it: the foreign keys of its members, invitations and
// business tables (audit_log, and those of later modules) cascade from auth_organization; the
// staff inbox keeps the upgrade requests it received (contact_message: ON DELETE SET NULL). The
// sessions that had it active fall back to another workspace (app/server/auth/viewer.server.ts).
//
// People may be writing in it meanwhile: the deletion first takes the workspace's entry lock
// exclusive (`workspaceEntryLock`), so it waits for the tenant transactions already in it and the
// next ones wait for it; its cascade then meets no writer. A deadlock the lock cannot prevent (a
// rename of the workspace in the same instant, which locks its row before entering it) is
// retried (decision 0073).

/** Deadlock detected, serialization failure: the transaction rolled back and may be run again. */
const RETRIED = new Set(["40P01", "40001"]);
const ATTEMPTS = 3;

async function retried<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
      const sqlState = String(cause?.code ?? code);
      if (attempt === ATTEMPTS || !RETRIED.has(sqlState)) throw error;
    }
  }
}

/**
 * Deletes `organizationId` if `ownerId` is still one of its owners (checked in the same
 * statement); false when nothing was deleted.
 */
export async function deleteWorkspace(
  db: Db,
  organizationId: string,
  ownerId: string,
): Promise<boolean> {
  const deleted = await retried(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select ${workspaceEntryLock(organizationId, "exclusive")}`);
      const deleted = await tx
        .delete(authOrganization)
        .where(
          and(
            eq(authOrganization.id, organizationId),
            sql`exists (select 1 from auth_member m where m.organization_id = ${organizationId}
            and m.user_id = ${ownerId} and m.role = 'owner')`,
          ),
        )
        .returning({ id: authOrganization.id });
      if (deleted.length === 0) return false;
      await tx
        .update(authSession)
        .set({ activeOrganizationId: null })
        .where(eq(authSession.activeOrganizationId, organizationId));
      return true;
    }),
  );
  if (deleted) forgetCachedWorkspaces(db);
  return deleted;
}

export interface AccountDeletionPlan {
  /** Workspaces the account is the last owner of while others are members: deletion refused. */
  blocking: { id: string; name: string }[];
  /** Workspaces the account is the only member of: deleted with the account. */
  abandoned: { id: string; name: string }[];
}

/** What deleting `userId`'s account would do to its workspaces. */
export async function accountDeletionPlan(db: Db, userId: string): Promise<AccountDeletionPlan> {
  const rows = await db
    .select({
      id: authOrganization.id,
      name: authOrganization.name,
      role: authMember.role,
      members: sql<number>`(select count(*)::int from auth_member c
        where c.organization_id = ${authOrganization.id})`,
      owners: sql<number>`(select count(*)::int from auth_member c
        where c.organization_id = ${authOrganization.id} and c.role = 'owner')`,
    })
    .from(authMember)
    .innerJoin(authOrganization, eq(authOrganization.id, authMember.organizationId))
    .where(eq(authMember.userId, userId))
    .orderBy(authOrganization.name);
  const plan: AccountDeletionPlan = { blocking: [], abandoned: [] };
  for (const row of rows) {
    const workspace = { id: row.id, name: row.name };
    if (Number(row.members) <= 1) plan.abandoned.push(workspace);
    else if (row.role === "owner" && Number(row.owners) <= 1) plan.blocking.push(workspace);
  }
  return plan;
}

/**
 * Once the account is deleted (its memberships with it): its former sole-member workspaces, if
 * nobody joined them in the meantime.
 */
export async function deleteAbandonedWorkspaces(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await retried(() =>
    db.transaction(async (tx) => {
      // In one order: two deletions sharing workspaces wait for each other, never deadlock.
      for (const id of [...ids].sort()) {
        await tx.execute(sql`select ${workspaceEntryLock(id, "exclusive")}`);
      }
      await tx.delete(authOrganization).where(
        and(
          inArray(authOrganization.id, ids),
          notExists(
            db
              .select({ one: sql`1` })
              .from(authMember)
              .where(eq(authMember.organizationId, authOrganization.id)),
          ),
        ),
      );
    }),
  );
  forgetCachedWorkspaces(db);
}
