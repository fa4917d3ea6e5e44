import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// Staff's reads across workspaces (decision 0110): one read-only transaction under the role
// `app_billing_staff`, whose policies open the billing tables alone (and SELECT on the
// workspaces, members and users). Another module's table stays closed to it: a bug in a staff
// list cannot read a ticket. Every change staff make runs in the workspace's own tenant
// transaction instead (`inTenant`), never here.

export async function inBillingStaff<T>(db: Db, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    // Both: the role opens the billing tables, the setting their policies (drizzle/0031).
    await tx.execute(
      sql`select set_config('role', 'app_billing_staff', true), set_config('app.billing_staff', 'on', true)`,
    );
    return fn(tx);
  });
}
