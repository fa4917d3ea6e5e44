// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SectionTabs } from "./section-tabs";

// The sections of a page as links: the current one marked for the eye and for assistive
// technology, a shorter label on a phone when one is given.

afterEach(cleanup);

const TABS = [
  { id: "a", to: "/compte", label: "Compte" },
  { id: "b", to: "/espace", label: "Espace de travail", shortLabel: "Espace" },
  { id: "c", to: "/journal", label: "Journal" },
] as const;

function renderTabs(current: "a" | "b" | "c" | null) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SectionTabs label="Sections" tabs={TABS} current={current} /> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("SectionTabs", () => {
  it("marks the current section only, with one border and one text colour per tab", () => {
    renderTabs("b");
    const links = screen.getByRole("navigation", { name: "Sections" }).querySelectorAll("a");
    expect([...links].map((a) => a.getAttribute("href"))).toEqual([
      "/compte",
      "/espace",
      "/journal",
    ]);
    for (const link of links) {
      const current = link.getAttribute("href") === "/espace";
      expect(link.getAttribute("aria-current")).toBe(current ? "page" : null);
      const classes = link.className.split(" ");
      expect(classes.filter((c) => /^border-(brand|transparent)$/.test(c))).toEqual([
        current ? "border-brand" : "border-transparent",
      ]);
      expect(classes.filter((c) => /^text-(foreground|muted-foreground)$/.test(c))).toEqual([
        current ? "text-foreground" : "text-muted-foreground",
      ]);
    }
  });

  it("gives the shorter label below sm and the full one above, and marks nothing without a current", () => {
    renderTabs(null);
    const espace = screen.getByRole("link", { name: /Espace/ });
    expect(espace.querySelector(".sm\\:hidden")?.textContent).toBe("Espace");
    expect(espace.querySelector(".hidden.sm\\:inline")?.textContent).toBe("Espace de travail");
    expect(screen.getByRole("link", { name: "Compte" }).children).toHaveLength(0);
    expect(document.querySelector('[aria-current="page"]')).toBeNull();
  });
});
