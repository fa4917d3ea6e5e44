import { projectPath } from "~/content/project-management";
import { projectAlertTexts as t } from "~/content/project-report";
import type { DashboardAlert } from "~/contracts/dashboard-figures";
import { formatDateCompact, formatIsoDay } from "~/lib/date-time";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { lateProject } from "./project-list.server";
import { project } from "./schema.server";

// The projects' items of 'Alertes récentes' (decision 0104): the projects behind the 'Projets en
// retard' card, each dated from the day after its due date (when it became late).

const SHOWN = 6;
const DAY_MS = 86_400_000;

export async function projectAlerts(tx: TenantTx, now: Date): Promise<DashboardAlert[]> {
  const rows = await tx
    .select({ id: project.id, code: project.code, name: project.name, dueOn: project.dueOn })
    .from(project)
    .where(lateProject(formatIsoDay(now)))
    .orderBy(project.dueOn, project.code)
    .limit(SHOWN);
  return rows.map((row) => {
    const due = Date.parse(`${row.dueOn}T00:00:00Z`);
    return {
      id: `project-late:${row.id}`,
      severity: "warning",
      title: t.late(row.name),
      detail: t.lateDetail(row.code, formatDateCompact(new Date(due + DAY_MS / 2))),
      href: projectPath(row.id),
      at: new Date(due + DAY_MS).toISOString(),
    };
  });
}
