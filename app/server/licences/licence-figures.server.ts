import { LICENCES_PATH } from "~/content/inventory";
import { licenceFigureTexts as t } from "~/content/licences";
import type { DashboardFigure } from "~/contracts/dashboard-figures";
import { licencesHref } from "~/contracts/licences";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { licenceComplianceCounts } from "./licence-list.server";

// The dashboard's licence figure: how many licences are over-allocated (the list's 'Sur-attribuées'
// filter, which the figure links to), and how many expire soon.

export async function licenceFigures(tx: TenantTx, now: Date): Promise<DashboardFigure[]> {
  const counts = await licenceComplianceCounts(tx, now);
  return [
    {
      id: "licences-over",
      title: t.title,
      count: counts.overAllocated,
      description: t.description(counts.expiring),
      href: licencesHref(LICENCES_PATH, { filter: "over", q: "", page: 1 }),
      link: t.link,
      tone: "attention",
    },
  ];
}
