import type { Route } from "./+types/article";
import { articlePath } from "~/content/knowledge";
import { dashboardMeta } from "~/features/dashboard";
import { ArticlePage } from "~/features/knowledge";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { articleAction, articleLoader } from "~/server/knowledge/knowledge-pages.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/it-procedures-tracking/:id: one article; 'Publier' / 'Repasser en brouillon'.
export const loader = ({ request, params }: Route.LoaderArgs) => articleLoader(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => articleAction(request, params.id);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  dashboardMeta(rootMetaData(matches), {
    title: loaderData?.view.title,
    description: loaderData?.view.title ?? "",
    path: articlePath(params.id),
  });

export default function Article({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticlePage view={loaderData.view} notice={loaderData.notice} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
