import type { SQL } from "drizzle-orm";
import type { AuditAction } from "~/content/audit";
import { mailLine } from "~/server/mail/mail-text.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import type { TenantTx } from "./in-tenant.server";

// Appends to the workspace journal, inside the tenant transaction of the change it records (the
// policy's WITH CHECK refuses a row for any other workspace). The application role may only
// insert and read: the journal is append-only.

export interface JournalActor {
  id: string | null;
  name: string;
  email?: string | null;
}

export async function journal(
  tx: TenantTx,
  actor: JournalActor,
  action: AuditAction,
  target: string | null,
  details: Record<string, string> = {},
): Promise<void> {
  await journalInsert(tx, actor, action, target, details);
}

/** The actor's columns of a journal entry (a statement built once takes them as values). */
export const journalActor = (actor: JournalActor) => ({
  actorId: actor.id,
  actorName: mailLine(actor.name, 120),
  actorEmail: actor.email ?? null,
});

/**
 * The journal entry's insert, not yet run: `journal`, or a part of a larger statement (whose
 * target may then be an expression of it, made of text already cleaned and within 200 characters).
 */
export function journalInsert(
  tx: TenantTx,
  actor: JournalActor,
  action: AuditAction,
  target: string | SQL | null,
  details: Record<string, string> = {},
) {
  return tx.insert(auditLog).values({
    ...journalActor(actor),
    action,
    target: target === null || typeof target !== "string" ? target : mailLine(target, 200),
    details,
  });
}

/**
 * A module's journal entry: its action is its own (its manifest's `journalLabels` names it,
 * decision 0083), not one of audit.ts's.
 */
export function moduleJournal(
  tx: TenantTx,
  actor: JournalActor,
  action: `${string}.${string}`,
  target: string | null,
  details: Record<string, string> = {},
) {
  return journalInsert(tx, actor, action as AuditAction, target, details);
}
