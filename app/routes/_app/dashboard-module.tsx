import { data } from "react-router";
import type { Route } from "./+types/dashboard-module";
import { dashboardTexts } from "~/content/dashboard";
import { findDashboardModule } from "~/content/dashboard-modules";
import { dashboardMeta, DashboardModuleNotFound, DashboardModulePage } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";

// /dashboard/<id>: a module of the catalogue, or 404 for any other id.
export function loader({ params }: Route.LoaderArgs) {
  const service = findDashboardModule(params.moduleId);
  return data({ moduleId: service?.id ?? null }, { status: service ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const service = findDashboardModule(loaderData?.moduleId ?? undefined);
  return dashboardMeta(rootMetaData(matches), {
    title: service?.title ?? dashboardTexts.notFoundTitle,
    description: service?.description ?? dashboardTexts.notFoundText,
    path: location.pathname,
  });
};

export default function DashboardModule({ loaderData }: Route.ComponentProps) {
  const service = findDashboardModule(loaderData.moduleId ?? undefined);
  return service ? <DashboardModulePage service={service} /> : <DashboardModuleNotFound />;
}
