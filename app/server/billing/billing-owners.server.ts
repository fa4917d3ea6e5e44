import { asc, eq } from "drizzle-orm";
import { authMember, authUser } from "~/server/db/schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// Who receives the workspace's billing e-mails (receipts, reminders): its owners (Propriétaire),
// read in the workspace's tenant transaction.

export async function billingOwners(tx: TenantTx): Promise<{ name: string; email: string }[]> {
  return tx
    .select({ name: authUser.name, email: authUser.email })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(eq(authMember.role, "owner"))
    .orderBy(asc(authMember.createdAt));
}
