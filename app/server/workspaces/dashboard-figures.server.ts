import type { DashboardFigure } from "~/contracts/dashboard-figures";
import { can, type WorkspaceAction } from "~/contracts/workspace-roles";
import { getViewer } from "~/server/auth/viewer.server";
import { openTicketsCardData } from "~/server/helpdesk/queue-page.server";
import { inventoryFigures } from "~/server/inventory/inventory-figures.server";
import { licenceFigures } from "~/server/inventory/licence-figures.server";
import type { TenantTx } from "./in-tenant.server";
import { withWorkspace, workspaceErrorResponse } from "./tenant.server";

// The dashboard index's real figures for a signed-in person: 'Tickets ouverts' (the helpdesk's
// card), then each module's figures, read in one tenant transaction. A module adds its source to
// DASHBOARD_FIGURE_SOURCES (one line): its cards appear after the others.

interface FigureSource {
  /** Who sees these figures (every role reads assets and licences). */
  permission: WorkspaceAction;
  run(tx: TenantTx, now: Date): Promise<DashboardFigure[]>;
}

const DASHBOARD_FIGURE_SOURCES: readonly FigureSource[] = [
  { permission: "asset.read", run: inventoryFigures },
  { permission: "asset.read", run: licenceFigures },
];

/** null for the anonymous demo or without a workspace: the spec's sample figures. */
export async function dashboardIndexData(request: Request, now = new Date()) {
  const viewer = await getViewer(request);
  if (!viewer?.workspace) return null;
  const openTickets = await openTicketsCardData(request);
  const figures = await withWorkspace(request, async ({ tx, workspace }) => {
    const all: DashboardFigure[] = [];
    for (const source of DASHBOARD_FIGURE_SOURCES) {
      if (can(workspace.role, source.permission)) all.push(...(await source.run(tx, now)));
    }
    return all;
  }).catch(workspaceErrorResponse);
  return { openTickets, figures };
}
