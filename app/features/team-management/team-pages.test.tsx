// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import {
  NEW_TEAM_PATH,
  teamTexts as t,
  workloadTexts as w,
  type WorkloadView,
} from "~/content/team-management";
import { TeamListPage } from "./team-list-page";
import { WorkloadPage } from "./workload-page";

// The teams' pages as the server renders them: the empty list says what to do (and offers the
// button to those who may create), the workload shows the badges and another module's column.

afterEach(cleanup);

function renderAt(node: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the team list", () => {
  it("tells an Administrateur what to do first, and offers 'Nouvelle équipe'", () => {
    renderAt(<TeamListPage view={{ items: [], canManage: true, handles: true }} notice={null} />);
    expect(screen.getByTestId("equipes-vide").textContent).toContain(t.empty);
    const create = screen.getByRole("link", { name: t.newTeam });
    expect(create.getAttribute("href")).toBe(NEW_TEAM_PATH);
  });

  it("tells a Membre who creates teams, without the button nor the workload tab", () => {
    renderAt(<TeamListPage view={{ items: [], canManage: false, handles: false }} notice={null} />);
    expect(screen.getByTestId("equipes-vide").textContent).toContain(t.emptyReader);
    expect(screen.queryByRole("link", { name: t.newTeam })).toBeNull();
    expect(screen.queryByRole("link", { name: new RegExp(t.navShort.workload) })).toBeNull();
  });

  it("underlines the current tab only: one border colour and one text colour per tab", () => {
    renderAt(<TeamListPage view={{ items: [], canManage: true, handles: true }} notice={null} />);
    const tabs = screen.getByRole("navigation", { name: t.navLabel }).querySelectorAll("a");
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) {
      const classes = tab.className.split(" ");
      const current = tab.getAttribute("aria-current") === "page";
      expect(classes.filter((c) => /^border-(brand|transparent)$/.test(c))).toEqual([
        current ? "border-brand" : "border-transparent",
      ]);
      expect(classes.filter((c) => /^text-(foreground|muted-foreground)$/.test(c))).toEqual([
        current ? "text-foreground" : "text-muted-foreground",
      ]);
    }
  });
});

describe("the workload page", () => {
  const view: WorkloadView = {
    canManage: false,
    columns: [{ key: "tasks", label: "Tâches" }],
    teams: [
      {
        id: "0b8e3f0e-8d5b-4c3e-9f4a-2a1b3c4d5e6f",
        name: "Support N1",
        backlog: 4,
        unassigned: 1,
        compliance: 92,
        resolved: 25,
        members: [
          {
            id: "u1",
            name: "Kadiatou Bah",
            lead: true,
            absent: true,
            outOfHours: false,
            open: 3,
            dueWeek: 2,
            overdue: 1,
            extra: { tasks: "7" },
          },
        ],
      },
    ],
  };

  it("shows the team's figures, the member's badges and the contributed column", () => {
    renderAt(<WorkloadPage view={view} />);
    const team = screen.getByTestId("charge-equipe");
    expect(team.textContent).toContain(w.complianceValue(92, 25));
    const row = within(screen.getByTestId("charge-membres")).getByRole("row", {
      name: /Kadiatou Bah/,
    });
    expect(row.textContent).toContain(w.absentToday);
    expect(row.textContent).toContain(w.leadBadge);
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      expect.stringContaining("Kadiatou Bah"),
      expect.stringContaining("3"),
      expect.stringContaining("2"),
      expect.stringContaining("1"),
      expect.stringContaining("7"),
    ]);
    expect(screen.getByRole("columnheader", { name: "Tâches" })).toBeTruthy();
  });

  it("groups counts by thousands, as French writes them", () => {
    const team = view.teams[0]!;
    const big = {
      ...view,
      teams: [{ ...team, backlog: 12500, members: [{ ...team.members[0]!, open: 1000 }] }],
    };
    renderAt(<WorkloadPage view={big} />);
    expect(screen.getByTestId("charge-equipe").textContent).toContain("12\u202f500");
    const row = within(screen.getByTestId("charge-membres")).getByRole("row", {
      name: /Kadiatou Bah/,
    });
    expect(within(row).getAllByRole("cell")[1]!.textContent).toContain("1\u202f000");
  });
});
