import { sql } from "drizzle-orm";
import type { TenantTx } from "./in-tenant.server";

/**
 * The name and slug of the tenant transaction's workspace: the tenant role reads no workspace row
 * (drizzle/0019), only this function's answer for its own. For the e-mails a change or a job
 * queues in its own transaction.
 */
export async function currentWorkspace(
  tx: TenantTx,
): Promise<{ name: string; slug: string } | undefined> {
  const result = await tx.execute<{ name: string; slug: string }>(
    sql`select name, slug from app_current_workspace()`,
  );
  return (result as unknown as { rows: { name: string; slug: string }[] }).rows[0];
}
