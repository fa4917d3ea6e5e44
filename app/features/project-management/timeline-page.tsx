import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { EmptyNote } from "~/components/module/empty-note";
import { buttonClass } from "~/components/ui/button";
import { projectViewPath, taskPath } from "~/content/project-management";
import type { TimelineBar, TimelineView } from "~/content/project-management-views";
import { timelineTexts as t } from "~/content/project-management-views-texts";
import { cn } from "~/lib/cn";
import { useNonce } from "~/lib/nonce";
import { TaskLine } from "./task-line";
import { addDays, isoWeek, shortDay } from "./timeline-calendar";
import { timelineLayout } from "./timeline-grid";

// The timeline: a CSS grid of days (one column a day, the months and ISO weeks above), a bar per
// task from its start to its due date, a diamond for a milestone, a line for today. Rendered on
// the server, no chart library; it scrolls sideways on a phone, the task names staying in view.

function Bar({
  bar,
  name,
  span,
  projectId,
}: {
  bar: TimelineBar;
  name: string;
  span: string;
  projectId: string;
}) {
  const { task } = bar;
  const label = task.milestone
    ? t.milestoneOn(task.key, task.title, shortDay(bar.end))
    : t.bar(task.key, task.title, shortDay(bar.start), shortDay(bar.end));
  return (
    <>
      <Link
        to={taskPath(projectId, task.id)}
        className={cn(
          "sticky left-0 z-10 flex min-w-0 items-center gap-2 border-r bg-card px-2 py-1.5 hover:underline",
          name,
        )}
        title={task.title}
      >
        {/* On a phone the name column is 9rem: the key would leave the title a few letters. It
            stays in the bar's spoken label and on the task's page. Wider, keys up to
            PRJ-999-999 take one width, so the titles start in one column. */}
        <span className="min-w-[11ch] shrink-0 font-mono text-muted-foreground max-sm:hidden">
          {task.key}
        </span>
        <span className="truncate">{task.title}</span>
        <span className="sr-only">{label}</span>
      </Link>
      <div className={cn("flex items-center py-1", span)} aria-hidden>
        {task.milestone ? (
          <span
            className="ml-auto size-3 rotate-45 border-2 border-violet-600 bg-violet-200 dark:bg-violet-900"
            data-milestone={task.key}
          />
        ) : (
          <span
            className={cn(
              "h-3.5 w-full rounded-full",
              task.done
                ? "bg-emerald-500/50"
                : task.overdue
                  ? "bg-red-500/80 ring-1 ring-red-700 ring-inset"
                  : "bg-primary/60",
            )}
            data-bar={task.key}
            data-overdue={task.overdue || undefined}
          />
        )}
      </div>
    </>
  );
}

export function TimelinePage({ view }: { view: TimelineView }) {
  const nonce = useNonce();
  const layout = timelineLayout(view);
  const base = projectViewPath(view.projectId, "chronologie");
  const shift = Math.floor(view.weeks / 2) * 7;
  return (
    <div className="grid min-w-0 gap-4 [contain:inline-size]">
      <style nonce={nonce || undefined}>{layout.css}</style>
      <nav className="flex flex-wrap items-center gap-2" aria-label={t.caption}>
        <Link
          to={`${base}?debut=${addDays(view.from, -shift)}`}
          className={buttonClass("outline", "sm")}
        >
          <ChevronLeft aria-hidden />
          <span className="max-sm:sr-only">{t.previous}</span>
        </Link>
        <Link to={base} className={buttonClass("ghost", "sm")}>
          {t.thisWeek}
        </Link>
        <Link
          to={`${base}?debut=${addDays(view.from, shift)}`}
          className={buttonClass("outline", "sm")}
        >
          <span className="max-sm:sr-only">{t.next}</span>
          <ChevronRight aria-hidden />
        </Link>
        <p className="text-sm text-muted-foreground sm:ml-auto">
          {t.range(shortDay(view.from), shortDay(addDays(view.from, layout.days - 1)))}
        </p>
      </nav>
      <div className="overflow-x-auto rounded-xl border bg-card shadow-sm" data-testid="timeline">
        <div className="tl-grid relative grid min-w-[56rem] text-xs">
          <div className={cn("sticky left-0 z-20 border-r border-b bg-card", layout.corner)} />
          {layout.months.map((m) => (
            <div
              key={m.start}
              className={cn(
                "truncate border-b border-l px-2 py-1 font-medium first-letter:uppercase",
                m.className,
              )}
            >
              {m.label}
            </div>
          ))}
          {layout.weeks.map((w) => (
            <div
              key={w.monday}
              className={cn(
                "truncate border-b border-l px-1.5 py-1 text-muted-foreground",
                w.className,
              )}
              title={shortDay(w.monday)}
            >
              {t.week(isoWeek(w.monday))}
            </div>
          ))}
          {layout.groups.map(({ group, heading, band, bars }) => (
            <div key={group.id} className="contents">
              <p
                className={cn(
                  "sticky left-0 z-10 border-t border-r bg-muted px-2 py-1 font-semibold",
                  heading,
                )}
              >
                {group.label}
              </p>
              <div className={cn("border-t bg-muted/50", band)} />
              {bars.map((b) => (
                <Bar
                  key={b.bar.task.id}
                  bar={b.bar}
                  name={b.name}
                  span={b.span}
                  projectId={view.projectId}
                />
              ))}
            </div>
          ))}
          {layout.today ? (
            <div
              className={cn("pointer-events-none z-0 border-l-2 border-red-500/80", layout.today)}
              aria-hidden
              title={t.today}
              data-today
            />
          ) : null}
        </div>
        {view.capped ? (
          <p className="border-t p-3 text-sm text-muted-foreground">{t.capped}</p>
        ) : null}
        {view.groups.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{t.empty}</p>
        ) : null}
      </div>
      <section className="grid gap-2" aria-labelledby="sans-echeance">
        <h2 id="sans-echeance" className="text-base font-semibold">
          {t.undated}
        </h2>
        {view.undated.length === 0 ? (
          <EmptyNote>{t.undatedNone}</EmptyNote>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {view.undated.map((task) => (
              <TaskLine key={task.id} projectId={view.projectId} task={task} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
