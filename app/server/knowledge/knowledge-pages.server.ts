import { data, redirect } from "react-router";
import {
  articlePath,
  KNOWLEDGE_LIMITS,
  knowledgeErrors,
  knowledgeTexts,
  type ArticleFormView,
  type ArticleView,
  type KnowledgeListView,
  type KnowledgeResult,
} from "~/content/knowledge";
import { formatDateCompact } from "~/lib/date-time";
import { getViewer } from "~/server/auth/viewer.server";
import { textField, readForm } from "~/server/platform/form.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { ARTICLE_FIELDS, checkArticleDraft, type ArticleDraft } from "./article-draft.server";
import {
  articleById,
  categoriesOf,
  createArticle,
  listArticles,
  setArticleStatus,
  updateArticle,
} from "./article-store.server";
import { runKnowledge } from "./knowledge-scope.server";
import { excerptOf, renderMarkdown } from "~/server/platform/markdown.server";
import { NO_STORE } from "~/lib/cache-control";

// The knowledge base's pages: the list with its French search and category filter, an article,
// its form (new and edit). Anonymous visitors keep the catalogue's placeholder; another
// workspace's article, or an id that is not one, is the French 404.

const NOTICES: Record<string, string> = {
  cree: knowledgeTexts.created,
  enregistre: knowledgeTexts.saved,
  publie: knowledgeTexts.published,
  brouillon: knowledgeTexts.unpublished,
};
const noticeOf = (request: Request) =>
  NOTICES[new URL(request.url).searchParams.get("avis") ?? ""] ?? null;
const notFound = () => new WorkspaceError(404, knowledgeErrors.notFound);
const updatedLine = (at: Date, author: string) =>
  knowledgeTexts.updatedOn(formatDateCompact(at), author);

export async function knowledgeListLoader(request: Request) {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  if (!viewer.workspace) return data({ view: null, notice: null }, { headers: NO_STORE });
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, KNOWLEDGE_LIMITS.search);
  const category = (params.get("categorie") ?? "").slice(0, KNOWLEDGE_LIMITS.category);
  const view = await runKnowledge(
    request,
    "article.read",
    async (ctx): Promise<KnowledgeListView> => {
      const rows = await listArticles(ctx.tx, { query, category, drafts: ctx.canWrite });
      return {
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          category: r.category,
          excerpt: excerptOf(r.body, 160, r.title),
          status: r.status === "published" ? "published" : "draft",
          updated: updatedLine(r.updatedAt, r.authorName),
          href: articlePath(r.id),
        })),
        categories: await categoriesOf(ctx.tx),
        query,
        category,
        canWrite: ctx.canWrite,
      };
    },
  ).catch(workspaceErrorResponse);
  return data({ view, notice: noticeOf(request) }, { headers: NO_STORE });
}

export async function articleLoader(request: Request, id: string | undefined) {
  const view = await runKnowledge(request, "article.read", async (ctx): Promise<ArticleView> => {
    const row = await articleById(ctx.tx, id);
    // A Membre reads published articles only: a draft is not found for them.
    if (!row || (row.status !== "published" && !ctx.canWrite)) throw notFound();
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      html: renderMarkdown(row.body, { title: row.title }),
      status: row.status === "published" ? "published" : "draft",
      updated: updatedLine(row.updatedAt, row.authorName),
      canWrite: ctx.canWrite,
    };
  }).catch(workspaceErrorResponse);
  return data({ view, notice: noticeOf(request) }, { headers: NO_STORE });
}

function refuse(status: number, formError: string, extra: Partial<KnowledgeResult> = {}) {
  return data<KnowledgeResult>({ ok: false, status, formError, ...extra } as KnowledgeResult, {
    status,
    headers: NO_STORE,
  });
}

/** 'Publier' / 'Repasser en brouillon' on the article's page. */
export async function articleAction(request: Request, id: string | undefined) {
  try {
    const form = await readForm(request);
    const status = textField(form, "intent") === "publish" ? "published" : "draft";
    await runKnowledge(request, "article.write", async (ctx) => {
      if (!(await setArticleStatus(ctx, id ?? "", status))) throw notFound();
    });
    const notice = status === "published" ? "publie" : "brouillon";
    return redirect(`${articlePath(id!)}?avis=${notice}`, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) return refuse(error.status, error.message);
    throw error;
  }
}

export async function articleFormLoader(request: Request, id?: string) {
  const view = await runKnowledge(
    request,
    "article.write",
    async (ctx): Promise<ArticleFormView> => {
      const categories = await categoriesOf(ctx.tx);
      if (id === undefined) {
        return {
          article: null,
          values: { title: "", category: "", body: "", status: "draft" },
          categories,
        };
      }
      const row = await articleById(ctx.tx, id);
      if (!row) throw notFound();
      const { title, category, body, status } = row;
      return {
        article: { id: row.id, version: row.version },
        values: { title, category, body, status },
        categories,
      };
    },
  ).catch(workspaceErrorResponse);
  return data({ view }, { headers: NO_STORE });
}

const draftOf = (form: FormData): ArticleDraft =>
  Object.fromEntries(ARTICLE_FIELDS.map((f) => [f, textField(form, f)])) as ArticleDraft;

/** The form's save: a new article (`id` undefined) or an edit; every refusal keeps the text. */
export async function articleFormAction(request: Request, id?: string) {
  let draft: ArticleDraft = { title: "", category: "", body: "", status: "draft" };
  try {
    const form = await readForm(request);
    draft = draftOf(form);
    const version = Number(textField(form, "version"));
    const checked = checkArticleDraft(draft);
    if (!checked.ok) {
      return refuse(400, knowledgeErrors.form, { fieldErrors: checked.errors, values: draft });
    }
    const saved = await runKnowledge(request, "article.write", async (ctx) => {
      if (id === undefined) return createArticle(ctx, checked.values);
      const outcome = await updateArticle(ctx, id, version, checked.values);
      if (outcome === "missing") throw notFound();
      return outcome === "stale" ? null : id;
    });
    if (saved === null) return refuse(409, knowledgeErrors.stale, { values: draft });
    const notice = id === undefined ? "cree" : "enregistre";
    return redirect(`${articlePath(saved)}?avis=${notice}`, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError)
      return refuse(error.status, error.message, { values: draft });
    throw error;
  }
}
