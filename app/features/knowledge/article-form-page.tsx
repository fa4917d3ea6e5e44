import { Link } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { LabelledField } from "~/components/ui/labelled-field";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  ARTICLE_STATUSES,
  articlePath,
  articleFormTexts as t,
  articleStatusLabels,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_PATH,
  type ArticleFormView,
  type KnowledgeResult,
} from "~/content/knowledge";

const control =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

/** 'Nouvelle procédure' and 'Modifier l'article': a refusal shows everything typed again. */
export function ArticleFormPage({
  view,
  result,
}: {
  view: ArticleFormView;
  result?: KnowledgeResult;
}) {
  const refusal = result && !result.ok ? result : null;
  const values = { ...view.values, ...(refusal?.values ?? {}) };
  const errors = refusal?.fieldErrors ?? {};
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const back = view.article ? articlePath(view.article.id) : KNOWLEDGE_PATH;
  return (
    <div className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {view.article ? t.editTitle : t.newTitle}
        </h1>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">{t.lead}</p>
      </header>
      <WorkspaceForm
        method="post"
        className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      >
        {refusal ? <FormAlert tone="error">{refusal.formError}</FormAlert> : null}
        {view.article ? <input type="hidden" name="version" value={view.article.version} /> : null}
        <LabelledField name="title" label={t.title} error={errors.title}>
          {(describedBy) => (
            <input
              id="title"
              name="title"
              required
              maxLength={KNOWLEDGE_LIMITS.title}
              defaultValue={values.title}
              aria-invalid={invalid("title")}
              aria-describedby={describedBy}
              className={`${control} h-10`}
            />
          )}
        </LabelledField>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField
            name="category"
            label={t.category}
            hint={t.categoryHint}
            error={errors.category}
          >
            {(describedBy) => (
              <>
                <input
                  id="category"
                  name="category"
                  list="kb-categories"
                  maxLength={KNOWLEDGE_LIMITS.category}
                  defaultValue={values.category}
                  aria-invalid={invalid("category")}
                  aria-describedby={describedBy}
                  className={`${control} h-10`}
                />
                <datalist id="kb-categories">
                  {view.categories.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </>
            )}
          </LabelledField>
          <LabelledField name="status" label={t.status}>
            {(describedBy) => (
              <select
                id="status"
                name="status"
                defaultValue={values.status}
                aria-describedby={describedBy}
                className={`${control} h-10`}
              >
                {ARTICLE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {articleStatusLabels[s]}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        </div>
        <LabelledField name="body" label={t.body} error={errors.body}>
          {(describedBy) => (
            <textarea
              id="body"
              name="body"
              required
              rows={16}
              maxLength={KNOWLEDGE_LIMITS.body}
              defaultValue={values.body}
              aria-invalid={invalid("body")}
              aria-describedby={describedBy}
              className={`${control} py-2 font-mono`}
            />
          )}
        </LabelledField>
        <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
          <SubmitButton label={t.submit} pendingLabel={t.submit} className="sm:w-auto" />
          <Link to={back} className={buttonClass("outline", "md")}>
            {t.cancel}
          </Link>
        </div>
      </WorkspaceForm>
    </div>
  );
}
