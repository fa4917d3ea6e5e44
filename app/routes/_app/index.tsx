import { useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { DashboardHome, dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { openTicketsCardData } from "~/server/helpdesk/queue/queue-page.server";
import { dashboardFigures } from "~/server/workspaces/dashboard-figures.server";

// The dashboard's index. For a signed-in person, the active workspace's real figures: 'Tickets
// ouverts' and each module's (assets in service, warranties ending…), and 'Alertes récentes'; the
// public demo keeps the spec's sample figures.
export async function loader({ request }: Route.LoaderArgs) {
  const openTickets = await openTicketsCardData(request);
  const modules = await dashboardFigures(request);
  return openTickets === null && modules === null ? null : { openTickets, ...modules };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    description: "Vue d'ensemble de votre système d'information et de tous vos services IT.",
    path: DASHBOARD_PATH,
  });

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <DashboardHome
      query={params.get("q") ?? ""}
      openTickets={loaderData?.openTickets ?? null}
      figures={loaderData?.figures ?? []}
      alerts={loaderData?.alerts ?? null}
    />
  );
}
