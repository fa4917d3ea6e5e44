import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { isWorkspaceRole } from "~/contracts/workspace-roles";
import { authMember, authUser } from "~/server/db/auth-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { REPORT_READER_ROLES } from "./report-access.server";
import { readRecipients, saveRecipients } from "./report-store.server";
import { inTurn } from "~/server/platform/in-turn.server";

// Who receives the monthly report: members of the workspace whose role reads reports, chosen by
// an admin. A member who left, or whose role no longer reads reports, is not sent it (the list
// is read again when the job runs). Decision 0109.

/** The members whose role reads reports, in the tenant transaction's workspace. */
async function reportReaders(tx: TenantTx) {
  const rows = await tx
    .select({ id: authUser.id, name: authUser.name, email: authUser.email, role: authMember.role })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .where(
      and(
        eq(authMember.organizationId, sql`current_setting('app.org_id', true)`),
        inArray(authMember.role, [...REPORT_READER_ROLES]),
      ),
    )
    .orderBy(asc(authUser.name));
  return rows.map((row) => ({
    ...row,
    role: (isWorkspaceRole(row.role) ? row.role : "member") as WorkspaceRole,
  }));
}

/** The form's checkboxes: every reader, checked when chosen; and the settings' version. */
export async function readerChoices(tx: TenantTx) {
  const [readers, saved] = await inTurn(
    () => reportReaders(tx),
    () => readRecipients(tx),
  );
  return {
    options: readers.map((r) => ({
      id: r.id,
      name: r.name,
      role: r.role,
      checked: saved.ids.includes(r.id),
    })),
    version: saved.version,
  };
}

/** The chosen readers' addresses, for the monthly job. */
export async function recipientAddresses(tx: TenantTx): Promise<string[]> {
  const [readers, saved] = await inTurn(
    () => reportReaders(tx),
    () => readRecipients(tx),
  );
  return readers.filter((r) => saved.ids.includes(r.id)).map((r) => r.email);
}

/** Saves the choice: 'invalid' when an id is not a reader here, 'stale' when the form is old. */
export async function saveReportRecipients(tx: TenantTx, ids: string[], version: number) {
  if (!Number.isInteger(version) || version < 0) return "stale" as const;
  const readers = new Set((await reportReaders(tx)).map((r) => r.id));
  const unique = [...new Set(ids)];
  if (unique.some((id) => !readers.has(id))) return "invalid" as const;
  return (await saveRecipients(tx, unique, version)) ? ("saved" as const) : ("stale" as const);
}
