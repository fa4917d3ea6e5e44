import type { Route } from "./+types/events";
import { projectEventsLoader } from "~/server/project-management/board-page.server";

// /dashboard/project-management/:projectId/evenements: the project's event stream (Server-Sent
// Events) that its open boards listen to; 404 for a hidden or foreign project.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  projectEventsLoader(request, params.projectId);
