import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormRefusal } from "~/components/module/form-refusal";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { taskPath } from "~/content/project-management";
import {
  taskTexts as t,
  type TaskFormValues,
  type TaskPageView,
  type TaskResult,
} from "~/content/project-management-tasks";
import { TaskFields } from "./task-fields";
import { refusalOf, TaskRefusal } from "./task-refusal";

function Property({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-break-word">{value ?? "—"}</dd>
    </div>
  );
}

/** The task's properties, and 'Modifier la tâche' (open again on a refusal, text kept). */
export function TaskProperties({ view, result }: { view: TaskPageView; result?: TaskResult }) {
  const refused = refusalOf(result, "save");
  const values = { ...view.values, ...((refused?.values ?? {}) as Partial<TaskFormValues>) };
  if (refused?.values)
    values.milestone = (refused.values as Record<string, unknown>).milestone === "on";
  return (
    <PanelCard id="proprietes" heading={t.properties}>
      <dl className="-my-1.5 divide-y">
        <Property label={t.column} value={view.columnLabel} />
        <Property label={t.assignee} value={view.assigneeName ?? t.nobody} />
        <Property label={t.priority} value={view.priorityLabel} />
        <Property label={t.startOn} value={view.startOn} />
        <Property
          label={t.dueOn}
          value={view.dueOn ? `${view.dueOn}${view.overdue ? " · en retard" : ""}` : null}
        />
        <Property label={t.estimateShort} value={view.estimate} />
      </dl>
      {view.canWrite ? (
        <details open={!!refused} className="group border-t pt-4">
          <summary className="cursor-pointer rounded-sm text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
            {t.edit}
          </summary>
          <WorkspaceForm method="post" className="mt-4 grid gap-4">
            <FormRefusal
              result={refused}
              reloadHref={taskPath(view.projectId, view.id)}
              reloadLabel={t.reload}
            />
            <input type="hidden" name="version" value={view.version} />
            <TaskFields options={view} values={values} errors={refused?.fieldErrors ?? {}} />
            <SubmitButton label={t.save} pendingLabel={t.saving} intent="save" />
          </WorkspaceForm>
        </details>
      ) : null}
    </PanelCard>
  );
}

/** The task's journal entries, newest first. */
export function TaskHistory({ view }: { view: TaskPageView }) {
  return (
    <PanelCard id="historique" heading={t.history}>
      {view.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noHistory}</p>
      ) : (
        <ol className="-my-1 grid divide-y text-sm">
          {view.history.map((h) => (
            <li key={h.id} className="grid gap-0.5 py-1.5">
              <span>
                {h.label}
                {h.detail ? ` · ${h.detail}` : ""}
              </span>
              <span className="text-xs text-muted-foreground">
                {h.at} · {h.who}
              </span>
            </li>
          ))}
        </ol>
      )}
    </PanelCard>
  );
}

/** 'Supprimer la tâche': a second step with a box to tick (works without JavaScript). */
export function TaskDelete({ result }: { result?: TaskResult }) {
  const refused = refusalOf(result, "delete");
  return (
    <details open={!!refused} className="rounded-xl border border-destructive/40 p-4">
      <summary className="cursor-pointer rounded-sm text-sm font-medium text-destructive focus-visible:outline-2 focus-visible:outline-ring">
        {t.delete}
      </summary>
      <WorkspaceForm method="post" className="mt-3 grid gap-3">
        <TaskRefusal result={refused} />
        <p className="text-sm text-pretty text-muted-foreground">{t.deleteWarning}</p>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" name="confirm" required className="size-5 accent-destructive" />
          {t.deleteConfirm}
        </label>
        <SubmitButton
          label={t.delete}
          pendingLabel={t.delete}
          intent="delete"
          variant="destructive"
        />
      </WorkspaceForm>
    </details>
  );
}
