import { Link } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { projectViewPath } from "~/content/project-management";
import {
  projectImportPath,
  taskTexts as t,
  type NewTaskView,
  type TaskFormValues,
  type TaskResult,
} from "~/content/project-management-tasks";
import { TaskFields } from "./task-fields";

/** 'Nouvelle tâche': the form, every value typed kept on a refusal. */
export function NewTaskPage({ view, result }: { view: NewTaskView; result?: TaskResult }) {
  const values = { ...view.values, ...((result?.values ?? {}) as Partial<TaskFormValues>) };
  return (
    <section aria-labelledby="nouvelle-tache" className="grid max-w-3xl min-w-0 gap-4">
      <header>
        <h2 id="nouvelle-tache" className="text-xl font-semibold tracking-tight">
          {t.newTitle}
        </h2>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">{t.newLead}</p>
        <Link
          to={projectImportPath(view.projectId)}
          className="mt-2 inline-block text-sm font-medium underline underline-offset-4"
        >
          {t.importLink}
        </Link>
      </header>
      <WorkspaceForm
        method="post"
        className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      >
        {result ? <FormAlert tone="error">{result.formError}</FormAlert> : null}
        <TaskFields options={view} values={values} errors={result?.fieldErrors ?? {}} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to={projectViewPath(view.projectId, "tableau")}
            className={buttonClass("outline", "md")}
          >
            {t.cancel}
          </Link>
          <SubmitButton label={t.create} pendingLabel={t.creating} className="sm:w-auto" />
        </div>
      </WorkspaceForm>
    </section>
  );
}
