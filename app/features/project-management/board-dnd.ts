import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { BoardColumn, TaskCard } from "~/content/project-management-views";
import { boardTexts as t } from "~/content/project-management-views-texts";

// The board's drag and drop state: the cards of each column as the person moves them (before the
// server answers), where a card is, and the French announcements of dnd-kit's live region.

export type Lanes = Record<string, TaskCard[]>;

export const lanesOf = (columns: readonly BoardColumn[]): Lanes =>
  Object.fromEntries(columns.map((c) => [c.id, c.cards]));

/** The column holding `id` (a card's or a column's own id). */
export function laneOf(lanes: Lanes, id: string | number | undefined): string | undefined {
  if (id === undefined) return undefined;
  const key = String(id);
  if (key in lanes) return key;
  return Object.keys(lanes).find((lane) => lanes[lane]!.some((c) => c.id === key));
}

/** Moves card `id` into `lane` at `index` (a new object; the same when nothing changes). */
export function moveCard(lanes: Lanes, id: string, lane: string, index: number): Lanes {
  const from = laneOf(lanes, id);
  if (!from) return lanes;
  const card = lanes[from]!.find((c) => c.id === id)!;
  const without = { ...lanes, [from]: lanes[from]!.filter((c) => c.id !== id) };
  const target = [...without[lane]!];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, card);
  return { ...without, [lane]: target };
}

export const screenReaderInstructions: ScreenReaderInstructions = { draggable: t.instructions };

/** Where `active` would land over `over`: the column, its position and the column's count. */
function placeOf(lanes: Lanes, columns: readonly BoardColumn[], active: string, over: string) {
  const lane = laneOf(lanes, over);
  if (!lane) return null;
  const cards = lanes[lane]!;
  const total = cards.length + (cards.some((c) => c.id === active) ? 0 : 1);
  const index = cards.findIndex((c) => c.id === over);
  const name = columns.find((c) => c.id === lane)?.name ?? "";
  return { name, position: index < 0 ? total : index + 1, total };
}

export function announcementsFor(lanes: Lanes, columns: readonly BoardColumn[]): Announcements {
  const keyOf = (id: string | number) =>
    Object.values(lanes)
      .flat()
      .find((c) => c.id === String(id))?.key ?? "";
  const at = (active: string | number, over: string | number | undefined) =>
    over === undefined ? null : placeOf(lanes, columns, String(active), String(over));
  return {
    onDragStart: ({ active }) => t.picked(keyOf(active.id)),
    onDragOver: ({ active, over }) => {
      const place = at(active.id, over?.id);
      const key = keyOf(active.id);
      if (!place) return t.outside(key);
      // Over itself (just picked up, or back at its place): the instructions again, not a move.
      if (over?.id === active.id) return t.pickedAt(key, place.name, place.position, place.total);
      return t.over(key, place.name, place.position, place.total);
    },
    onDragEnd: ({ active, over }) => {
      const place = at(active.id, over?.id);
      return place
        ? t.dropped(keyOf(active.id), place.name, place.position, place.total)
        : undefined;
    },
    onDragCancel: ({ active }) => t.cancelled(keyOf(active.id)),
  };
}
