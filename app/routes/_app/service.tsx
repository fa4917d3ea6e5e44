import { data } from "react-router";
import type { Route } from "./+types/service";
import { dashboardTexts } from "~/content/dashboard";
import { findDashboardService } from "~/content/dashboard-services";
import { dashboardMeta, ServiceNotFound, ServicePage } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";

// /dashboard/<id>: a service of the catalogue, or 404 for any other id.
export function loader({ params }: Route.LoaderArgs) {
  const service = findDashboardService(params.serviceId);
  return data({ serviceId: service?.id ?? null }, { status: service ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const service = findDashboardService(loaderData?.serviceId ?? undefined);
  return dashboardMeta(rootMetaData(matches), {
    title: service?.title ?? dashboardTexts.notFoundTitle,
    description: service?.description ?? dashboardTexts.notFoundText,
    path: location.pathname,
  });
};

export default function DashboardService({ loaderData }: Route.ComponentProps) {
  const service = findDashboardService(loaderData.serviceId ?? undefined);
  return service ? <ServicePage service={service} /> : <ServiceNotFound />;
}
