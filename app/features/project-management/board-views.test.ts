import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import type { BoardColumn } from "~/content/project-management-views";
import { announcementsFor, laneOf, lanesOf, moveCard } from "./board-dnd";
import { isoWeek, monthsOf } from "./timeline-calendar";
import { timelineLayout } from "./timeline-grid";
import { taskCard } from "./task-card-fixtures";

// The board's drag state and French announcements, and the timeline's calendar (ISO weeks,
// months) and grid placements, without a browser.

const card = (id: string, columnId: string) => taskCard({ id, columnId });
const columns: BoardColumn[] = [
  {
    id: "todo",
    name: "À faire",
    kind: "todo",
    total: 2,
    cards: [card("1", "todo"), card("2", "todo")],
  },
  { id: "doing", name: "En cours", kind: "doing", total: 1, cards: [card("3", "doing")] },
];
const at = (id: string) => ({ id }) as Active & Over;

describe("board drag state", () => {
  it("moves a card between columns and finds its column", () => {
    const lanes = lanesOf(columns);
    const moved = moveCard(lanes, "1", "doing", 1);
    expect(moved.todo!.map((c) => c.id)).toEqual(["2"]);
    expect(moved.doing!.map((c) => c.id)).toEqual(["3", "1"]);
    expect(laneOf(moved, "1")).toBe("doing");
    expect(laneOf(moved, "doing")).toBe("doing");
  });

  it("announces in French where the card would land", () => {
    const a = announcementsFor(lanesOf(columns), columns);
    expect(a.onDragStart({ active: at("1") })).toMatch(
      /^Tâche PRJ-007-1 saisie\. Utilisez les flèches/,
    );
    expect(a.onDragOver({ active: at("1"), over: at("1") })).toMatch(
      /^Tâche PRJ-007-1 saisie, dans À faire, position 1 sur 2\. Utilisez les flèches/,
    );
    expect(a.onDragOver({ active: at("1"), over: at("3") })).toBe(
      "Tâche PRJ-007-1 déplacée dans En cours, position 1 sur 2.",
    );
    expect(a.onDragOver({ active: at("1"), over: at("doing") })).toBe(
      "Tâche PRJ-007-1 déplacée dans En cours, position 2 sur 2.",
    );
    expect(a.onDragOver({ active: at("1"), over: null })).toMatch(/d’aucune colonne/);
    expect(a.onDragCancel({ active: at("1"), over: null })).toBe(
      "Déplacement de la tâche PRJ-007-1 annulé.",
    );
  });
});

describe("timeline calendar", () => {
  it("numbers ISO weeks and names the months", () => {
    expect(isoWeek("2026-11-30")).toBe(49);
    expect(isoWeek("2026-12-28")).toBe(53);
    expect(isoWeek("2027-01-04")).toBe(1);
    expect(isoWeek("2021-01-03")).toBe(53);
    expect(monthsOf("2026-11-23", 14).map((m) => [m.label, m.length])).toEqual([
      ["novembre 2026", 8],
      ["décembre 2026", 6],
    ]);
  });

  it("places bars by day, clamped to the range, and today's line", () => {
    const bar = (start: string, end: string) => ({ task: card("1", "todo"), start, end });
    const layout = timelineLayout({
      projectId: "p",
      from: "2026-11-23",
      weeks: 2,
      today: "2026-11-25",
      capped: false,
      groups: [
        {
          id: "todo",
          label: "À faire",
          bars: [bar("2026-11-01", "2026-11-24"), bar("2026-11-30", "2027-02-01")],
        },
      ],
      undated: [],
    });
    expect(layout.css).toContain(".tl-r4b{grid-area:4/2/5/4}");
    expect(layout.css).toContain(".tl-r5b{grid-area:5/9/6/16}");
    expect(layout.css).toContain(".tl-today{grid-area:1/4/6/5}");
    expect(layout.css).not.toMatch(/style=/);
  });
});
