import { Link } from "react-router";
import { MarkdownBody } from "~/components/module/markdown-body";
import { FormAlert } from "~/components/ui/form-alert";
import { PanelCard } from "~/components/ui/panel-card";
import {
  taskTexts as t,
  type TaskPageView,
  type TaskResult,
} from "~/content/project-management-tasks";
import { cn } from "~/lib/cn";
import { TaskChecklist } from "./task-checklist";
import { TaskComments } from "./task-comments";
import { TaskDependencies } from "./task-dependencies";
import { TaskFiles } from "./task-files";
import { TaskDelete, TaskHistory, TaskProperties } from "./task-side";
import { TaskTime } from "./task-time";

// One task, inside its project's frame: its title and key, the description, the checklist, the
// comments and files on the left; properties, 'Bloquée par', time, history on the right (below
// on a phone). Each part's form posts to the page with its `intent`.

export function TaskPage({
  view,
  notice,
  result,
}: {
  view: TaskPageView;
  notice: string | null;
  result?: TaskResult;
}) {
  return (
    <article aria-labelledby="tache-titre" className="grid min-w-0 gap-4">
      <header className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="font-mono">{view.key}</span>
          <span
            className={cn(
              "rounded-full border px-2 py-0.5 text-xs font-medium",
              view.done && "border-success/40 text-success",
            )}
          >
            {view.columnLabel}
          </span>
          {view.ticket ? (
            <Link
              to={view.ticket.href}
              className="font-medium text-foreground underline underline-offset-4"
            >
              {t.ticketOpen(view.ticket.number)}
            </Link>
          ) : null}
        </p>
        <h2
          id="tache-titre"
          className="text-xl font-semibold tracking-tight text-balance wrap-break-word"
        >
          {view.title}
        </h2>
      </header>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {!view.canWrite ? <p className="text-sm text-muted-foreground">{t.readOnly}</p> : null}
      {/* A phone shows the properties first; a wide screen beside the text, the rest below. */}
      <div className="grid min-w-0 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <TaskProperties view={view} result={result} />
        </div>
        <div className="grid min-w-0 gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <PanelCard id="description" heading={t.description}>
            {view.html ? (
              <MarkdownBody html={view.html} className="text-sm sm:text-base" />
            ) : (
              <p className="text-sm text-muted-foreground">{t.noDescription}</p>
            )}
          </PanelCard>
          <TaskChecklist view={view} result={result} />
          <TaskComments view={view} result={result} />
          <TaskFiles view={view} result={result} />
        </div>
        <div className="grid min-w-0 gap-4 lg:col-start-2 lg:row-start-2">
          <TaskDependencies view={view} result={result} />
          <TaskTime view={view} result={result} today={view.today} />
          <TaskHistory view={view} />
          {view.canWrite ? <TaskDelete result={result} /> : null}
        </div>
      </div>
    </article>
  );
}
