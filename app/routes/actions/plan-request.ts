import { redirect } from "react-router";
import type { Route } from "./+types/plan-request";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { planRequestAction } from "~/server/workspaces/plan-request.server";

// POST /dashboard/formule: 'Passer à {formule}' (a request to staff; no payment here).
export const action = ({ request, context }: Route.ActionArgs) =>
  planRequestAction(request, context.clientIp);

export function loader() {
  return redirect(DASHBOARD_PATH);
}
