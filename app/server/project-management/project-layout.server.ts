import { data, redirect } from "react-router";
import {
  projectStatusLabels,
  projectViewPath,
  type ProjectFrame,
  type ProjectStatus,
} from "~/content/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { canManageProject, projectForViewer } from "./project-access.server";
import { runProjects } from "./project-scope.server";
import { workspaceErrorResponse } from "~/server/workspaces/tenant.server";

// The frame of one project's pages (board, list, timeline, tasks, settings): its code, name and
// status for the header, and what the viewer may do there. A hidden or foreign id is the 404.

export function projectLayoutLoader(request: Request, projectId: string | undefined) {
  return runProjects(request, "project.read", async (ctx) => {
    const row = await projectForViewer(ctx, projectId);
    const frame: ProjectFrame = {
      id: row.id,
      code: row.code,
      name: row.name,
      status: row.status as ProjectStatus,
      statusLabel: projectStatusLabels[row.status as ProjectStatus],
      clientName: row.clientName,
      canWrite: ctx.canWrite,
      canManage: canManageProject(ctx, row),
    };
    return data({ frame }, { headers: NO_STORE });
  }).catch(workspaceErrorResponse);
}

/** A project's own address leads to its board, once the project is one the viewer sees. */
export function projectIndexLoader(request: Request, projectId: string | undefined) {
  return runProjects(request, "project.read", async (ctx) => {
    const row = await projectForViewer(ctx, projectId);
    return redirect(projectViewPath(row.id, "tableau"), { headers: NO_STORE });
  }).catch(workspaceErrorResponse);
}
