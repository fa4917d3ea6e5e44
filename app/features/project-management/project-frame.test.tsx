// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import {
  projectSettingsPath,
  projectViewPath,
  type ProjectFrame as Frame,
} from "~/content/project-management";
import { ProjectFrame } from "./project-frame";

// A project's header: its three views as one segmented control (the open one marked), and its
// settings as a separate link, named on a phone too, for those who manage the project.

afterEach(cleanup);

const frame: Frame = {
  id: "6f1c2b9e-1d2a-4c8b-9e3f-0a1b2c3d4e5f",
  code: "PRJ-082",
  name: "Migration de la messagerie",
  status: "active",
  statusLabel: "En cours",
  clientName: "",
  canWrite: true,
  canManage: true,
};

function renderAt(path: string, value: Frame = frame) {
  const Page = () => (
    <ProjectFrame frame={value}>
      <p>Contenu</p>
    </ProjectFrame>
  );
  const Stub = createRoutesStub([
    { path: projectViewPath(frame.id, "liste"), Component: Page },
    { path: projectSettingsPath(frame.id), Component: Page },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("ProjectFrame", () => {
  it("marks the open view only, in one control; the settings link stands beside it", () => {
    renderAt(projectViewPath(frame.id, "liste"));
    const views = within(screen.getByRole("navigation", { name: "Vues du projet" }));
    expect(views.getAllByRole("link").map((l) => l.textContent)).toEqual([
      "Tableau",
      "Liste",
      "Chronologie",
    ]);
    const open = views.getByRole("link", { name: "Liste" });
    expect(open.getAttribute("aria-current")).toBe("page");
    expect(open.className).toContain("bg-background");
    expect(views.getByRole("link", { name: "Tableau" }).className).not.toContain("bg-background");
    const settings = screen.getByRole("link", { name: "Paramètres" });
    expect(settings.getAttribute("href")).toBe(projectSettingsPath(frame.id));
    expect(settings.getAttribute("aria-current")).toBeNull();
  });

  it("marks the settings when they are open, and leaves them out for those who cannot manage", () => {
    renderAt(projectSettingsPath(frame.id));
    expect(screen.getByRole("link", { name: "Paramètres" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(
      within(screen.getByRole("navigation", { name: "Vues du projet" }))
        .getAllByRole("link")
        .some((l) => l.getAttribute("aria-current")),
    ).toBe(false);
    cleanup();
    renderAt(projectViewPath(frame.id, "liste"), { ...frame, canManage: false });
    expect(screen.queryByRole("link", { name: "Paramètres" })).toBeNull();
  });
});
