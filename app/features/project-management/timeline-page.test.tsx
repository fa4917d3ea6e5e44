// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { TimelineView } from "~/content/project-management-views";
import { taskCard } from "./task-card-fixtures";
import { TimelinePage } from "./timeline-page";

// The timeline's name column on a phone: the task's title, not its key, fills the 9rem column;
// the key stays in the bar's spoken label.

afterEach(cleanup);

const task = taskCard({
  id: "t1",
  key: "PRJ-082-2",
  title: "Choix et commande des licences",
  dueOn: "2026-12-04",
});

const view: TimelineView = {
  projectId: "p1",
  from: "2026-11-16",
  weeks: 12,
  today: "2026-11-30",
  capped: false,
  groups: [
    { id: "todo", label: "À faire", bars: [{ task, start: "2026-11-30", end: "2026-12-04" }] },
  ],
  undated: [],
};

describe("the timeline's names", () => {
  it("hides the task's key below sm and keeps it in the spoken label", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <TimelinePage view={view} /> }]);
    render(<Stub initialEntries={["/"]} />);
    const link = screen.getByRole("link", { name: /Choix et commande des licences/ });
    const key = [...link.querySelectorAll("span")].find((s) => s.textContent === "PRJ-082-2");
    expect(key?.className.split(" ")).toContain("max-sm:hidden");
    // Wider, every key takes one width: the titles start in one column (PRJ-082-9, PRJ-082-10).
    expect(key?.className.split(" ")).toContain("min-w-[11ch]");
    expect(link.querySelector(".sr-only")?.textContent).toContain("PRJ-082-2");
  });
});
