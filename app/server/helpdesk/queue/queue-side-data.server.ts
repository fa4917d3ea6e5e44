import { sql } from "drizzle-orm";
import type { QueueOption, SatisfactionFigure } from "~/contracts/helpdesk-queue";
import { ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import { authMember, authUser } from "~/server/db/schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { HANDLER_ROLES } from "../tickets/ticket-core.server";
import { categoryLabels } from "./queue-options.server";
import { SATISFACTION_DAYS, satisfactionOf } from "./satisfaction.server";

// What the queue page shows beside its list, read in one statement (decision 0131): the
// categories of its filters, and for those who handle tickets the technicians and the
// satisfaction figure; the new-ticket form and the report's filters read the first two so too. Each was its own statement (categoryOptions, handlerOptions,
// satisfactionFigure, which other pages still use), so three round trips on every queue page;
// the same reads, in the same tenant transaction, as scalar subqueries. Orders are the same:
// the technicians by name in the database's collation (an aggregate's ORDER BY), the categories
// sorted again by categoryLabels.

const DAY_MS = 86_400_000;

interface SideRow {
  categories: { id: string; parentId: string | null; name: string }[];
  handlers: { id: string; label: string }[] | null;
  votes: { votes: number; up: number } | null;
}

export interface QueueSideData {
  categories: QueueOption[];
  handlers: QueueOption[];
  satisfaction: SatisfactionFigure | null;
}

const roles = sql.join(
  HANDLER_ROLES.map((role) => sql`${role}`),
  sql`, `,
);

const categoriesColumn = sql`(select coalesce(json_agg(json_build_object('id', ${ticketCategory.id},
  'parentId', ${ticketCategory.parentId}, 'name', ${ticketCategory.name})
  order by ${ticketCategory.name}, ${ticketCategory.id}), '[]'::json) from ${ticketCategory})`;
const handlersColumn = sql`(select coalesce(json_agg(json_build_object('id', ${authUser.id},
  'label', ${authUser.name}) order by ${authUser.name}), '[]'::json)
  from ${authMember} inner join ${authUser} on ${authUser.id} = ${authMember.userId}
  where ${authMember.organizationId} = current_setting('app.org_id', true)
  and ${authMember.role} in (${roles}))`;

/** The chosen parts in one statement of the tenant transaction; null for a part left out. */
async function sideRow(
  tx: TenantTx,
  parts: { handlers: boolean; votesSince: Date | null },
): Promise<SideRow> {
  const votes = parts.votesSince
    ? sql`(select json_build_object('votes', count(*),
    'up', count(*) filter (where ${ticket.satisfaction} = 'up')) from ${ticket}
    where ${ticket.satisfaction} is not null
    and ${ticket.resolvedAt} >= ${parts.votesSince.toISOString()}::timestamptz)`
    : sql`null`;
  const handlers = parts.handlers ? handlersColumn : sql`null`;
  const result = await tx.execute(
    sql`select ${categoriesColumn} as categories, ${handlers} as handlers, ${votes} as votes`,
  );
  return (result as unknown as { rows: SideRow[] }).rows[0]!;
}

export async function queueSideData(
  tx: TenantTx,
  canHandle: boolean,
  now: Date,
): Promise<QueueSideData> {
  const since = new Date(now.getTime() - SATISFACTION_DAYS * DAY_MS);
  const row = await sideRow(tx, { handlers: canHandle, votesSince: canHandle ? since : null });
  return {
    categories: categoryLabels(row.categories),
    handlers: row.handlers ?? [],
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
  const row = await sideRow(tx, { handlers: withHandlers, votesSince: null });
  return { categories: categoryLabels(row.categories), handlers: row.handlers ?? [] };
}
