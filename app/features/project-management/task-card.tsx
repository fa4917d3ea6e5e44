import { GripVertical, Milestone } from "lucide-react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Link } from "react-router";
import { WorkspaceField } from "~/components/module/workspace-form";
import { taskPath } from "~/content/project-management";
import type { BoardColumn, TaskCard as Card } from "~/content/project-management-views";
import { boardTexts as t } from "~/content/project-management-views-texts";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { Assignee, BlockedBadge, Checks, DueDate, PriorityText } from "./task-badges";

// One card of the board: key, title (the link to the task), due date, priority, checklist,
// 'Bloquée', assignee. With JavaScript its handle drags it (pointer, touch or keyboard); without,
// the small 'Déplacer' form under it posts the same move.

function CardBody({ projectId, card }: { projectId: string; card: Card }) {
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <span className="font-mono">{card.key}</span>
        {card.milestone ? <Milestone aria-label={t.milestone} className="size-3.5" /> : null}
        <BlockedBadge task={card} />
      </div>
      <Link
        to={taskPath(projectId, card.id)}
        className="text-sm leading-snug font-medium wrap-break-word hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {card.title}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <DueDate task={card} />
        <PriorityText task={card} />
        <Checks task={card} />
        <span className="ml-auto">
          <Assignee task={card} />
        </span>
      </div>
    </div>
  );
}

/** The move without JavaScript: a native form (light: one per card). */
function MoveForm({ card, columns }: { card: Card; columns: readonly BoardColumn[] }) {
  // With JavaScript and a mouse, the card is dragged: the form stays for touch screens.
  const hydrated = useHydrated();
  return (
    <details
      className={cn("mt-1 text-xs text-muted-foreground", hydrated && "pointer-fine:hidden")}
    >
      <summary className="w-fit cursor-pointer">{t.move}…</summary>
      <form method="post" className="mt-1.5 flex gap-1.5">
        <WorkspaceField />
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="task" value={card.id} />
        <select
          name="column"
          aria-label={t.moveLabel}
          defaultValue={card.columnId}
          className="h-8 min-w-0 flex-1 rounded-md border bg-background px-1.5 text-foreground"
        >
          {columns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="h-8 rounded-md border px-2 text-foreground">
          {t.move}
        </button>
      </form>
    </details>
  );
}

export function SortableCard({
  projectId,
  card,
  columns,
  canWrite,
}: {
  projectId: string;
  card: Card;
  columns: readonly BoardColumn[];
  canWrite: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: card.id, disabled: !canWrite });
  const style = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-task-card={card.key}
      className={cn(
        "relative rounded-lg border bg-card p-3 shadow-xs transition-shadow hover:shadow-sm",
        // The thick left border takes 3 px of the padding: the text stays in line with the others'.
        card.overdue && "border-l-4 border-l-red-600 pl-[9px] dark:border-l-red-500",
        isDragging && "z-10 opacity-60 ring-2 ring-ring",
      )}
    >
      <div className="flex items-start gap-1">
        {canWrite ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t.handle(card.key)}
            data-drag-handle
            className="-ml-1 flex h-7 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <CardBody projectId={projectId} card={card} />
          {canWrite ? <MoveForm card={card} columns={columns} /> : null}
        </div>
      </div>
    </li>
  );
}
