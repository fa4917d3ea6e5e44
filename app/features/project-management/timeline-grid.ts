import type { TimelineView } from "~/content/project-management-views";
import { addDays, daysBetween, monthsOf } from "./timeline-calendar";

// Where each cell of the timeline sits in its CSS grid. The server HTML may not carry style
// attributes (the CSP refuses them): the placements are rules of one <style> element with the
// response's nonce, each cell naming its rule by class.

export interface Cell {
  className: string;
  /** grid-area: row-start / column-start / row-end / column-end (columns: 1 = the names). */
  area: [number, number, number, number];
}

export function timelineLayout(view: TimelineView) {
  const days = view.weeks * 7;
  const cells: Cell[] = [];
  const cell = (className: string, area: Cell["area"]) => {
    cells.push({ className, area });
    return className;
  };
  const months = monthsOf(view.from, days).map((m, i) => ({
    ...m,
    className: cell(`tl-m${i}`, [1, m.start + 2, 2, m.start + m.length + 2]),
  }));
  const weeks = Array.from({ length: view.weeks }, (_, i) => ({
    monday: addDays(view.from, i * 7),
    className: cell(`tl-w${i}`, [2, i * 7 + 2, 3, i * 7 + 9]),
  }));
  let row = 3;
  const groups = view.groups.map((g, gi) => {
    const heading = cell(`tl-g${gi}`, [row, 1, row + 1, 2]);
    const band = cell(`tl-g${gi}b`, [row, 2, row + 1, days + 2]);
    row++;
    const bars = g.bars.map((bar) => {
      const start = Math.max(0, daysBetween(view.from, bar.start));
      const end = Math.min(days - 1, Math.max(start, daysBetween(view.from, bar.end)));
      const r = row++;
      return {
        bar,
        name: cell(`tl-r${r}`, [r, 1, r + 1, 2]),
        span: cell(`tl-r${r}b`, [r, start + 2, r + 1, end + 3]),
      };
    });
    return { group: g, heading, band, bars };
  });
  const todayIndex = daysBetween(view.from, view.today);
  const today =
    todayIndex >= 0 && todayIndex < days
      ? cell("tl-today", [1, todayIndex + 2, row, todayIndex + 3])
      : null;
  const corner = cell("tl-corner", [1, 1, 3, 2]);
  const css = [
    `.tl-grid{grid-template-columns:minmax(9rem,18rem) repeat(${days},minmax(0.6rem,1fr))}`,
    ...cells.map((c) => `.${c.className}{grid-area:${c.area.join("/")}}`),
  ].join("");
  return { days, months, weeks, groups, today, corner, css };
}
