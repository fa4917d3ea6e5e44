import { OPEN_STATUSES } from "~/content/helpdesk";
import { queueHref } from "~/contracts/helpdesk-queue";
import type { ReportMetric, ReportSection } from "~/contracts/report";
import type { ReportInput } from "~/server/platform/module-manifest.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { breakdownTables } from "./report-breakdowns.server";
import { resolutionTimes } from "./report-resolution-times.server";
import { dailySeries } from "./report-daily.server";
import { reportFilters } from "./report-filters.server";
import {
  breachedTickets,
  lowestSatisfaction,
  satisfactionComments,
  topRequesters,
} from "./report-lists.server";
import { rangeFigures, type RangeFigures } from "./report-metrics.server";
import { reopenCounts } from "./report-reopens.server";
import { percent, rangeOf, toMinutes } from "./report-sql.server";
import { reportCharts } from "./report-charts.server";

// The helpdesk's section of 'Pilotage de la performance' and of the monthly PDF (decisions
// 0104, 0107): its figures over the period beside the previous one, the daily charts, the tables
// by dimension, the lists, every one narrowed by the filters of the URL it offers.

type Figures = RangeFigures & { reopens: { resolved: number; reopened: number } };

const HINTS = {
  opened: "Tickets créés sur la période, tous canaux.",
  resolved: "Tickets passés à «\u202fRésolu\u202f» sur la période (et pas rouverts depuis).",
  backlog: "Tickets encore ouverts (nouveaux, en cours, en attente) à la fin de la période.",
  first: "Temps ouvré jusqu'à la première réponse publique, hors attente du client.",
  resolution: "Temps ouvré jusqu'à la résolution, hors périodes «\u202fEn attente\u202f».",
  sla: "Part des tickets résolus sur la période sans dépasser leurs délais (réponse et résolution).",
  reopen: "Part des tickets résolus sur la période puis rouverts.",
  csat: "Part des avis «\u202fSatisfait\u202f» sur les tickets résolus de la période.",
};

function metrics(now: Figures, before: Figures, filters: Record<string, unknown>): ReportMetric[] {
  const list = queueHref(filters);
  const metric = (
    id: string,
    label: string,
    unit: ReportMetric["unit"],
    pick: (f: Figures) => number | null,
    better: ReportMetric["better"],
    hint: string,
    href = list,
  ): ReportMetric => ({
    id,
    label,
    unit,
    value: pick(now),
    previous: pick(before),
    better,
    hint,
    href,
  });
  const h = HINTS;
  const open = queueHref({ ...filters, status: [...OPEN_STATUSES] });
  const done = queueHref({ ...filters, status: ["resolved", "closed"] });
  return [
    metric("helpdesk-opened", "Tickets reçus", "count", (f) => f.opened, null, h.opened),
    metric(
      "helpdesk-resolved",
      "Tickets résolus",
      "count",
      (f) => f.resolved,
      "higher",
      h.resolved,
      done,
    ),
    metric("helpdesk-backlog", "Backlog", "count", (f) => f.backlog, "lower", h.backlog, open),
    metric(
      "helpdesk-first-response-median",
      "Première réponse (médiane)",
      "duration",
      (f) => toMinutes(f.firstResponse.median),
      "lower",
      h.first,
    ),
    metric(
      "helpdesk-first-response-p90",
      "Première réponse (90e centile)",
      "duration",
      (f) => toMinutes(f.firstResponse.p90),
      "lower",
      h.first,
    ),
    metric(
      "helpdesk-resolution-median",
      "Résolution (médiane)",
      "duration",
      (f) => toMinutes(f.resolution.median),
      "lower",
      h.resolution,
      done,
    ),
    metric(
      "helpdesk-resolution-p90",
      "Résolution (90e centile)",
      "duration",
      (f) => toMinutes(f.resolution.p90),
      "lower",
      h.resolution,
      done,
    ),
    metric(
      "helpdesk-sla",
      "Conformité SLA",
      "percent",
      (f) => percent(f.slaMet, f.resolved),
      "higher",
      h.sla,
      queueHref({ ...filters, view: "overdue" }),
    ),
    metric(
      "helpdesk-reopen",
      "Taux de réouverture",
      "percent",
      (f) => percent(f.reopens.reopened, f.reopens.resolved),
      "lower",
      h.reopen,
      done,
    ),
    metric(
      "helpdesk-csat",
      "Satisfaction (CSAT)",
      "percent",
      (f) => percent(f.satisfied, f.votes),
      "higher",
      h.csat,
      done,
    ),
  ];
}

export async function helpdeskReportSection(
  tx: TenantTx,
  input: ReportInput,
): Promise<ReportSection> {
  const filters = await reportFilters(tx, input.filters);
  const where = filters.where;
  const current = rangeOf(input.period);
  const previous = rangeOf(input.period.previous);
  const [reopensNow, reopensBefore] = await reopenCounts(tx, [current, previous], where);
  // The period's resolution times: the cards' median and p90 and the tables' medians (0123).
  const times = await resolutionTimes(tx, current, where);
  const now: Figures = {
    ...(await rangeFigures(tx, current, filters, times.overall)),
    reopens: reopensNow,
  };
  const before: Figures = {
    ...(await rangeFigures(tx, previous, filters)),
    reopens: reopensBefore,
  };
  const daily = await dailySeries(
    tx,
    current,
    input.period.days,
    now.backlogAtStart,
    filters.days,
    zoneDay(input.now, input.period.timeZone),
  );
  return {
    id: "helpdesk",
    title: "Support (helpdesk)",
    metrics: metrics(now, before, filters.queue),
    charts: reportCharts(input.period.days, daily),
    tables: [
      ...(await breakdownTables(tx, current, filters, times)),
      await topRequesters(tx, current, where),
      await satisfactionComments(tx, current, where),
    ],
    notable: [
      await breachedTickets(tx, current, where, input.now),
      await lowestSatisfaction(tx, current, where),
    ],
    filters: filters.offered,
  };
}

/** The calendar day (yyyy-mm-dd) of an instant in a time zone. */
function zoneDay(at: Date, timeZone: string): string {
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) =>
    parts.find((p) => p.type === type)!.value;
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  return `${part("year", parts)}-${part("month", parts)}-${part("day", parts)}`;
}
