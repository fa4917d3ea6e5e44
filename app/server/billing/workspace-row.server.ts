import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { authOrganization } from "~/server/db/schema.server";
import { enterTenant, type TenantTx } from "~/server/workspaces/in-tenant.server";

// The workspace's own row (its plan, its trial's end: what makes it read-only) belongs to the
// application, not to the tenant role: a billing command steps out of the role for this one
// statement, in its transaction, then back into the workspace's scope (decision 0115).

type WorkspaceRow = Pick<typeof authOrganization.$inferInsert, "plan" | "trialEndsAt">;
/** The columns set, each a value or an expression (read in the statement). */
type WorkspaceRowSet = { [K in keyof WorkspaceRow]?: WorkspaceRow[K] | SQL };

export async function updateWorkspaceRow(
  tx: TenantTx,
  organizationId: string,
  set: WorkspaceRowSet,
  /** A further condition on the row (e.g. its trial still open). */
  also?: SQL,
) {
  await tx.execute(sql`select set_config('role', 'none', true)`);
  await tx
    .update(authOrganization)
    .set(set)
    .where(and(eq(authOrganization.id, organizationId), also));
  await enterTenant(tx, organizationId);
}

/** The workspace is still writable at `now` (no trial end, or one still ahead). */
export const trialStillOpen = (now: Date) =>
  or(isNull(authOrganization.trialEndsAt), gt(authOrganization.trialEndsAt, now));
