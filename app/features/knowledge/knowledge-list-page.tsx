import { BookOpen, Plus } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { knowledgeTexts as t, NEW_ARTICLE_PATH, type KnowledgeListView } from "~/content/knowledge";
import { cn } from "~/lib/cn";
import { ArticleStatusBadge } from "./article-status";

const control =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm";

/** /dashboard/it-procedures-tracking: the search (GET, no JavaScript needed) and the articles. */
export function KnowledgeListPage({
  view,
  notice,
}: {
  view: KnowledgeListView;
  notice: string | null;
}) {
  const searching = view.query !== "" || view.category !== "";
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{t.title}</h1>
          <p className="mt-1 text-pretty text-muted-foreground">{t.lead}</p>
        </div>
        {view.canWrite ? (
          <Link to={NEW_ARTICLE_PATH} className={cn(buttonClass("primary", "md"), "shrink-0")}>
            <Plus aria-hidden className="size-4" />
            {t.newArticle}
          </Link>
        ) : null}
      </header>
      <div aria-live="polite" className="empty:hidden">
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </div>
      <Form
        method="get"
        role="search"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
      >
        <div className="grid min-w-0 gap-1">
          <label htmlFor="kb-q" className="text-sm font-medium">
            {t.searchLabel}
          </label>
          <input
            id="kb-q"
            name="q"
            type="search"
            defaultValue={view.query}
            maxLength={100}
            placeholder={t.searchPlaceholder}
            className={control}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor="kb-categorie" className="text-sm font-medium">
            {t.categoryFilter}
          </label>
          <select
            id="kb-categorie"
            name="categorie"
            defaultValue={view.category}
            className={control}
          >
            <option value="">{t.allCategories}</option>
            {view.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("outline", "md")}>
          {t.searchSubmit}
        </button>
      </Form>
      {view.items.length === 0 ? (
        searching ? (
          <p className="text-sm text-muted-foreground" data-testid="kb-aucun">
            {t.noMatch(view.query || view.category)}
          </p>
        ) : (
          <EmptyState icon={BookOpen} title={t.title} text={t.empty} testId="kb-vide" />
        )
      ) : (
        <ul className="grid gap-3" data-testid="kb-articles">
          {view.items.map((item) => (
            <li
              key={item.id}
              className="grid min-w-0 gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
            >
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <Link
                  to={item.href}
                  className="min-w-0 text-base font-semibold wrap-break-word underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {item.title}
                </Link>
                {item.status === "draft" ? <ArticleStatusBadge status="draft" /> : null}
              </div>
              <p className="text-xs text-muted-foreground">
                {item.category || t.uncategorised} · {item.updated}
              </p>
              {item.excerpt ? (
                <p className="text-sm wrap-break-word text-muted-foreground">{item.excerpt}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
