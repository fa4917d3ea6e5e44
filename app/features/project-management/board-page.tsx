import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { WorkspaceField } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import { projectEventsPath } from "~/content/project-management";
import type { BoardView } from "~/content/project-management-views";
import { boardTexts as t } from "~/content/project-management-views-texts";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { BoardColumn } from "./board-column";
import {
  announcementsFor,
  laneOf,
  lanesOf,
  moveCard,
  screenReaderInstructions,
  type Lanes,
} from "./board-dnd";
import { useProjectEvents } from "./use-project-events";

// The board: one column per status, scrolled by column on a phone (scroll-snap, each ~85 % of
// the screen). dnd-kit moves cards with a pointer, a finger or the keyboard (Space, arrows,
// Space), announced in French; the move posts `intent=move` with the card that follows it. Other
// browsers on the project reload it on the server's event (use-project-events).

function Outcome({ result }: { result: WorkspaceResult | undefined }) {
  if (!result) return null;
  if (!result.ok) return <FormAlert tone="error">{result.formError ?? ""}</FormAlert>;
  return <FormAlert tone="success">{result.notice}</FormAlert>;
}

export function BoardPage({ board }: { board: BoardView }) {
  useProjectEvents(projectEventsPath(board.projectId));
  const fetcher = useFetcher<WorkspaceResult>({ key: `board-${board.projectId}` });
  const actionResult = useActionData<WorkspaceResult>();
  const [lanes, setLanes] = useState<Lanes>(() => lanesOf(board.columns));
  const [dragging, setDragging] = useState(false);
  const [shown, setShown] = useState(board);
  const [origin, setOrigin] = useState<string | undefined>(undefined);
  const fields = useRef<HTMLFormElement>(null);

  // New data from the server (a move here or elsewhere): shown unless a card is in the hand.
  if (shown !== board && !dragging) {
    setShown(board);
    setLanes(lanesOf(board.columns));
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const lanesNow = lanes;
    const from = laneOf(lanesNow, active.id);
    const to = laneOf(lanesNow, over.id);
    if (!from || !to || from === to) return;
    const target = lanesNow[to]!;
    const overIndex = target.findIndex((c) => c.id === String(over.id));
    setLanes(moveCard(lanesNow, String(active.id), to, overIndex < 0 ? target.length : overIndex));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const id = String(active.id);
    let next = lanes;
    const lane = laneOf(next, id);
    if (!over || !lane) return setLanes(lanesOf(board.columns));
    const overLane = laneOf(next, over.id);
    if (overLane === lane && String(over.id) !== lane) {
      const index = next[lane]!.findIndex((c) => c.id === String(over.id));
      next = moveCard(next, id, lane, index);
    }
    const cards = next[lane]!;
    const at = cards.findIndex((c) => c.id === id);
    const unchanged =
      lane === origin && board.columns.find((c) => c.id === lane)!.cards[at]?.id === id;
    setLanes(next);
    if (unchanged) return;
    const form = new FormData(fields.current ?? undefined);
    form.set("intent", "move");
    form.set("task", id);
    form.set("column", lane);
    form.set("before", cards[at + 1]?.id ?? "");
    void fetcher.submit(form, { method: "post" });
  };

  const result = fetcher.data ?? actionResult;
  return (
    <div className="grid min-w-0 gap-3 [contain:inline-size]">
      <form ref={fields} hidden aria-hidden>
        <WorkspaceField />
      </form>
      <div aria-live="polite">{result && !result.ok ? <Outcome result={result} /> : null}</div>
      {actionResult?.ok ? <Outcome result={actionResult} /> : null}
      <DndContext
        id={`board-${board.projectId}`}
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{
          announcements: announcementsFor(lanes, board.columns),
          screenReaderInstructions,
        }}
        onDragStart={({ active }) => {
          setOrigin(laneOf(lanes, active.id));
          setDragging(true);
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setDragging(false);
          setLanes(lanesOf(board.columns));
        }}
      >
        <div
          className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0"
          data-testid="board"
          aria-label={t.caption}
          role="region"
          tabIndex={-1}
        >
          {board.columns.map((column) => (
            <BoardColumn
              key={column.id}
              projectId={board.projectId}
              column={column}
              cards={lanes[column.id] ?? []}
              columns={board.columns}
              canWrite={board.canWrite}
            />
          ))}
        </div>
      </DndContext>
    </div>
  );
}
