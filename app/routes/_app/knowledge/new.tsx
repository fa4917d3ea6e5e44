import type { Route } from "./+types/new";
import { articleFormTexts, NEW_ARTICLE_PATH } from "~/content/knowledge";
import { dashboardMeta } from "~/features/dashboard";
import { ArticleFormPage } from "~/features/knowledge";
import { WorkspaceRefusal } from "~/features/workspace-settings";
import { rootMetaData } from "~/lib/seo";
import { articleFormAction, articleFormLoader } from "~/server/knowledge/knowledge-pages.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/it-procedures-tracking/nouveau: 'Nouvelle procédure' (Technicien and up).
export const loader = ({ request }: Route.LoaderArgs) => articleFormLoader(request);

export const action = ({ request }: Route.ActionArgs) => articleFormAction(request);

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(rootMetaData(matches), {
    title: articleFormTexts.newTitle,
    description: articleFormTexts.lead,
    path: NEW_ARTICLE_PATH,
  });

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleFormPage view={loaderData.view} result={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WorkspaceRefusal error={error} />;
}
