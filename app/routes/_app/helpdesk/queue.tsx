import type { Route } from "./+types/queue";
import { findDashboardModule } from "~/content/dashboard-modules";
import { HELPDESK_PATH } from "~/content/helpdesk-links";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { HelpdeskQueuePage } from "~/features/helpdesk";
import { rootMetaData } from "~/lib/seo";
import {
  helpdeskQueueAction,
  helpdeskQueueLoader,
} from "~/server/helpdesk/queue/queue-page.server";

// /dashboard/helpdesk: the active workspace's ticket queue for a signed-in person; the spec's
// placeholder for anonymous visitors (the public demo).
const service = findDashboardModule("helpdesk")!;

export const loader = ({ request }: Route.LoaderArgs) => helpdeskQueueLoader(request);

export const action = ({ request }: Route.ActionArgs) => helpdeskQueueAction(request);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: HELPDESK_PATH,
  });

export default function Helpdesk({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <DashboardModulePage service={service} />;
  return <HelpdeskQueuePage view={loaderData.view} title={service.title} />;
}
