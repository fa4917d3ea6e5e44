import { ListChecks } from "lucide-react";
import type { TaskCard } from "~/content/project-management-views";
import { boardTexts as t, priorityLabel } from "~/content/project-management-views-texts";
import { cn } from "~/lib/cn";
import { formatDateCompact } from "~/lib/date-time";

// The small facts of a task shared by its card, its row and 'Mes tâches': due date (red when
// overdue), priority, checklist progress, 'Bloquée', assignee initials.

const dayLabel = (isoDay: string) => formatDateCompact(new Date(`${isoDay}T12:00:00Z`));

const priorityClass = {
  low: "text-muted-foreground",
  normal: "text-muted-foreground",
  high: "text-amber-700 dark:text-amber-300",
  urgent: "text-red-700 dark:text-red-300 font-semibold",
} as const;

export function PriorityText({ task }: { task: Pick<TaskCard, "priority"> }) {
  return (
    <span className={cn("text-xs whitespace-nowrap", priorityClass[task.priority])}>
      {priorityLabel(task.priority)}
    </span>
  );
}

export function DueDate({ task }: { task: Pick<TaskCard, "dueOn" | "overdue"> }) {
  if (!task.dueOn) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-xs whitespace-nowrap",
        task.overdue ? "font-medium text-red-700 dark:text-red-400" : "text-muted-foreground",
      )}
      data-overdue={task.overdue || undefined}
    >
      <time dateTime={task.dueOn}>{dayLabel(task.dueOn)}</time>
      {task.overdue ? <span className="sr-only">({t.overdue})</span> : null}
    </span>
  );
}

export function Checks({ task }: { task: Pick<TaskCard, "checks"> }) {
  if (!task.checks) return null;
  const { done, total } = task.checks;
  return (
    <span
      className="inline-flex items-center gap-1 text-xs text-muted-foreground"
      title={t.checksLabel(done, total)}
    >
      <ListChecks aria-hidden className="size-3.5" />
      <span aria-hidden>{t.checks(done, total)}</span>
      <span className="sr-only">{t.checksLabel(done, total)}</span>
    </span>
  );
}

export function BlockedBadge({ task }: { task: Pick<TaskCard, "blocked"> }) {
  if (!task.blocked) return null;
  return (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
      {t.blocked}
    </span>
  );
}

export function Assignee({ task }: { task: Pick<TaskCard, "assignee"> }) {
  if (!task.assignee) return <span className="sr-only">{t.unassigned}</span>;
  return (
    <span
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border bg-muted text-[0.65rem] font-semibold text-foreground"
      title={task.assignee.name}
    >
      <span aria-hidden>{task.assignee.initials}</span>
      <span className="sr-only">{task.assignee.name}</span>
    </span>
  );
}
