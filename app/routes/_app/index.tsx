import { useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { DASHBOARD_PATH } from "~/content/dashboard-modules";
import { WORKSPACE_DELETED_STATE } from "~/content/workspace-settings";
import { DashboardHome, dashboardMeta } from "~/features/dashboard";
import { WorkspaceDeletedNotice } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    description: "Vue d'ensemble de votre système d'information et de tous vos services IT.",
    path: DASHBOARD_PATH,
  });

export default function DashboardIndex() {
  const [params] = useSearchParams();
  return (
    <>
      {params.get("etat") === WORKSPACE_DELETED_STATE ? <WorkspaceDeletedNotice /> : null}
      <DashboardHome query={params.get("q") ?? ""} />
    </>
  );
}
