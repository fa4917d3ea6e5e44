import { eq, or, sql, type SQL } from "drizzle-orm";
import { TICKET_PRIORITIES, ticketPriorityLabels, ticketSourceLabels } from "~/content/helpdesk";
import type { QueueQuery } from "~/contracts/helpdesk-queue";
import type { ReportFilter } from "~/contracts/report";
import { ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import { ticketTeams } from "~/server/platform/ticket-hooks.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { categoryOptions, handlerOptions } from "../queue/queue-options.server";

// The filters the helpdesk's report section offers (decision 0107): équipe, technicien,
// catégorie, priorité, canal, as `?equipe=<id>` … in the page's URL. A value is applied only
// when it is one of the options offered (an unknown or malformed value is ignored, never sent to
// SQL as an id), and then to every figure of the section, as the queue applies its own.

const REPORT_FILTER_KEYS = {
  team: "equipe",
  assignee: "technicien",
  category: "categorie",
  priority: "priorite",
  source: "canal",
} as const;

const SOURCES = Object.keys(ticketSourceLabels) as (keyof typeof ticketSourceLabels)[];

export interface ReportFilters {
  offered: ReportFilter[];
  /** The conditions on `ticket` of the filters applied (empty: every ticket). */
  where: SQL[];
  /** The same filters as the queue's URL state (the metrics' links); `canal` has none. */
  queue: Partial<QueueQuery>;
  /** Names by id, for the tables (teams, technicians, categories). */
  names: {
    team: Map<string, string>;
    assignee: Map<string, string>;
    category: Map<string, string>;
  };
}

const asOptions = (rows: { id: string; label: string }[]) =>
  rows.map((row) => ({ value: row.id, label: row.label }));

export async function reportFilters(
  tx: TenantTx,
  values: Readonly<Record<string, string>>,
): Promise<ReportFilters> {
  const [teams, handlers, categories] = [
    await ticketTeams(tx),
    await handlerOptions(tx),
    await categoryOptions(tx),
  ];
  const k = REPORT_FILTER_KEYS;
  const offered: ReportFilter[] = [
    { key: k.team, label: "Équipe", options: asOptions(teams) },
    { key: k.assignee, label: "Technicien", options: asOptions(handlers) },
    { key: k.category, label: "Catégorie", options: asOptions(categories) },
    {
      key: k.priority,
      label: "Priorité",
      options: [...TICKET_PRIORITIES].reverse().map((p) => ({
        value: p,
        label: ticketPriorityLabels[p],
      })),
    },
    {
      key: k.source,
      label: "Canal",
      options: SOURCES.map((s) => ({ value: s, label: ticketSourceLabels[s] })),
    },
  ];
  const chosen = (key: string) => {
    const value = values[key];
    const filter = offered.find((f) => f.key === key);
    return value && filter?.options.some((o) => o.value === value) ? value : null;
  };
  const where: SQL[] = [];
  const queue: Partial<QueueQuery> = {};
  const team = chosen(k.team);
  if (team) {
    where.push(eq(ticket.teamId, team));
    queue.teamId = team;
  }
  const assignee = chosen(k.assignee);
  if (assignee) {
    where.push(eq(ticket.assigneeId, assignee));
    queue.assigneeId = assignee;
  }
  const category = chosen(k.category);
  if (category) {
    // A first-level category also counts its sub-categories (as the queue's filter does).
    const children = sql`select ${ticketCategory.id} from ${ticketCategory} where ${ticketCategory.parentId} = ${category}`;
    where.push(or(eq(ticket.categoryId, category), sql`${ticket.categoryId} in (${children})`)!);
    queue.categoryId = category;
  }
  const priority = chosen(k.priority);
  if (priority) {
    where.push(eq(ticket.priority, priority));
    queue.priority = [priority as (typeof TICKET_PRIORITIES)[number]];
  }
  const source = chosen(k.source);
  if (source) where.push(eq(ticket.source, source));
  const byId = (rows: { id: string; label: string }[]) =>
    new Map(rows.map((row) => [row.id, row.label]));
  return {
    offered,
    where,
    queue,
    names: { team: byId(teams), assignee: byId(handlers), category: byId(categories) },
  };
}
