import { TextField } from "~/components/module/field";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  TASK_PAGE_LIMITS,
  taskTexts as t,
  type TaskPageView,
  type TaskResult,
} from "~/content/project-management-tasks";
import { refusalOf, TaskRefusal, typed } from "./task-refusal";

/** Time spent: the total against the estimate, the entries, the form. */
export function TaskTime({
  view,
  result,
  today,
}: {
  view: TaskPageView;
  result?: TaskResult;
  today: string;
}) {
  const refused = refusalOf(result, "time-add", "time-remove");
  const errors = refused?.fieldErrors ?? {};
  return (
    <PanelCard id="temps" heading={t.time} anchor>
      <p className="text-sm font-medium" data-testid="temps-total">
        {t.timeTotal(view.logged, view.estimate)}
      </p>
      {view.time.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.timeEmpty}</p>
      ) : (
        <ul className="-my-1 grid divide-y">
          {view.time.map((e) => (
            <li key={e.id} className="flex min-w-0 items-start gap-3 py-2 text-sm">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p>
                  <span className="font-medium tabular-nums">{e.duration}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {e.on} · {e.who}
                  </span>
                </p>
                {e.note ? <p className="text-muted-foreground wrap-break-word">{e.note}</p> : null}
              </div>
              {e.mine && view.canWrite ? (
                <WorkspaceForm method="post" className="shrink-0">
                  <input type="hidden" name="entry" value={e.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="time-remove"
                    aria-label={`${t.timeRemove} ${e.duration} (${e.on})`}
                    className={buttonClass("ghost", "sm")}
                  >
                    {t.timeRemove}
                  </button>
                </WorkspaceForm>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {view.canWrite ? (
        <WorkspaceForm method="post" className="grid gap-3 border-t pt-4">
          <TaskRefusal result={refused} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              name="duration"
              label={t.timeDuration}
              hint={t.timeDurationHint}
              required
              maxLength={20}
              defaultValue={typed(refused, "duration")}
              error={errors.duration}
            />
            <TextField
              name="spentOn"
              type="date"
              label={t.timeDate}
              required
              defaultValue={typed(refused, "spentOn") ?? today}
              error={errors.spentOn}
            />
          </div>
          <TextField
            name="note"
            label={t.timeNote}
            maxLength={TASK_PAGE_LIMITS.timeNote}
            defaultValue={typed(refused, "note")}
            error={errors.note}
          />
          <SubmitButton
            label={t.timeAdd}
            pendingLabel={t.timeAdd}
            intent="time-add"
            variant="outline"
          />
        </WorkspaceForm>
      ) : null}
    </PanelCard>
  );
}
