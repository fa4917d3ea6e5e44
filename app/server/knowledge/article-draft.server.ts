import {
  ARTICLE_STATUSES,
  KNOWLEDGE_LIMITS,
  knowledgeErrors,
  type ArticleStatus,
} from "~/content/knowledge";

// The article form's fields, checked on the server: French errors next to each field, the text
// kept as typed (nothing lost on a refusal).

export const ARTICLE_FIELDS = ["title", "category", "body", "status"] as const;
export type ArticleDraft = Record<(typeof ARTICLE_FIELDS)[number], string>;

export interface ArticleValues {
  title: string;
  category: string;
  body: string;
  status: ArticleStatus;
}

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export function checkArticleDraft(
  draft: ArticleDraft,
): { ok: true; values: ArticleValues } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const title = oneLine(draft.title);
  const category = oneLine(draft.category);
  const body = draft.body.replace(/\r\n?/g, "\n").trimEnd();
  if (!title) errors.title = knowledgeErrors.titleRequired;
  else if (title.length > KNOWLEDGE_LIMITS.title) errors.title = knowledgeErrors.titleTooLong;
  if (category.length > KNOWLEDGE_LIMITS.category)
    errors.category = knowledgeErrors.categoryTooLong;
  if (!body.trim()) errors.body = knowledgeErrors.bodyRequired;
  else if (body.length > KNOWLEDGE_LIMITS.body) errors.body = knowledgeErrors.bodyTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const status = (ARTICLE_STATUSES as readonly string[]).includes(draft.status)
    ? (draft.status as ArticleStatus)
    : "draft";
  return { ok: true, values: { title, category, body, status } };
}
