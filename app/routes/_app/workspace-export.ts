import type { Route } from "./+types/workspace-export";
import { exportWorkspace } from "~/server/workspaces/workspace-settings-routes.server";

// /dashboard/parametres/espace/export (owners): every row of the workspace in one JSON file.
export const loader = ({ request }: Route.LoaderArgs) => exportWorkspace(request);
