import { Check, Square, SquareCheck, Trash2 } from "lucide-react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { PanelCard } from "~/components/ui/panel-card";
import { controlClass } from "~/components/module/field";
import { PROJECT_LIMITS } from "~/content/project-management";
import {
  taskTexts as t,
  type TaskPageView,
  type TaskResult,
} from "~/content/project-management-tasks";
import { cn } from "~/lib/cn";
import { refusalOf, TaskRefusal, typed } from "./task-refusal";

// The checklist: each item a form of its own (tick, rename, remove) so that it works without
// JavaScript; the progress as 'n / m terminées' and a bar.

export function TaskChecklist({ view, result }: { view: TaskPageView; result?: TaskResult }) {
  const done = view.checks.filter((c) => c.done).length;
  const all = view.checks.length;
  const refused = refusalOf(result, "check-add", "check-toggle", "check-rename", "check-remove");
  return (
    <PanelCard id="liste" heading={t.checklist} anchor>
      {all > 0 ? (
        <div className="grid gap-1.5">
          <p className="text-sm text-muted-foreground" data-testid="progression">
            {t.checkProgress(done, all)}
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div className="h-full bg-primary" style={{ width: `${(done / all) * 100}%` }} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t.checkEmpty}</p>
      )}
      <TaskRefusal result={refused} />
      {all > 0 ? (
        <ul className="-my-1 grid divide-y">
          {view.checks.map((check) => (
            <li key={check.id} className="flex min-w-0 items-center gap-2 py-1.5">
              {view.canWrite ? (
                <WorkspaceForm method="post" className="shrink-0">
                  <input type="hidden" name="check" value={check.id} />
                  <input type="hidden" name="done" value={String(!check.done)} />
                  <button
                    type="submit"
                    name="intent"
                    value="check-toggle"
                    aria-label={check.done ? t.checkUnmark(check.label) : t.checkMark(check.label)}
                    aria-pressed={check.done}
                    className={cn(
                      "grid size-6 place-items-center rounded border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                      check.done
                        ? "border-primary bg-primary text-primary-foreground"
                        : "bg-background",
                    )}
                  >
                    {check.done ? <Check aria-hidden className="size-4" /> : null}
                  </button>
                </WorkspaceForm>
              ) : (
                <span aria-hidden className="shrink-0 text-muted-foreground">
                  {check.done ? <SquareCheck className="size-4" /> : <Square className="size-4" />}
                </span>
              )}
              {view.canWrite ? (
                <details className="group min-w-0 flex-1">
                  <summary
                    className={cn(
                      "cursor-pointer list-none rounded-sm text-sm wrap-break-word focus-visible:outline-2 focus-visible:outline-ring",
                      check.done && "text-muted-foreground line-through",
                    )}
                  >
                    {check.label}
                  </summary>
                  <WorkspaceForm method="post" className="mt-2 flex flex-wrap gap-2">
                    <input type="hidden" name="check" value={check.id} />
                    <input
                      name="label"
                      aria-label={t.checkRename}
                      defaultValue={check.label}
                      maxLength={PROJECT_LIMITS.checkLabel}
                      required
                      className={cn(controlClass, "h-9 min-w-0 flex-1 basis-40")}
                    />
                    <button
                      type="submit"
                      name="intent"
                      value="check-rename"
                      className={buttonClass("outline", "sm")}
                    >
                      {t.checkRename}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="check-remove"
                      formNoValidate
                      className={buttonClass("ghost", "sm")}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      {t.checkRemove}
                    </button>
                  </WorkspaceForm>
                </details>
              ) : (
                <span
                  className={cn("min-w-0 text-sm wrap-break-word", check.done && "line-through")}
                >
                  {check.label}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {view.canWrite ? (
        <WorkspaceForm method="post" className="flex gap-2 border-t pt-4">
          <label htmlFor="nouvel-element" className="sr-only">
            {t.checkLabel}
          </label>
          <input
            id="nouvel-element"
            name="label"
            placeholder={t.checkLabel}
            maxLength={PROJECT_LIMITS.checkLabel}
            required
            defaultValue={refused?.intent === "check-add" ? typed(refused, "label") : undefined}
            className={cn(controlClass, "h-10 min-w-0 flex-1")}
          />
          <button
            type="submit"
            name="intent"
            value="check-add"
            className={buttonClass("outline", "md")}
          >
            {t.checkAdd}
          </button>
        </WorkspaceForm>
      ) : null}
    </PanelCard>
  );
}
