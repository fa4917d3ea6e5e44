import { eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { TICKET_PRIORITIES, ticketPriorityLabels, ticketSourceLabels } from "~/content/helpdesk";
import type { QueueQuery } from "~/contracts/helpdesk-queue";
import type { ReportFilter } from "~/contracts/report";
import { helpdeskReportDay, ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import { ticketTeams } from "~/server/platform/ticket-hooks.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { categoriesAndHandlers } from "../queue/queue-side-data.server";

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
  /** The same conditions on the per-day counts' dimensions (decision 0111). */
  days: SQL[];
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
  const teams = await ticketTeams(tx);
  const { handlers, categories } = await categoriesAndHandlers(tx, true);
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
  const queue: Partial<QueueQuery> = {};
  const chosenValues = {
    team: chosen(k.team),
    assignee: chosen(k.assignee),
    category: chosen(k.category),
    priority: chosen(k.priority),
    source: chosen(k.source),
  };
  const { team, assignee, category, priority } = chosenValues;
  if (team) queue.teamId = team;
  if (assignee) queue.assigneeId = assignee;
  if (category) queue.categoryId = category;
  if (priority) queue.priority = [priority as (typeof TICKET_PRIORITIES)[number]];
  const byId = (rows: { id: string; label: string }[]) =>
    new Map(rows.map((row) => [row.id, row.label]));
  return {
    offered,
    where: conditions(chosenValues, ticket),
    days: conditions(chosenValues, helpdeskReportDay),
    queue,
    names: { team: byId(teams), assignee: byId(handlers), category: byId(categories) },
  };
}

type Dimensions = Record<"team" | "assignee" | "category" | "priority" | "source", string | null>;

/** The chosen values as conditions on a table with the ticket's dimension columns. */
function conditions(
  values: Dimensions,
  table: Record<"teamId" | "assigneeId" | "categoryId" | "priority" | "source", AnyColumn>,
): SQL[] {
  const where: SQL[] = [];
  if (values.team) where.push(eq(table.teamId, values.team));
  if (values.assignee) where.push(eq(table.assigneeId, values.assignee));
  if (values.category) {
    // A first-level category also counts its sub-categories (as the queue's filter does).
    const children = sql`select ${ticketCategory.id} from ${ticketCategory} where ${ticketCategory.parentId} = ${values.category}`;
    where.push(
      or(eq(table.categoryId, values.category), sql`${table.categoryId} in (${children})`)!,
    );
  }
  if (values.priority) where.push(eq(table.priority, values.priority));
  if (values.source) where.push(eq(table.source, values.source));
  return where;
}
