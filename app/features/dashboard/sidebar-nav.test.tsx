// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCurrentPath, SidebarNav } from "./sidebar-nav";

// The sidebar's plain links (decision 0147): the current page marked as <NavLink> marked it, a
// plain click followed within the app, then the phone's menu closed.

afterEach(cleanup);

describe("isCurrentPath", () => {
  it("is the page itself or, unless it is an end, one of its ancestors", () => {
    expect(isCurrentPath("/dashboard/helpdesk", "/dashboard/helpdesk")).toBe(true);
    expect(isCurrentPath("/dashboard/helpdesk/tickets/12", "/dashboard/helpdesk")).toBe(true);
    expect(isCurrentPath("/Dashboard/Helpdesk", "/dashboard/helpdesk")).toBe(true);
    expect(isCurrentPath("/dashboard/helpdesk-2", "/dashboard/helpdesk")).toBe(false);
    expect(isCurrentPath("/dashboard/helpdesk", "/dashboard", true)).toBe(false);
    expect(isCurrentPath("/dashboard", "/dashboard", true)).toBe(true);
  });
});

function renderAt(path: string, onNavigate?: () => void) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/*",
      Component: () => <SidebarNav idPrefix="test" onNavigate={onNavigate} />,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.getByRole("navigation");
}

describe("SidebarNav", () => {
  it("marks the module of the current page, and only it", () => {
    const nav = renderAt("/dashboard/helpdesk/tickets/12");
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute("href")).toBe("/dashboard/helpdesk");
  });

  it("follows a link within the app, then closes the menu", async () => {
    const onNavigate = vi.fn();
    const nav = renderAt("/dashboard", onNavigate);
    expect(
      within(nav).getByRole("link", { name: "Tableau de bord" }).getAttribute("aria-current"),
    ).toBe("page");
    const helpdesk = within(nav).getByRole("link", { name: "Helpdesk & Support" });
    expect(fireEvent.click(helpdesk)).toBe(false);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(helpdesk.getAttribute("aria-current")).toBe("page"));
    expect(
      within(nav).getByRole("link", { name: "Tableau de bord" }).getAttribute("aria-current"),
    ).toBeNull();
  });
});
