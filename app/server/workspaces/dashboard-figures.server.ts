import type { DashboardAlert, DashboardFigure } from "~/contracts/dashboard-figures";
import { getViewer } from "~/server/auth/viewer.server";
import { MODULES } from "~/server/modules.server";
import { withWorkspace, workspaceErrorResponse } from "./tenant.server";

// The dashboard index's module figures and 'Alertes récentes' for a signed-in person: each
// module's manifest `figures` and `alerts` (decisions 0083, 0104), read in one tenant
// transaction, in the order of the module list. The helpdesk's 'Tickets ouverts' card is its own
// (the index route asks the helpdesk for it).

/** The most alerts the index lists (newest first); the modules' lists have the rest. */
const SHOWN_ALERTS = 6;

export interface DashboardModuleData {
  figures: DashboardFigure[];
  alerts: DashboardAlert[];
}

/** null for the anonymous demo or without a workspace: the spec's sample figures. */
export async function dashboardFigures(
  request: Request,
  now = new Date(),
): Promise<DashboardModuleData | null> {
  const viewer = await getViewer(request);
  if (!viewer?.workspace) return null;
  return withWorkspace(request, async ({ tx, workspace }) => {
    const figures: DashboardFigure[] = [];
    for (const source of MODULES.flatMap((module) => module.figures ?? [])) {
      if (source.visibleTo(workspace.role)) figures.push(...(await source.run(tx, now)));
    }
    const alerts: DashboardAlert[] = [];
    for (const source of MODULES.flatMap((module) => (module.alerts ? [module.alerts] : []))) {
      if (source.visibleTo(workspace.role)) alerts.push(...(await source.run(tx, now)));
    }
    alerts.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
    return { figures, alerts: alerts.slice(0, SHOWN_ALERTS) };
  }).catch(workspaceErrorResponse);
}
