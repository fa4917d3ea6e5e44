import type { Route } from "./+types/licence";
import { licencePageTexts } from "~/content/licences";
import { dashboardMeta } from "~/features/dashboard";
import { LicencePage } from "~/features/licences";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { licencePageAction, loadLicencePage } from "~/server/licences/index.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/software-source-code-management/:id: one licence (edit, key, seats); the French
// 404 page for another workspace's id or a malformed one.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadLicencePage(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  licencePageAction(request, params.id);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  dashboardMeta(rootMetaData(matches), {
    title: loaderData ? licencePageTexts.metaTitle(loaderData.view.name) : undefined,
    description: licencePageTexts.description,
    path: location.pathname,
  });

export default function Licence({ loaderData, actionData }: Route.ComponentProps) {
  return <LicencePage view={loaderData.view} notice={loaderData.notice} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
