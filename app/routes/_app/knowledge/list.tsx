import type { Route } from "./+types/list";
import { findDashboardModule } from "~/content/dashboard-modules";
import { KNOWLEDGE_MODULE_ID, KNOWLEDGE_PATH } from "~/content/knowledge";
import { dashboardMeta, DashboardModulePage } from "~/features/dashboard";
import { KnowledgeListPage } from "~/features/knowledge";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { knowledgeListLoader } from "~/server/knowledge/knowledge-pages.server";

// /dashboard/it-procedures-tracking: the workspace's procedures for a signed-in person; the
// catalogue's placeholder for anonymous visitors.
const service = findDashboardModule(KNOWLEDGE_MODULE_ID)!;

export const loader = ({ request }: Route.LoaderArgs) => knowledgeListLoader(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: service.title,
    description: service.description,
    path: KNOWLEDGE_PATH,
  });

export default function Knowledge({ loaderData }: Route.ComponentProps) {
  if (!loaderData?.view) return <DashboardModulePage service={service} />;
  return <KnowledgeListPage view={loaderData.view} notice={loaderData.notice} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
