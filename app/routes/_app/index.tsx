import { useSearchParams } from "react-router";
import type { Route } from "./+types/index";
import { DASHBOARD_PATH } from "~/content/dashboard-modules";
import { DashboardHome, dashboardMeta } from "~/features/dashboard";
import { rootMetaData } from "~/lib/seo";
import { openTicketsCardData } from "~/server/helpdesk/queue-page.server";
import { licenceCardData } from "~/server/inventory/licence-list-page.server";

// The dashboard's index. For a signed-in person, the 'Tickets ouverts' card counts the active
// workspace's open tickets; the public demo keeps the spec's sample figures.
export const loader = async ({ request }: Route.LoaderArgs) => ({
  openTickets: await openTicketsCardData(request),
  licences: await licenceCardData(request),
});

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
      openTickets={loaderData.openTickets}
      licences={loaderData.licences}
    />
  );
}
