import type { Route } from "./+types/project-index";
import { projectIndexLoader } from "~/server/project-management/project-layout.server";

// /dashboard/project-management/:projectId: the board is a project's first view (404 for a
// project the viewer does not see, as its pages).
export const loader = ({ request, params }: Route.LoaderArgs) =>
  projectIndexLoader(request, params.projectId);
