import type { Db } from "~/server/db/client.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { billingAccount } from "./schema.server";

// Why a read-only workspace is read-only, for the dashboard's words (its badge, the notice in
// place of forms): the billing's suspension or cancellation; otherwise its trial is over. Read
// only for a read-only workspace, so other pages pay nothing for it.

export async function billingReadOnlyReason(
  db: Db,
  workspaceId: string,
): Promise<"suspended" | "cancelled" | null> {
  const [account] = await inTenant(db, workspaceId, (tx) =>
    tx.select({ status: billingAccount.status }).from(billingAccount),
  );
  return account?.status === "suspended" || account?.status === "cancelled" ? account.status : null;
}
