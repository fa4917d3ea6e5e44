import { and, count, gte, isNotNull, sql } from "drizzle-orm";
import type { SatisfactionFigure } from "~/contracts/helpdesk-queue";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// The helpdesk's satisfaction figure (CSAT): of the votes on the tickets resolved in the last
// 30 days, the share of 'Satisfait' (decision 0068). A vote is stored on its ticket (the last one
// counts) without a date of its own: the ticket's resolution dates it.

const SATISFACTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** The figure of `up` satisfied votes out of `votes`; null when nobody voted. */
export function satisfactionOf(up: number, votes: number): SatisfactionFigure | null {
  if (votes <= 0) return null;
  return { percent: Math.round((100 * up) / votes), votes, days: SATISFACTION_DAYS };
}

/**
 * The votes and the satisfied ones on the tickets resolved since `now` − 30 days (the query: read
 * alone, or inside the queue's side data).
 */
export function satisfactionVotes(tx: TenantTx, now: Date) {
  const since = new Date(now.getTime() - SATISFACTION_DAYS * DAY_MS);
  return tx
    .select({
      // Named: the side data reads the row as JSON by these names.
      votes: count().as("votes"),
      up: sql<number>`count(*) filter (where ${ticket.satisfaction} = 'up')`
        .mapWith(Number)
        .as("up"),
    })
    .from(ticket)
    .where(and(isNotNull(ticket.satisfaction), gte(ticket.resolvedAt, since)));
}

/** The workspace's figure (the tenant transaction's), resolved since `now` − 30 days. */
export async function satisfactionFigure(
  tx: TenantTx,
  now: Date,
): Promise<SatisfactionFigure | null> {
  const [row] = await satisfactionVotes(tx, now);
  return satisfactionOf(row?.up ?? 0, row?.votes ?? 0);
}
