import { redirect } from "react-router";
import type { Route } from "./+types/workspace-switch";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { workspaceSwitchAction } from "~/server/workspaces/switch.server";

// POST /dashboard/espace: the workspace switcher (choose the active workspace, or create one).
export const action = ({ request }: Route.ActionArgs) => workspaceSwitchAction(request);

export function loader() {
  return redirect(DASHBOARD_PATH);
}
