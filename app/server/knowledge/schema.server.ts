import { sql } from "drizzle-orm";
import { index, integer, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { tenantTable } from "~/server/db/tenant-table.server";
import { tsvector } from "~/server/db/column-types.server";

// The knowledge base's tables (issue 33), declared with the tenant-table helper: the workspace
// column, its index and the row-level-security policy come with it (decision 0083). The French
// search vector is computed by PostgreSQL from the title (weight A) and the text (B).

export const kbArticle = tenantTable(
  "kb_article",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** '' without a category. */
    category: text("category").notNull().default(""),
    /** Markdown, rendered without raw HTML (markdown.server.ts). */
    body: text("body").notNull(),
    status: text("status").notNull().default("draft"),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    /** Each save adds one: a save from a stale page is refused (its text kept). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('french', "title"), 'A') || setweight(to_tsvector('french', "category"), 'B') || setweight(to_tsvector('french', "body"), 'C')`,
    ),
  },
  {
    leading: (t) => [t.updatedAt],
    extra: (t) => [
      index("kb_article_search_idx").using("gin", t.search),
      index("kb_article_org_category_idx").on(t.organizationId, t.category),
    ],
  },
);

/** An article linked to a ticket by an agent (the ticket page's 'Procédures liées'). */
export const kbArticleTicket = tenantTable(
  "kb_article_ticket",
  {
    articleId: uuid("article_id")
      .notNull()
      .references(() => kbArticle.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => ticket.id, { onDelete: "cascade" }),
    linkedBy: text("linked_by").notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  {
    leading: (t) => [t.ticketId],
    extra: (t) => [primaryKey({ columns: [t.organizationId, t.articleId, t.ticketId] })],
    cascades: (t) => [t.articleId, t.ticketId],
  },
);

export type KbArticleRow = typeof kbArticle.$inferSelect;
