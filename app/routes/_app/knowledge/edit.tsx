import type { Route } from "./+types/edit";
import { articleEditPath, articleFormTexts } from "~/content/knowledge";
import { dashboardMeta } from "~/features/dashboard";
import { ArticleFormPage } from "~/features/knowledge";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { articleFormAction, articleFormLoader } from "~/server/knowledge/knowledge-pages.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/it-procedures-tracking/:id/modifier: the article's form (Technicien and up).
export const loader = ({ request, params }: Route.LoaderArgs) =>
  articleFormLoader(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  articleFormAction(request, params.id);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  dashboardMeta(rootMetaData(matches), {
    title: articleFormTexts.editTitle,
    description: articleFormTexts.lead,
    path: articleEditPath(params.id),
  });

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleFormPage view={loaderData.view} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
