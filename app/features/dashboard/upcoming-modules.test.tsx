// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dashboardModules, findDashboardModule } from "~/content/dashboard-modules";
import { DashboardModulePage } from "./dashboard-module-page";
import { ModuleTiles } from "./module-tiles";
import { SidebarNav } from "./sidebar-nav";

// The product never advertises as working what does not work, nor the reverse: the 18 modules
// still to come are marked 'Bientôt' in the sidebar and the tiles, and the 8 that work are not
// called 'en cours de développement' in the public demo.

afterEach(cleanup);

function renderAt(children: ReactNode) {
  const Stub = createRoutesStub([{ path: "/dashboard/*", Component: () => children }]);
  render(<Stub initialEntries={["/dashboard"]} />);
}

/** 'Gestion de projets, Bientôt' (how the spaces around the comma are kept varies by engine). */
const upcomingName = (title: string) =>
  new RegExp(`^${title.replace(/[()&]/g, "\\$&")}\\s*,\\s*Bientôt$`);

const upcoming = dashboardModules.filter((m) => !m.available);
const available = dashboardModules.filter((m) => m.available);

describe("modules still to come", () => {
  it("are 18 of the 26, the 8 that work being the ones with their own routes", () => {
    expect(upcoming).toHaveLength(18);
    expect(available.map((m) => m.id)).toEqual([
      "project-management",
      "team-management",
      "it-procedures-tracking",
      "team-performance-automation",
      "helpdesk",
      "inventory-management",
      "software-source-code-management",
      "user-management",
    ]);
  });

  it("say 'Bientôt' in the sidebar, in the link's name; the others do not", () => {
    renderAt(<SidebarNav idPrefix="test" />);
    const nav = screen.getByRole("navigation");
    for (const m of upcoming) {
      expect(within(nav).getByRole("link", { name: upcomingName(m.title) })).toBeTruthy();
    }
    for (const m of available) {
      const link = within(nav).getByRole("link", { name: m.title });
      expect(within(link).queryByTestId("upcoming-badge")).toBeNull();
    }
    expect(within(nav).getAllByTestId("upcoming-badge")).toHaveLength(18);
  });

  it("say 'Bientôt' on their tiles", () => {
    renderAt(<ModuleTiles modules={dashboardModules} />);
    const tiles = screen.getAllByTestId("service-tile");
    const marked = tiles.filter((tile) => within(tile).queryByTestId("upcoming-badge"));
    expect(marked.map((tile) => tile.getAttribute("href"))).toEqual(upcoming.map((m) => m.href));
  });

  it("keep the spec's placeholder on their page; a module that works shows the way in", () => {
    renderAt(<DashboardModulePage service={findDashboardModule("ip-addressing")!} />);
    expect(screen.getByText("Cette section est en cours de développement.")).toBeTruthy();
    expect(screen.getByTestId("upcoming-badge").textContent).toBe("Bientôt");
    cleanup();

    renderAt(<DashboardModulePage service={findDashboardModule("helpdesk")!} />);
    expect(document.body.textContent).not.toMatch(/en cours de développement/);
    expect(screen.queryByTestId("upcoming-badge")).toBeNull();
    expect(screen.getByRole("link", { name: "Démarrer l'essai gratuit" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Helpdesk & Support");
  });
});
