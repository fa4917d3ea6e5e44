import { and, desc, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { helpdeskHomeTexts, OPEN_STATUSES, ticketNumberLabel } from "~/content/helpdesk";
import { ticketPath } from "~/content/helpdesk-links";
import type { DashboardAlert, DashboardFigure } from "~/contracts/dashboard-figures";
import { queueHref } from "~/contracts/helpdesk-queue";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { currentMonth } from "~/server/platform/report-period.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { backlogAt, rangeCounts } from "./report-days.server";
import { percent, rangeOf } from "./report-sql.server";

// The dashboard home's helpdesk trends and alerts (decision 0107): SLA compliance and CSAT of
// the current month of Africa/Conakry beside last month's, defined as in the report section
// (the same per-day counts), and 'Alertes récentes': open tickets whose SLA target passed in the last
// days (critical) or that reached 75 % of it (warning), newest first.

const ALERT_DAYS = 7;
const ALERT_LIMIT = 5;
const DAY_MS = 86_400_000;

export async function helpdeskTrendFigures(tx: TenantTx, now: Date): Promise<DashboardFigure[]> {
  const month = currentMonth(now);
  // Two reads of the per-day totals (decision 0111): a hot path, no ticket row read.
  const current = await rangeCounts(tx, rangeOf(month), []);
  const previous = await rangeCounts(tx, rangeOf(month.previous), []);
  const sla = (f: typeof current) => percent(f.slaMet, f.resolved);
  const csat = (f: typeof current) => percent(f.satisfied, f.votes);
  const figures: DashboardFigure[] = [];
  const slaNow = sla(current);
  // Nothing resolved (or nobody voted) this month: no figure rather than a false 0 %.
  if (slaNow !== null) {
    figures.push({
      id: "helpdesk-sla",
      title: "Conformité SLA",
      count: slaNow,
      unit: "percent",
      description: helpdeskHomeTexts.slaDescription(current.slaMet, current.resolved),
      href: queueHref({ view: "overdue" }),
      link: "Voir les tickets en retard",
      previous: sla(previous),
      better: "higher",
      previousLabel: month.previous.label,
    });
  }
  const csatNow = csat(current);
  if (csatNow !== null) {
    figures.push({
      id: "helpdesk-csat",
      title: "Satisfaction",
      count: csatNow,
      unit: "percent",
      description: helpdeskHomeTexts.csatDescription(current.votes),
      href: queueHref({ status: ["resolved", "closed"] }),
      link: "Voir les tickets résolus",
      previous: csat(previous),
      better: "higher",
      previousLabel: month.previous.label,
    });
  }
  return figures;
}

/**
 * The 'Tickets ouverts' card's trend for those who see every ticket: the tickets open at last
 * month's end, from the days' totals (decision 0111), beside the open tickets now.
 */
export async function openTicketsTrend(tx: TenantTx, now: Date) {
  const month = currentMonth(now);
  return {
    previous: await backlogAt(tx, new Date(month.start), []),
    previousLabel: `fin ${month.previous.label}`,
  };
}

export async function helpdeskAlerts(tx: TenantTx, now: Date): Promise<DashboardAlert[]> {
  const since = new Date(now.getTime() - ALERT_DAYS * DAY_MS);
  const due = sql<string>`least(${ticket.firstResponseDueAt}, ${ticket.resolutionDueAt})`;
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const open = inArray(ticket.status, [...OPEN_STATUSES]);
  const late = await tx
    .select({ id: ticket.id, number: ticket.number, subject: ticket.subject, at: due })
    .from(ticket)
    .where(and(open, sql`${due} <= ${at(now)}`, sql`${due} > ${at(since)}`))
    .orderBy(desc(due), desc(ticket.number))
    .limit(ALERT_LIMIT);
  const risky = await tx
    .select({ id: ticket.id, number: ticket.number, subject: ticket.subject, at: ticket.slaRiskAt })
    .from(ticket)
    .where(
      and(
        open,
        isNotNull(ticket.slaRunningSince),
        lte(ticket.slaRiskAt, now),
        gt(ticket.slaRiskAt, since),
        sql`not ${ticket.slaBreached}`,
        sql`(${due} is null or ${due} > ${at(now)})`,
      ),
    )
    .orderBy(desc(ticket.slaRiskAt), desc(ticket.number))
    .limit(ALERT_LIMIT);
  const alerts: DashboardAlert[] = [
    ...late.map((row) => ({
      id: `sla-breach:${row.id}`,
      severity: "critical" as const,
      title: `SLA dépassé · ${ticketNumberLabel(row.number)}`,
      detail: row.subject,
      href: ticketPath(row.number),
      at: new Date(row.at).toISOString(),
    })),
    ...risky.map((row) => ({
      id: `sla-risk:${row.id}`,
      severity: "warning" as const,
      title: `SLA à risque · ${ticketNumberLabel(row.number)}`,
      detail: row.subject,
      href: ticketPath(row.number),
      at: row.at!.toISOString(),
    })),
  ];
  return alerts.sort((a, b) => b.at.localeCompare(a.at)).slice(0, ALERT_LIMIT);
}
