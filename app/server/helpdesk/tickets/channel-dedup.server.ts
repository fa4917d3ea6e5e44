import { desc, eq, inArray, sql } from "drizzle-orm";
import { helpdeskSettings, ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { slot, sqlOnce } from "~/server/platform/built-once.server";
import type { RuleReads, ruleReads } from "~/server/platform/ticket-hooks.server";
import { workspaceLock, type TenantTx } from "~/server/workspaces/in-tenant.server";
import { policyOfRow, type HelpdeskPolicy } from "../settings/helpdesk-settings.server";
import { ticketIdsOfReferences } from "./ticket-message-id.server";

// What makes the public channels idempotent: the key of a post (the portal's idempotency key, an
// e-mail's Message-ID) is stored in `ticket_entry.message_id`, unique per workspace, on the entry
// it made (the opening event, or the reply). Posts carrying the same key are serialised by an
// advisory lock held until their transaction ends, so the second sees the first's entry (READ
// COMMITTED: each statement sees what committed before it) instead of failing on the index.

/** The entry key of a portal post (no '@': it never equals an e-mail's Message-ID). */
export const portalEntryKey = (idempotencyKey: string) => `portal:${idempotencyKey}`;

/** Waits until no other transaction of this workspace holds `key`, and holds it until commit. */
export async function lockEntryKey(tx: TenantTx, key: string): Promise<void> {
  await tx.execute(sql`select ${workspaceLock(sql`current_setting('app.org_id', true)`, key)}`);
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

/** The portal's key lookup, built once per shape of its rules. */
const claimOnce = sqlOnce<string>();

/**
 * Once `key` is locked (`inTenant`'s `lock`), in one statement: the ticket an entry with this key
 * belongs to, or else the workspace's policy (the ticket's insert then takes the next number:
 * createTicket).
 */
export async function storedOrPolicy(
  tx: TenantTx,
  key: string,
  /** The routing modules' rules for the new ticket, read in the same statement (decision 0112). */
  rules: ReturnType<typeof ruleReads> = null,
): Promise<
  | { stored: { id: string; number: number; opened: boolean } }
  | { stored: null; policy: HelpdeskPolicy; rules?: RuleReads }
> {
  const s = helpdeskSettings;
  // Every portal post sends it: built once per shape of its rules (decision 0112).
  const result = await claimOnce<{ rows: ClaimRow[] }>(
    tx,
    rules?.shape ?? "no rules",
    { entryKey: key },
    () => sql`
    with stored as (
      select ${ticket.id} as id, ${ticket.number} as number, ${ticketEntry.kind} as kind
      from ${ticketEntry} inner join ${ticket} on ${ticket.id} = ${ticketEntry.ticketId}
      where ${ticketEntry.messageId} = ${slot("entryKey")}
    )
    select stored.id, stored.number, stored.kind, ${s.calendar} as calendar,
      ${s.slaTargets} as sla_targets, ${s.autoCloseDays} as auto_close_days,
      ${rules?.sql ?? sql`null`} as rules
    from (select 1) as one left join stored on true left join ${s} on true`,
  );
  const row = result.rows[0]!;
  if (row.id !== null) {
    return { stored: { id: row.id, number: row.number!, opened: row.kind === "event" } };
  }
  return {
    stored: null,
    ...(rules && Array.isArray(row.rules)
      ? { rules: { facts: rules.facts, values: row.rules } }
      : {}),
    policy:
      row.auto_close_days === null
        ? policyOfRow(null)
        : policyOfRow({
            calendar: row.calendar,
            slaTargets: row.sla_targets,
            autoCloseDays: row.auto_close_days,
          }),
  };
}

interface ClaimRow extends Record<string, unknown> {
  id: string | null;
  number: number | null;
  kind: string | null;
  calendar: Record<string, unknown> | null;
  sla_targets: Record<string, unknown> | null;
  auto_close_days: number | null;
  rules: unknown[] | null;
}

/**
 * The ticket an e-mail's references (In-Reply-To, then References) point to: the most recent one
 * holding one of those Message-IDs (a mail the helpdesk received), else the first ticket of this
 * workspace that one of our own e-mails' ids names (ticket-message-id.server.ts).
 */
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
  if (row) return row;
  const named = ticketIdsOfReferences(mailIds);
  if (named.length === 0) return null;
  const rows = await tx
    .select({ id: ticket.id, number: ticket.number, status: ticket.status })
    .from(ticket)
    .where(inArray(ticket.id, named));
  const first = named.map((id) => rows.find((r) => r.id === id)).find(Boolean);
  return first ? { number: first.number, status: first.status } : null;
}
