import { ticketPriorityLabels, ticketSourceLabels, type TicketPriority } from "~/content/helpdesk";
import type { ReportColumn, ReportTable } from "~/contracts/report";
import { ticket } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { combinationCounts } from "./report-days.server";
import type { ReportFilters } from "./report-filters.server";
import type { ResolutionTimes } from "./report-resolution-times.server";
import { percent, toMinutes, type Range } from "./report-sql.server";

// The report's tables by category, priority, channel, team and technician (decision 0107): the
// per-day counts (decision 0111) and the resolution medians, each with grouping sets, so each
// table is the cards' figures split by one dimension. A row per value met in the period (a name for
// an id that no longer has one).

export const DIMENSIONS = [
  { id: "category", column: ticket.categoryId, title: "Par catégorie", label: "Catégorie" },
  { id: "priority", column: ticket.priority, title: "Par priorité", label: "Priorité" },
  { id: "source", column: ticket.source, title: "Par canal", label: "Canal" },
  { id: "team", column: ticket.teamId, title: "Par équipe", label: "Équipe" },
  { id: "assignee", column: ticket.assigneeId, title: "Par technicien", label: "Technicien" },
] as const;

export type DimensionId = (typeof DIMENSIONS)[number]["id"];

const COLUMNS: ReportColumn[] = [
  { key: "opened", label: "Ouverts", unit: "count" },
  { key: "resolved", label: "Résolus", unit: "count" },
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

type Counts = Awaited<ReturnType<typeof combinationCounts>>[number];
type Line = Pick<Counts, "opened" | "resolved" | "slaMet" | "votes" | "satisfied"> & {
  value: string | null;
};

/** A dimension's counts per value, added up from the combinations; a value met in the range. */
function perValue(combinations: Counts[], id: DimensionId): Line[] {
  const lines = new Map<string, Line>();
  for (const row of combinations) {
    const value = row[id];
    const line = lines.get(value ?? "") ?? {
      value,
      opened: 0,
      resolved: 0,
      slaMet: 0,
      votes: 0,
      satisfied: 0,
    };
    lines.set(value ?? "", line);
    line.opened += row.opened;
    line.resolved += row.resolved;
    line.slaMet += row.slaMet;
    line.votes += row.votes;
    line.satisfied += row.satisfied;
  }
  // Opened or resolved in the range (as the tables counted it before).
  return [...lines.values()].filter((line) => line.opened !== 0 || line.resolved !== 0);
}

export async function breakdownTables(
  tx: TenantTx,
  range: Range,
  filters: ReportFilters,
  /** The range's `resolutionTimes`, read once with the cards' figure. */
  times: ResolutionTimes,
  /** The range's combinations when already read (its kept months, decision 0133). */
  known?: Counts[],
): Promise<ReportTable[]> {
  // The counts from the per-day table (decision 0111), the medians from the index.
  const combinations = known ?? (await combinationCounts(tx, range, filters.days));
  const collator = new Intl.Collator("fr", { sensitivity: "base" });
  return DIMENSIONS.map((dimension) => {
    const median = times.medians[dimension.id];
    const lines = perValue(combinations, dimension.id).map((row) => {
      const resolution = median.get(row.value ?? "");
      return {
        key: row.value,
        name: nameOf(dimension.id, row.value, filters.names),
        opened: row.opened,
        resolved: row.resolved,
        sla: percent(row.slaMet, row.resolved),
        resolution: resolution == null ? null : toMinutes(resolution),
        csat: percent(row.satisfied, row.votes),
      };
    });
    lines.sort((a, b) =>
      dimension.id === "priority"
        ? PRIORITY_ORDER[a.key ?? ""]! - PRIORITY_ORDER[b.key ?? ""]!
        : b.opened - a.opened ||
          b.resolved - a.resolved ||
          collator.compare(a.name, b.name) ||
          // Two deleted teams with the same counts: by id, so the order is defined (0126).
          ((a.key ?? "") < (b.key ?? "") ? -1 : 1),
    );
    return {
      id: `helpdesk-by-${dimension.id}`,
      title: dimension.title,
      columns: [{ key: "name", label: dimension.label }, ...COLUMNS],
      rows: lines.map(({ key: _key, ...row }) => row),
      empty: "Aucun ticket sur la période.",
    } satisfies ReportTable;
  });
}
