// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BackLink } from "./back-link";

// The link back to a page's list: the same arrow and look on every page that has one.

afterEach(cleanup);

describe("BackLink", () => {
  it("links to the list with its label and a hidden arrow", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => <BackLink to="/dashboard/helpdesk">Tous les tickets</BackLink>,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const link = screen.getByRole("link", { name: "Tous les tickets" });
    expect(link.getAttribute("href")).toBe("/dashboard/helpdesk");
    const icon = link.querySelector("svg");
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(icon?.getAttribute("class")).toContain("lucide-arrow-left");
  });
});
