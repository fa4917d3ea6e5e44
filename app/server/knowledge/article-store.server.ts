import { and, asc, desc, eq, notInArray, sql, type SQL } from "drizzle-orm";
import { KNOWLEDGE_LIMITS, type ArticleStatus } from "~/content/knowledge";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { ArticleValues } from "./article-draft.server";
import type { KnowledgeContext } from "./knowledge-scope.server";
import { kbArticle, kbArticleTicket } from "./schema.server";

// The knowledge base's reads and commands, always in a tenant transaction (row-level security:
// another workspace's article does not exist here). Search is PostgreSQL's French full text
// on the generated `search` column: 'imprimantes' finds 'Imprimante'; in the list, every word
// (`websearch_to_tsquery`: quotes and '-mot' as on a search engine), on the portal any word.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isArticleId = (id: string | undefined): id is string => !!id && UUID.test(id);

/** Every word (the list's search box), or any of them (a requester's sentence on the portal). */
const tsQuery = (query: string, anyWord: boolean): SQL =>
  anyWord
    ? sql`to_tsquery('french', replace(plainto_tsquery('french', ${query})::text, '&', '|'))`
    : sql`websearch_to_tsquery('french', ${query})`;
const matches = (query: string, anyWord: boolean): SQL =>
  sql`${kbArticle.search} @@ ${tsQuery(query, anyWord)}`;
const rank = (query: string, anyWord: boolean): SQL =>
  sql`ts_rank(${kbArticle.search}, ${tsQuery(query, anyWord)})`;

export interface ArticleFilter {
  query: string;
  category: string;
  /** false: published articles only (the portal, the ticket's link form). */
  drafts: boolean;
  /** Any word of `query` rather than all (the portal's suggestions, best first). */
  anyWord?: boolean;
  limit?: number;
}

const listColumns = {
  id: kbArticle.id,
  title: kbArticle.title,
  category: kbArticle.category,
  body: kbArticle.body,
  status: kbArticle.status,
  authorName: kbArticle.authorName,
  updatedAt: kbArticle.updatedAt,
};

export async function listArticles(tx: TenantTx, filter: ArticleFilter) {
  const query = filter.query.trim().slice(0, KNOWLEDGE_LIMITS.search);
  const where = and(
    filter.drafts ? undefined : eq(kbArticle.status, "published"),
    filter.category ? eq(kbArticle.category, filter.category) : undefined,
    query ? matches(query, filter.anyWord ?? false) : undefined,
  );
  return tx
    .select(listColumns)
    .from(kbArticle)
    .where(where)
    .orderBy(
      ...(query ? [desc(rank(query, filter.anyWord ?? false))] : []),
      desc(kbArticle.updatedAt),
      asc(kbArticle.id),
    )
    .limit(filter.limit ?? 200);
}

export async function categoriesOf(tx: TenantTx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ category: kbArticle.category })
    .from(kbArticle)
    .where(sql`${kbArticle.category} <> ''`)
    .orderBy(asc(kbArticle.category));
  return rows.map((r) => r.category);
}

export async function articleById(tx: TenantTx, id: string | undefined) {
  if (!isArticleId(id)) return null;
  const [row] = await tx.select().from(kbArticle).where(eq(kbArticle.id, id));
  return row ?? null;
}

export async function createArticle(ctx: KnowledgeContext, values: ArticleValues) {
  const [row] = await ctx.tx
    .insert(kbArticle)
    .values({
      ...values,
      authorId: ctx.actor.id,
      authorName: ctx.actor.name,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      publishedAt: values.status === "published" ? ctx.now : null,
    })
    .returning({ id: kbArticle.id });
  await moduleJournal(ctx.tx, ctx.actor, "article.created", values.title);
  if (values.status === "published") {
    await moduleJournal(ctx.tx, ctx.actor, "article.published", values.title);
  }
  return row!.id;
}

/** The save of the edit form; null when `version` is no longer the article's (a stale page). */
export async function updateArticle(
  ctx: KnowledgeContext,
  id: string,
  version: number,
  values: ArticleValues,
) {
  const before = await articleById(ctx.tx, id);
  if (!before) return "missing" as const;
  const [row] = await ctx.tx
    .update(kbArticle)
    .set({
      ...values,
      version: sql`${kbArticle.version} + 1`,
      updatedAt: ctx.now,
      authorId: ctx.actor.id,
      authorName: ctx.actor.name,
      publishedAt: values.status === "published" ? (before.publishedAt ?? ctx.now) : null,
    })
    .where(and(eq(kbArticle.id, id), eq(kbArticle.version, version)))
    .returning({ id: kbArticle.id });
  if (!row) return "stale" as const;
  await moduleJournal(ctx.tx, ctx.actor, "article.updated", values.title);
  if (before.status !== values.status) await journalStatus(ctx, values.status, values.title);
  return "saved" as const;
}

const journalStatus = (ctx: KnowledgeContext, status: ArticleStatus, title: string) =>
  moduleJournal(
    ctx.tx,
    ctx.actor,
    status === "published" ? "article.published" : "article.unpublished",
    title,
  );

/** 'Publier' / 'Repasser en brouillon' on the article's page; false: no such article. */
export async function setArticleStatus(ctx: KnowledgeContext, id: string, status: ArticleStatus) {
  const before = await articleById(ctx.tx, id);
  if (!before) return false;
  if (before.status === status) return true;
  await ctx.tx
    .update(kbArticle)
    .set({
      status,
      version: sql`${kbArticle.version} + 1`,
      updatedAt: ctx.now,
      publishedAt: status === "published" ? ctx.now : null,
    })
    .where(eq(kbArticle.id, id));
  await journalStatus(ctx, status, before.title);
  return true;
}

/** The articles linked to a ticket, oldest link first. */
export function articlesOfTicket(tx: TenantTx, ticketId: string) {
  return tx
    .select({ id: kbArticle.id, title: kbArticle.title, category: kbArticle.category })
    .from(kbArticleTicket)
    .innerJoin(kbArticle, eq(kbArticle.id, kbArticleTicket.articleId))
    .where(eq(kbArticleTicket.ticketId, ticketId))
    .orderBy(asc(kbArticleTicket.linkedAt), asc(kbArticle.title));
}

/** Published articles not linked to the ticket yet: the panel's choices. */
export function linkableArticles(tx: TenantTx, linked: string[]) {
  return tx
    .select({ id: kbArticle.id, title: kbArticle.title })
    .from(kbArticle)
    .where(
      and(
        eq(kbArticle.status, "published"),
        linked.length > 0 ? notInArray(kbArticle.id, linked) : undefined,
      ),
    )
    .orderBy(asc(kbArticle.title))
    .limit(200);
}

/** Links a published article to the ticket `number`; false when either is missing. */
export async function linkArticle(ctx: KnowledgeContext, number: number, articleId: string) {
  const article = await articleById(ctx.tx, articleId);
  if (!article || article.status !== "published") return null;
  const [found] = await ctx.tx
    .select({ id: ticket.id })
    .from(ticket)
    .where(eq(ticket.number, number));
  if (!found) return null;
  const [row] = await ctx.tx
    .insert(kbArticleTicket)
    .values({
      articleId: article.id,
      ticketId: found.id,
      linkedBy: ctx.actor.name,
      linkedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ articleId: kbArticleTicket.articleId });
  if (row) {
    await moduleJournal(ctx.tx, ctx.actor, "article.linked", article.title, {
      ticket: String(number),
    });
  }
  return article.id;
}
