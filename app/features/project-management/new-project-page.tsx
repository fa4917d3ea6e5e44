import { Link } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { useFocusFirstError } from "~/components/module/use-focus-first-error";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { PROJECTS_PATH } from "~/content/project-management";
import {
  projectPageTexts,
  type ProjectFormResult,
  type ProjectFormView,
} from "~/content/project-pages";
import { FormGroup, MemberChecks, ProjectFields } from "./project-fields";

const t = projectPageTexts.form;

function TemplateChoice({ view, value }: { view: ProjectFormView; value: string }) {
  const options = [
    { id: "", name: t.noTemplate, summary: "", tasks: 0, days: 0 },
    ...view.templates,
  ];
  return (
    <FormGroup legend={t.template} className="scroll-mt-20">
      <p id="modele" className="-mt-2 text-sm text-muted-foreground">
        {t.templateHint}
      </p>
      <div className="grid gap-2 lg:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.id || "vide"}
            className="flex cursor-pointer items-start gap-3 rounded-lg border bg-background p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="templateId"
              value={o.id}
              defaultChecked={value === o.id}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium">{o.name}</span>
              {o.id ? (
                <>
                  <span className="text-muted-foreground">{o.summary}</span>
                  <span className="text-xs text-muted-foreground">
                    {t.templateTasks(o.tasks, o.days)}
                  </span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </FormGroup>
  );
}

/** 'Nouveau projet': a refusal shows everything typed again, the error next to its field. */
export function NewProjectPage({
  view,
  result,
}: {
  view: ProjectFormView;
  result?: ProjectFormResult;
}) {
  const values = { ...view.values, ...(result?.values ?? {}) };
  const errors = result?.fieldErrors ?? {};
  const formRef = useFocusFirstError(result);
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <header>
        <Link
          to={PROJECTS_PATH}
          className="text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          {projectPageTexts.list.title}
        </Link>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{t.newTitle}</h1>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">{t.newLead}</p>
      </header>
      <WorkspaceForm
        ref={formRef}
        method="post"
        className="grid min-w-0 gap-6 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
        data-testid="new-project-form"
      >
        {result ? <FormAlert tone="error">{result.formError}</FormAlert> : null}
        <input type="hidden" name="proposedCode" value={view.values.code} />
        <TemplateChoice view={view} value={values.templateId} />
        <ProjectFields values={values} errors={errors} members={view.members} />
        <FormGroup legend={t.sections.team}>
          <p className="-mt-2 text-sm text-muted-foreground">{t.membersHint}</p>
          <MemberChecks
            members={view.members}
            checked={values.memberIds ? values.memberIds.split(",") : []}
            error={errors.memberIds}
          />
        </FormGroup>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={PROJECTS_PATH} className={buttonClass("ghost")}>
            {t.cancel}
          </Link>
          <SubmitButton label={t.create} pendingLabel={t.creating} className="sm:w-auto" />
        </div>
      </WorkspaceForm>
    </div>
  );
}
