import { redirect } from "react-router";
import type { Route } from "./+types/project-index";
import { projectViewPath } from "~/content/project-management";

// /dashboard/project-management/:projectId: the board is a project's first view.
export const loader = ({ params }: Route.LoaderArgs) =>
  redirect(projectViewPath(params.projectId, "tableau"));
