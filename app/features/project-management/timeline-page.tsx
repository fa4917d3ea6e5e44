import { ChevronLeft, ChevronRight } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { EmptyNote } from "~/components/module/empty-note";
import { buttonClass } from "~/components/ui/button";
import { projectViewPath, taskPath } from "~/content/project-management";
import type { TimelineBar, TimelineView } from "~/content/project-management-views";
import { timelineTexts as t } from "~/content/project-management-views-texts";
import { cn } from "~/lib/cn";
import { TaskLine } from "./task-line";
import { addDays, daysBetween, isoWeek, monthsOf, shortDay } from "./timeline-calendar";

// The timeline: a CSS grid of days (one column a day, the weeks and months above), a bar per
// task from its start to its due date, a diamond for a milestone, a line for today. Rendered on
// the server, no chart library; it scrolls sideways on a phone, the task names staying in view.

const LABEL = "minmax(8rem, 14rem)";

function Bar({
  bar,
  from,
  days,
  row,
  projectId,
}: {
  bar: TimelineBar;
  from: string;
  days: number;
  row: number;
  projectId: string;
}) {
  const start = Math.max(0, daysBetween(from, bar.start));
  const end = Math.min(days - 1, daysBetween(from, bar.end));
  const { task } = bar;
  const style: CSSProperties = { gridColumn: `${start + 2} / ${end + 3}`, gridRow: row };
  const label = task.milestone
    ? t.milestoneOn(task.key, task.title, shortDay(bar.end))
    : t.bar(task.key, task.title, shortDay(bar.start), shortDay(bar.end));
  return (
    <>
      <Link
        to={taskPath(projectId, task.id)}
        className="sticky left-0 z-10 flex min-w-0 items-center gap-2 truncate border-r bg-card px-2 py-1.5 text-xs hover:underline"
        style={{ gridColumn: 1, gridRow: row }}
        title={task.title}
      >
        <span className="font-mono text-muted-foreground">{task.key}</span>
        <span className="truncate">{task.title}</span>
        <span className="sr-only">{label}</span>
      </Link>
      <div className="relative flex items-center py-1" style={style} aria-hidden>
        {task.milestone ? (
          <span
            className="ml-[calc(100%-0.55rem)] size-3 rotate-45 border-2 border-violet-600 bg-violet-200 dark:bg-violet-900"
            data-milestone={task.key}
          />
        ) : (
          <span
            className={cn(
              "h-4 w-full rounded-sm",
              task.done
                ? "bg-emerald-500/60"
                : task.overdue
                  ? "bg-red-500/80 ring-1 ring-red-700"
                  : "bg-primary/70",
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
  const days = view.weeks * 7;
  const base = projectViewPath(view.projectId, "chronologie");
  const shift = Math.floor(view.weeks / 2) * 7;
  const weeks = Array.from({ length: view.weeks }, (_, i) => addDays(view.from, i * 7));
  const todayIndex = daysBetween(view.from, view.today);
  // Rows: months, weeks, then each group's heading and its bars (explicit, so that the line of
  // today may overlap them).
  const rows = view.groups.map(
    (_, i) => 3 + i + view.groups.slice(0, i).reduce((n, g) => n + g.bars.length, 0),
  );
  const row = 2 + view.groups.length + view.groups.reduce((n, g) => n + g.bars.length, 0);
  const grid: CSSProperties = {
    gridTemplateColumns: `${LABEL} repeat(${days}, minmax(0.6rem, 1fr))`,
  };
  return (
    <div className="grid min-w-0 gap-4">
      <nav className="flex flex-wrap items-center gap-2" aria-label={t.caption}>
        <Link
          to={`${base}?debut=${addDays(view.from, -shift)}`}
          className={buttonClass("outline", "sm")}
        >
          <ChevronLeft aria-hidden />
          {t.previous}
        </Link>
        <Link to={base} className={buttonClass("ghost", "sm")}>
          {t.thisWeek}
        </Link>
        <Link
          to={`${base}?debut=${addDays(view.from, shift)}`}
          className={buttonClass("outline", "sm")}
        >
          {t.next}
          <ChevronRight aria-hidden />
        </Link>
        <p className="text-sm text-muted-foreground sm:ml-auto">
          {t.range(shortDay(view.from), shortDay(addDays(view.from, days - 1)))}
        </p>
      </nav>
      <div className="overflow-x-auto rounded-xl border bg-card shadow-sm" data-testid="timeline">
        <div className="relative grid min-w-[56rem] text-xs" style={grid}>
          <div
            className="sticky left-0 z-20 row-span-2 border-r border-b bg-card"
            style={{ gridColumn: 1 }}
          />
          {monthsOf(view.from, days).map((m) => (
            <div
              key={m.start}
              className="truncate border-b border-l px-2 py-1 font-medium capitalize"
              style={{ gridColumn: `${m.start + 2} / span ${m.length}`, gridRow: 1 }}
            >
              {m.label}
            </div>
          ))}
          {weeks.map((w, i) => (
            <div
              key={w}
              className="truncate border-b border-l px-1.5 py-1 text-muted-foreground"
              style={{ gridColumn: `${i * 7 + 2} / span 7`, gridRow: 2 }}
              title={shortDay(w)}
            >
              {t.week(isoWeek(w))}
            </div>
          ))}
          {todayIndex >= 0 && todayIndex < days ? (
            <div
              className="pointer-events-none z-0 border-l-2 border-red-500"
              style={{ gridColumn: todayIndex + 2, gridRow: `1 / ${row + 1}` }}
              aria-hidden
              title={t.today}
              data-today
            />
          ) : null}
          {view.groups.map((g, i) => (
            <div key={g.id} className="contents">
              <p
                className="sticky left-0 z-10 border-t border-r bg-muted px-2 py-1 font-semibold"
                style={{ gridColumn: 1, gridRow: rows[i] }}
              >
                {g.label}
              </p>
              <div
                className="border-t bg-muted/50"
                style={{ gridColumn: `2 / span ${days}`, gridRow: rows[i] }}
              />
              {g.bars.map((bar, j) => (
                <Bar
                  key={bar.task.id}
                  bar={bar}
                  from={view.from}
                  days={days}
                  row={rows[i]! + 1 + j}
                  projectId={view.projectId}
                />
              ))}
            </div>
          ))}
        </div>
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
