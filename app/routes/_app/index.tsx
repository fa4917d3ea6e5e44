import { useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { DASHBOARD_PATH } from "~/content/dashboard-modules";
import { DashboardHome, dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    description: "Vue d'ensemble de votre système d'information et de tous vos services IT.",
    path: DASHBOARD_PATH,
  });

export default function DashboardIndex() {
  const [params] = useSearchParams();
  return <DashboardHome query={params.get("q") ?? ""} />;
}
