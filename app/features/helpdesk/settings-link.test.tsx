// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HELPDESK_SETTINGS_PATH, helpdeskSettingsTexts } from "~/content/helpdesk-settings";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { HelpdeskSettingsLink } from "~/features/helpdesk";

// The helpdesk's link to its settings: for owners and administrators only, as the server decides.

afterEach(cleanup);

function renderFor(role: WorkspaceRole | undefined) {
  const Stub = createRoutesStub([
    { path: "/dashboard/helpdesk", Component: () => <HelpdeskSettingsLink role={role} /> },
  ]);
  render(<Stub initialEntries={["/dashboard/helpdesk"]} />);
}

describe("HelpdeskSettingsLink", () => {
  it.each(["owner", "admin"] as const)("leads a %s to the settings", (role) => {
    renderFor(role);
    expect(screen.getByRole("link", { name: helpdeskSettingsTexts.link })).toHaveAttribute(
      "href",
      HELPDESK_SETTINGS_PATH,
    );
  });

  it.each(["technician", "member", undefined] as const)("shows nothing to a %s", (role) => {
    renderFor(role);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
