import type { Route } from "./+types/members";
import { findDashboardModule } from "~/content/dashboard-modules";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { MembersPage } from "~/features/members";
import { rootMetaData } from "~/lib/seo";
import { membersAction, membersLoader } from "~/server/workspaces/members-page.server";

// /dashboard/user-management: the members of the active workspace for a signed-in person; the
// spec's placeholder for anonymous visitors (the public demo).
const service = findDashboardModule("user-management")!;

export const loader = ({ request }: Route.LoaderArgs) => membersLoader(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  membersAction(request, context.clientIp);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: location.pathname,
  });

export default function Members({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <DashboardModulePage service={service} />;
  return <MembersPage view={loaderData.view} />;
}
