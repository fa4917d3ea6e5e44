import { data, Link } from "react-router";
import type { Route } from "./+types/portal-article";
import { portalHelpTexts } from "~/content/knowledge";
import { ArticleBody } from "~/features/knowledge";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import { requirePortalWorkspace } from "~/server/helpdesk/portal/portal-page.server";
import { portalArticle } from "~/server/knowledge/portal-help.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { NO_STORE } from "~/lib/cache-control";

// /portail/:slug/aide/:id: a published procedure read by a requester without an account, from
// the portal's help search; a draft or another workspace's article is the 404.
export async function loader({ params }: Route.LoaderArgs) {
  const workspace = await requirePortalWorkspace(params.slug);
  try {
    const article = await inTenant(getDb(), workspace.id, (tx) => portalArticle(tx, params.id));
    return data({ article, slug: workspace.slug }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError)
      throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta(rootMetaData(matches), {
    title: loaderData?.article.title ?? "",
    description: loaderData?.article.title ?? "",
    path: location.pathname,
    noindex: true,
  });

export default function PortalArticle({ loaderData }: Route.ComponentProps) {
  const { article, slug } = loaderData;
  return (
    <article className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
      {article.category ? (
        <p className="text-sm font-medium text-muted-foreground">{article.category}</p>
      ) : null}
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance wrap-break-word">
        {article.title}
      </h1>
      <ArticleBody html={article.html} className="mt-4" />
      <Link
        to={`/portail/${slug}`}
        className="mt-6 inline-block text-sm font-medium underline underline-offset-4"
      >
        {portalHelpTexts.back}
      </Link>
    </article>
  );
}
