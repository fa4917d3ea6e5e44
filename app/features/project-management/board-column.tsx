import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { columnListPath, PROJECT_LIMITS } from "~/content/project-management";
import type { BoardColumn as Column, TaskCard } from "~/content/project-management-views";
import { boardTexts as t } from "~/content/project-management-views-texts";
import { cn } from "~/lib/cn";
import { SortableCard } from "./task-card";

// One column of the board: its name and count, its cards (a sortable list, the column itself a
// drop target when empty), 'Voir les X autres' past the shown cards, and 'Ajouter une tâche'.

const dot = {
  todo: "bg-slate-400",
  doing: "bg-blue-500",
  review: "bg-amber-500",
  done: "bg-emerald-500",
};

function AddTask({ column }: { column: Column }) {
  const id = `ajout-${column.id}`;
  return (
    <WorkspaceForm method="post" className="flex gap-2" data-add-task>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="column" value={column.id} />
      <label htmlFor={id} className="sr-only">
        {t.addLabel(column.name)}
      </label>
      <input
        id={id}
        name="title"
        required
        maxLength={PROJECT_LIMITS.taskTitle}
        placeholder={t.addPlaceholder}
        className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2.5 text-base shadow-xs placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
      />
      <button
        type="submit"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-input bg-background hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Plus aria-hidden className="size-4" />
        <span className="sr-only">{t.add}</span>
      </button>
    </WorkspaceForm>
  );
}

export function BoardColumn({
  projectId,
  column,
  cards,
  columns,
  canWrite,
}: {
  projectId: string;
  column: Column;
  cards: readonly TaskCard[];
  columns: readonly Column[];
  canWrite: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id, data: { type: "column" } });
  const hidden = column.total - column.cards.length;
  const headingId = `colonne-${column.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-board-column={column.name}
      className="relative flex w-[85vw] max-w-80 shrink-0 snap-start flex-col gap-2 rounded-xl bg-muted/60 p-2 sm:w-72 xl:w-64"
    >
      <h2 id={headingId} className="flex items-center gap-2 px-1 pt-1 text-sm font-semibold">
        <span aria-hidden className={cn("size-2 rounded-full", dot[column.kind])} />
        <span className="truncate">{column.name}</span>
        <span className="ml-auto rounded-full bg-background px-2 text-xs font-medium text-muted-foreground tabular-nums">
          <span className="sr-only">, </span>
          {t.count(column.total)}
        </span>
      </h2>
      <SortableContext
        id={column.id}
        items={cards.map((c) => c.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol
          ref={setNodeRef}
          className={cn("grid min-h-16 content-start gap-2 rounded-lg", isOver && "bg-accent/60")}
        >
          {cards.map((card) => (
            <SortableCard
              key={card.id}
              projectId={projectId}
              card={card}
              columns={columns}
              canWrite={canWrite}
            />
          ))}
          {cards.length === 0 ? (
            <li className="rounded-lg border border-dashed px-3 py-4 text-center text-xs text-muted-foreground">
              {t.empty}
            </li>
          ) : null}
        </ol>
      </SortableContext>
      {hidden > 0 ? (
        <Link
          to={columnListPath(projectId, column.id)}
          className="px-1 text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
        >
          {t.more(hidden)}
        </Link>
      ) : null}
      {/* A new key after each addition: the field is empty again. */}
      {canWrite ? <AddTask key={column.total} column={column} /> : null}
    </section>
  );
}
