import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { authOrganization } from "~/server/db/schema.server";
import { enterTenant } from "./in-tenant.server";
import { journal, type JournalActor } from "./journal.server";
import { forgetCachedWorkspaces } from "./slug-cache.server";

// Renaming a workspace: the name (a better-auth row) and the journal entry, in ONE transaction,
// so that no rename is ever missing from the journal. The caller has checked the role, the
// read-only state and the name's rules (app/contracts/workspace-name.ts). The slug is kept: it
// does not follow the name, so that nothing that names the workspace by its slug breaks.

export type RenameOutcome = "renamed" | "unchanged" | "missing";

export async function renameWorkspace(
  db: Db,
  organizationId: string,
  actor: JournalActor,
  name: string,
): Promise<RenameOutcome> {
  const outcome = await db.transaction(async (tx): Promise<RenameOutcome> => {
    const [current] = await tx
      .select({ name: authOrganization.name })
      .from(authOrganization)
      .where(eq(authOrganization.id, organizationId))
      .for("update");
    if (!current) return "missing";
    if (current.name === name) return "unchanged";
    await tx.update(authOrganization).set({ name }).where(eq(authOrganization.id, organizationId));
    await enterTenant(tx, organizationId);
    await journal(tx, actor, "workspace.renamed", name, { from: current.name, to: name });
    return "renamed";
  });
  if (outcome === "renamed") forgetCachedWorkspaces(db);
  return outcome;
}
