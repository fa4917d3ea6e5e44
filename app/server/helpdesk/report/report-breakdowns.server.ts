import { sql, type SQL } from "drizzle-orm";
import { ticketPriorityLabels, ticketSourceLabels, type TicketPriority } from "~/content/helpdesk";
import type { ReportColumn, ReportTable } from "~/contracts/report";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { ReportFilters } from "./report-filters.server";
import { openAt, percent, toMinutes, touching, within, type Range } from "./report-sql.server";

// The report's tables by category, priority, channel, team and technician (decision 0107): one
// query with grouping sets, so each table is the same figures as the cards, split by one
// dimension. A row per value met in the period (a name for an id that no longer has one).

const DIMENSIONS = [
  { id: "category", column: ticket.categoryId, title: "Par catégorie", label: "Catégorie" },
  { id: "priority", column: ticket.priority, title: "Par priorité", label: "Priorité" },
  { id: "source", column: ticket.source, title: "Par canal", label: "Canal" },
  { id: "team", column: ticket.teamId, title: "Par équipe", label: "Équipe" },
  { id: "assignee", column: ticket.assigneeId, title: "Par technicien", label: "Technicien" },
] as const;

type DimensionId = (typeof DIMENSIONS)[number]["id"];

const COLUMNS: ReportColumn[] = [
  { key: "opened", label: "Ouverts", unit: "count" },
  { key: "resolved", label: "Résolus", unit: "count" },
  { key: "backlog", label: "En cours à la fin", unit: "count" },
  { key: "sla", label: "Conformité SLA", unit: "percent" },
  { key: "resolution", label: "Résolution (médiane)", unit: "duration" },
  { key: "csat", label: "Satisfaction", unit: "percent" },
];

const PRIORITY_ORDER: Record<string, number> = { urgent: 0, high: 1, normal: 2, low: 3 };

function nameOf(id: DimensionId, value: string | null, names: ReportFilters["names"]): string {
  if (id === "priority") return ticketPriorityLabels[value as TicketPriority] ?? value ?? "";
  if (id === "source") return ticketSourceLabels[value as keyof typeof ticketSourceLabels] ?? "";
  if (value === null) {
    return { category: "Sans catégorie", team: "Sans équipe", assignee: "Non assigné" }[id];
  }
  return names[id].get(value) ?? (id === "assignee" ? "Ancien membre" : "Supprimée");
}

export async function breakdownTables(
  tx: TenantTx,
  range: Range,
  filters: ReportFilters,
): Promise<ReportTable[]> {
  const resolved = within(ticket.resolvedAt, range);
  const n = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
  const rows = await tx
    .select({
      set: sql<number>`grouping(${ticket.categoryId}, ${ticket.priority}, ${ticket.source}, ${ticket.teamId}, ${ticket.assigneeId})`.mapWith(
        Number,
      ),
      category: ticket.categoryId,
      priority: ticket.priority,
      source: ticket.source,
      team: ticket.teamId,
      assignee: ticket.assigneeId,
      opened: n(sql`count(*) filter (where ${within(ticket.createdAt, range)})`),
      resolved: n(sql`count(*) filter (where ${resolved})`),
      backlog: n(sql`count(*) filter (where ${openAt(range.end)})`),
      slaMet: n(sql`count(*) filter (where ${resolved} and not ${ticket.slaBreached})`),
      resolution: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${ticket.slaElapsedMs}) filter (where ${resolved})`,
      votes: n(
        sql`count(*) filter (where ${resolved} and ${ticket.satisfaction} in ('up', 'down'))`,
      ),
      satisfied: n(sql`count(*) filter (where ${resolved} and ${ticket.satisfaction} = 'up')`),
    })
    .from(ticket)
    .where(touching(range, filters.where))
    .groupBy(
      sql`grouping sets ((${ticket.categoryId}), (${ticket.priority}), (${ticket.source}), (${ticket.teamId}), (${ticket.assigneeId}))`,
    );
  // grouping(a, b, c, d, e): a bit per column left out of the row's set, a first (16).
  const setOf = (index: number) => 31 - (1 << (4 - index));
  const collator = new Intl.Collator("fr", { sensitivity: "base" });
  return DIMENSIONS.map((dimension, index) => {
    const mine = rows
      .filter((row) => row.set === setOf(index))
      .map((row) => {
        const value = row[dimension.id];
        return {
          key: value,
          name: nameOf(dimension.id, value, filters.names),
          opened: row.opened,
          resolved: row.resolved,
          backlog: row.backlog,
          sla: percent(row.slaMet, row.resolved),
          resolution: toMinutes(row.resolution === null ? null : Number(row.resolution)),
          csat: percent(row.satisfied, row.votes),
        };
      })
      .sort((a, b) =>
        dimension.id === "priority"
          ? PRIORITY_ORDER[a.key ?? ""]! - PRIORITY_ORDER[b.key ?? ""]!
          : b.opened - a.opened || b.backlog - a.backlog || collator.compare(a.name, b.name),
      );
    return {
      id: `helpdesk-by-${dimension.id}`,
      title: dimension.title,
      columns: [{ key: "name", label: dimension.label }, ...COLUMNS],
      rows: mine.map(({ key: _key, ...row }) => row),
      empty: "Aucun ticket sur la période.",
    } satisfies ReportTable;
  });
}
