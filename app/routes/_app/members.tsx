import type { Route } from "./+types/members";
import { findDashboardModule } from "~/content/dashboard-modules";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";

// /dashboard/user-management: the placeholder of the spec until the members page lands.
const service = findDashboardModule("user-management")!;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: location.pathname,
  });

export default function Members() {
  return <DashboardModulePage service={service} />;
}
