import { asc, sql } from "drizzle-orm";
import { nextKey } from "~/server/http/export-batches.server";
import type { JsonPart } from "~/server/http/json-stream.server";
import { listInBatches, type ExportScope } from "~/server/workspaces/export-scope.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { kbArticle } from "./schema.server";

// The articles in 'Exporter les données': drafts and published, their Markdown as written, by id
// in batches.

async function articlesAfter(tx: TenantTx, after: string | null, size: number) {
  const rows = await tx
    .select()
    .from(kbArticle)
    .where(after ? sql`${kbArticle.id} > ${after}::uuid` : undefined)
    .orderBy(asc(kbArticle.id))
    .limit(size);
  return {
    rows: rows.map((r) => ({
      title: r.title,
      category: r.category,
      status: r.status,
      body: r.body,
      author: r.authorName,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    })),
    after: nextKey(rows, size, (r) => r.id),
  };
}

export const knowledgeExport = (scope: ExportScope): JsonPart =>
  listInBatches(scope, articlesAfter);
