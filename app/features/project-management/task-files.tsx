import { Paperclip } from "lucide-react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/module/field";
import {
  taskTexts as t,
  type TaskPageView,
  type TaskResult,
} from "~/content/project-management-tasks";
import { refusalOf, TaskRefusal } from "./task-refusal";

/** The task's files: downloads, and the upload form (multipart, works without JavaScript). */
export function TaskFiles({ view, result }: { view: TaskPageView; result?: TaskResult }) {
  return (
    <PanelCard id="fichiers" heading={t.files} anchor>
      {view.files.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.filesEmpty}</p>
      ) : (
        <ul className="-my-1 grid divide-y">
          {view.files.map((f) => (
            <li key={f.id} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Paperclip aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <a
                href={f.href}
                download
                className="min-w-0 flex-1 text-sm font-medium wrap-break-word underline-offset-4 hover:underline"
              >
                {f.name}
              </a>
              <span className="text-xs text-muted-foreground">
                {f.size} · {f.at}
              </span>
              {view.canWrite ? (
                <WorkspaceForm method="post">
                  <input type="hidden" name="file" value={f.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="file-remove"
                    className={buttonClass("ghost", "sm")}
                    aria-label={`${t.fileRemove} ${f.name}`}
                  >
                    {t.fileRemove}
                  </button>
                </WorkspaceForm>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {view.canWrite ? (
        <WorkspaceForm
          method="post"
          encType="multipart/form-data"
          className="grid gap-3 border-t pt-4"
        >
          <TaskRefusal result={refusalOf(result, "attach", "file-remove")} />
          <TextField name="pieces" type="file" multiple label={t.filesLabel} hint={t.filesHint} />
          <SubmitButton
            label={t.filesSend}
            pendingLabel={t.filesSend}
            intent="attach"
            variant="outline"
            className="sm:w-auto sm:justify-self-end"
          />
        </WorkspaceForm>
      ) : null}
    </PanelCard>
  );
}
