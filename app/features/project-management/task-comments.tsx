import { MarkdownBody } from "~/components/module/markdown-body";
import { TextareaField } from "~/components/module/field";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { PROJECT_LIMITS } from "~/content/project-management";
import {
  taskTexts as t,
  type TaskPageView,
  type TaskResult,
} from "~/content/project-management-tasks";
import { refusalOf, TaskRefusal, typed } from "./task-refusal";

/** The comments, oldest first, and the form (Markdown, '@Prénom Nom' mentions). */
export function TaskComments({ view, result }: { view: TaskPageView; result?: TaskResult }) {
  const refused = refusalOf(result, "comment");
  return (
    <PanelCard id="commentaires" heading={t.comments} anchor>
      {view.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.commentEmpty}</p>
      ) : (
        <ol className="grid gap-4">
          {view.comments.map((c) => (
            <li key={c.id} className="grid min-w-0 gap-1 rounded-lg border bg-background p-3">
              <p className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{c.author}</span> · {c.at}
              </p>
              <MarkdownBody html={c.html} className="text-sm" />
            </li>
          ))}
        </ol>
      )}
      {view.canWrite ? (
        <WorkspaceForm method="post" className="grid gap-3 border-t pt-4">
          <TaskRefusal result={refused} />
          <TextareaField
            name="body"
            label={t.commentLabel}
            hint={t.commentHint}
            rows={3}
            required
            maxLength={PROJECT_LIMITS.comment}
            defaultValue={typed(refused, "body")}
          />
          <SubmitButton
            label={t.commentSend}
            pendingLabel={t.commentSend}
            intent="comment"
            className="sm:w-auto sm:justify-self-end"
          />
        </WorkspaceForm>
      ) : null}
    </PanelCard>
  );
}
