import { OPEN_STATUSES } from "~/content/helpdesk";
import { queueHref } from "~/contracts/helpdesk-queue";
import type { ReportMetric } from "~/contracts/report";
import type { RangeFigures } from "./report-metrics.server";
import { percent, toMinutes } from "./report-sql.server";

// The helpdesk section's cards: each figure of the period beside the previous one, its hint and
// the queue link behind it (decision 0107).

export type Figures = RangeFigures & { reopens: { resolved: number; reopened: number } };

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

export function metrics(
  now: Figures,
  before: Figures,
  filters: Record<string, unknown>,
): ReportMetric[] {
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
      "Première réponse (90e\u00a0centile)",
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
      "Résolution (90e\u00a0centile)",
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
