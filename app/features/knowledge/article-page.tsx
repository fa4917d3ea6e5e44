import { Pencil } from "lucide-react";
import { BackLink } from "~/components/ui/back-link";
import { Link } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  articleEditPath,
  KNOWLEDGE_PATH,
  knowledgeTexts as t,
  type ArticleView,
  type KnowledgeResult,
} from "~/content/knowledge";
import { cn } from "~/lib/cn";
import { ArticleBody } from "./article-body";
import { ArticleStatusBadge } from "./article-status";

/** One article: its text, who changed it last, and for Technicien and up 'Modifier' and 'Publier'. */
export function ArticlePage({
  view,
  notice,
  result,
}: {
  view: ArticleView;
  notice: string | null;
  result?: KnowledgeResult;
}) {
  const publish = view.status === "draft";
  return (
    <article className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <BackLink to={KNOWLEDGE_PATH}>{t.back}</BackLink>
      <header className="grid gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {view.category ? (
            <span className="text-sm font-medium text-muted-foreground">{view.category}</span>
          ) : null}
          <ArticleStatusBadge status={view.status} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-balance wrap-break-word sm:text-3xl">
          {view.title}
        </h1>
        <p className="text-sm text-muted-foreground">{view.updated}</p>
      </header>
      <div aria-live="polite" className="empty:hidden">
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
        {result && !result.ok ? <FormAlert tone="error">{result.formError}</FormAlert> : null}
      </div>
      {view.canWrite ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={articleEditPath(view.id)} className={cn(buttonClass("outline", "md"))}>
            <Pencil aria-hidden className="size-4" />
            {t.edit}
          </Link>
          <WorkspaceForm method="post">
            <SubmitButton
              intent={publish ? "publish" : "unpublish"}
              label={publish ? t.publish : t.unpublish}
              pendingLabel={publish ? t.publish : t.unpublish}
              variant={publish ? "primary" : "outline"}
              className="sm:w-auto"
            />
          </WorkspaceForm>
        </div>
      ) : null}
      <ArticleBody
        html={view.html}
        className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      />
    </article>
  );
}
