import { sql } from "drizzle-orm";
import type { QueueOption, SatisfactionFigure } from "~/contracts/helpdesk-queue";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { handlersOf } from "../tickets/ticket-core.server";
import { categoryLabels, categoryRows } from "./queue-options.server";
import { satisfactionOf, satisfactionVotes } from "./satisfaction.server";

// What the queue page shows beside its list, read in one statement (decision 0131): the
// categories of its filters, and for those who handle tickets the technicians and the
// satisfaction figure; the new-ticket form and the report's filters read the first two so too.
// Each part is the query of its own read (categoryRows, handlersOf, satisfactionVotes, which
// other pages read alone), as a scalar subquery: the same SQL, rows and order, one round trip.

/** The parts as JSON, keyed by the queries' column names. */
interface SideRow {
  categories: { id: string; parent_id: string | null; name: string }[];
  handlers: { id: string; name: string }[] | null;
  votes: { votes: number; up: number } | null;
}

export interface QueueSideData {
  categories: QueueOption[];
  handlers: QueueOption[];
  satisfaction: SatisfactionFigure | null;
}

/** The chosen parts in one statement of the tenant transaction; null for a part left out. */
async function sideRow(
  tx: TenantTx,
  parts: { handlers: boolean; votesAt: Date | null },
): Promise<SideRow> {
  // Each list aggregated in its query's own order (the aggregate's ORDER BY: a subquery's order
  // is not promised to an aggregate).
  const categories = sql`(select coalesce(json_agg(c order by c.name, c.id), '[]'::json)
    from (${categoryRows(tx)}) c)`;
  const handlers = parts.handlers
    ? sql`(select coalesce(json_agg(h order by h.name), '[]'::json) from (${handlersOf(tx)}) h)`
    : sql`null`;
  const votes = parts.votesAt
    ? sql`(select row_to_json(v) from (${satisfactionVotes(tx, parts.votesAt)}) v)`
    : sql`null`;
  const result = await tx.execute(
    sql`select ${categories} as categories, ${handlers} as handlers, ${votes} as votes`,
  );
  return (result as unknown as { rows: SideRow[] }).rows[0]!;
}

const optionsOf = (row: SideRow) => ({
  categories: categoryLabels(
    row.categories.map((c) => ({ id: c.id, parentId: c.parent_id, name: c.name })),
  ),
  handlers: (row.handlers ?? []).map((h) => ({ id: h.id, label: h.name })),
});

export async function queueSideData(
  tx: TenantTx,
  canHandle: boolean,
  now: Date,
): Promise<QueueSideData> {
  const row = await sideRow(tx, { handlers: canHandle, votesAt: canHandle ? now : null });
  return {
    ...optionsOf(row),
    satisfaction: row.votes ? satisfactionOf(Number(row.votes.up), Number(row.votes.votes)) : null,
  };
}

/**
 * The categories and, when asked, the technicians, in one statement (the new-ticket form, the
 * report's filters): what `categoryOptions` and `handlerOptions` give, in the same order.
 */
export async function categoriesAndHandlers(
  tx: TenantTx,
  withHandlers: boolean,
): Promise<{ categories: QueueOption[]; handlers: QueueOption[] }> {
  return optionsOf(await sideRow(tx, { handlers: withHandlers, votesAt: null }));
}
