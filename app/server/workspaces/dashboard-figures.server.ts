import type { DashboardFigure } from "~/contracts/dashboard-figures";
import { getViewer } from "~/server/auth/viewer.server";
import { MODULES } from "~/server/modules.server";
import { withWorkspace, workspaceErrorResponse } from "./tenant.server";

// The dashboard index's module figures for a signed-in person: each module's manifest `figures`
// (decision 0083), read in one tenant transaction, in the order of the module list. The
// helpdesk's 'Tickets ouverts' card is its own (the index route asks the helpdesk for it).

/** null for the anonymous demo or without a workspace: the spec's sample figures. */
export async function dashboardFigures(
  request: Request,
  now = new Date(),
): Promise<DashboardFigure[] | null> {
  const viewer = await getViewer(request);
  if (!viewer?.workspace) return null;
  return withWorkspace(request, async ({ tx, workspace }) => {
    const all: DashboardFigure[] = [];
    for (const source of MODULES.flatMap((module) => module.figures ?? [])) {
      if (source.visibleTo(workspace.role)) all.push(...(await source.run(tx, now)));
    }
    return all;
  }).catch(workspaceErrorResponse);
}
