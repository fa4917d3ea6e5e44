import { desc, eq, inArray, sql } from "drizzle-orm";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// What makes the public channels idempotent: the key of a post (the portal's idempotency key, an
// e-mail's Message-ID) is stored in `ticket_entry.message_id`, unique per workspace, on the entry
// it made (the opening event, or the reply). Posts carrying the same key are serialised by an
// advisory lock held until their transaction ends, so the second sees the first's entry (READ
// COMMITTED: each statement sees what committed before it) instead of failing on the index.

/** The entry key of a portal post (no '@': it never equals an e-mail's Message-ID). */
export const portalEntryKey = (idempotencyKey: string) => `portal:${idempotencyKey}`;

/** Waits until no other transaction of this workspace holds `key`, and holds it until commit. */
export async function lockEntryKey(tx: TenantTx, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(current_setting('app.org_id', true) || ':' || ${key}, 0))`,
  );
}

/** The ticket an entry with this key belongs to; `opened`: the key opened it (else a reply). */
export async function ticketOfEntryKey(
  tx: TenantTx,
  key: string,
): Promise<{ id: string; number: number; opened: boolean } | null> {
  const [row] = await tx
    .select({ id: ticket.id, number: ticket.number, kind: ticketEntry.kind })
    .from(ticketEntry)
    .innerJoin(ticket, eq(ticket.id, ticketEntry.ticketId))
    .where(eq(ticketEntry.messageId, key));
  return row ? { id: row.id, number: row.number, opened: row.kind === "event" } : null;
}

/** The most recent ticket that one of these Message-IDs (an e-mail's references) belongs to. */
export async function ticketOfReferences(
  tx: TenantTx,
  ids: readonly string[],
): Promise<{ number: number; status: string } | null> {
  // E-mail ids only: a portal key has no '@' and is never matched from a mail's headers.
  const mailIds = ids.filter((id) => id.includes("@"));
  if (mailIds.length === 0) return null;
  const [row] = await tx
    .select({ number: ticket.number, status: ticket.status })
    .from(ticketEntry)
    .innerJoin(ticket, eq(ticket.id, ticketEntry.ticketId))
    .where(inArray(ticketEntry.messageId, mailIds))
    .orderBy(desc(ticketEntry.seq))
    .limit(1);
  return row ?? null;
}
