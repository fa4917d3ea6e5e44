import { and, eq } from "drizzle-orm";
import { knowledgeErrors, portalArticlePath } from "~/content/knowledge";
import type { ContributedLink } from "~/server/platform/module-manifest.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { isArticleId, listArticles } from "./article-store.server";
import { excerptOf, renderMarkdown } from "~/server/platform/markdown.server";
import { kbArticle } from "./schema.server";

// The requester portal's side of the knowledge base: published articles only, found by the
// French search from what the requester typed, and read on the portal without an account.

export async function portalSuggestions(
  tx: TenantTx,
  query: string,
  slug: string,
): Promise<ContributedLink[]> {
  const rows = await listArticles(tx, {
    query,
    category: "",
    drafts: false,
    anyWord: true,
    limit: 5,
  });
  return rows.map((r) => ({
    href: portalArticlePath(slug, r.id),
    label: r.title,
    meta: excerptOf(r.body, 120, r.title),
  }));
}

/** A published article for the portal; anything else (a draft, another workspace's) is a 404. */
export async function portalArticle(tx: TenantTx, id: string | undefined) {
  if (!isArticleId(id)) throw new WorkspaceError(404, knowledgeErrors.notFound);
  const [row] = await tx
    .select()
    .from(kbArticle)
    .where(and(eq(kbArticle.id, id), eq(kbArticle.status, "published")));
  if (!row) throw new WorkspaceError(404, knowledgeErrors.notFound);
  return {
    title: row.title,
    category: row.category,
    html: renderMarkdown(row.body, { title: row.title }),
  };
}
