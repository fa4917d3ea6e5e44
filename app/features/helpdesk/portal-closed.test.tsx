// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { followTexts, portalTexts } from "~/content/helpdesk-portal";
import type { FollowView } from "~/contracts/helpdesk-portal";
import { FollowPage } from "./portal-follow";
import { PortalPage } from "./portal-page";

// The end of a trial on the public pages: the portal and the follow page say it before anyone
// types (the server refuses the post: 403), in place of their forms, at the top of the page.

afterEach(cleanup);

function renderAt(path: string, children: ReactNode) {
  const Stub = createRoutesStub([{ path: "/portail/*", Component: () => children }]);
  render(<Stub initialEntries={[path]} />);
}

const workspace = { name: "Clinique Ratoma", slug: "clinique-ratoma" };

const follow = (readOnly: boolean): FollowView => ({
  number: "TCK-000007",
  subject: "Imprimante en panne",
  description: "Elle affiche une erreur.",
  status: "resolved",
  openedAt: "28 novembre 2026 à 09:00",
  entries: [],
  attachments: [],
  canReply: true,
  reopens: true,
  canVote: true,
  vote: null,
  comment: "",
  readOnly,
});

describe("a read-only workspace's public pages", () => {
  it("the portal shows the notice instead of the form, nothing to type", () => {
    renderAt(
      "/portail/clinique-ratoma",
      <PortalPage workspace={{ ...workspace, readOnly: true }} result={undefined} />,
    );
    expect(screen.getByTestId("portal-read-only").textContent).toContain(portalTexts.closed.title);
    expect(screen.getByTestId("portal-read-only").textContent).toContain(
      portalTexts.closed.text("Clinique Ratoma"),
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("the portal of a workspace in its trial keeps its form", () => {
    renderAt(
      "/portail/clinique-ratoma",
      <PortalPage workspace={{ ...workspace, readOnly: false }} result={undefined} />,
    );
    expect(screen.queryByTestId("portal-read-only")).toBeNull();
    expect(screen.getAllByRole("textbox").length).toBeGreaterThan(0);
  });

  it("the follow page shows the thread and the notice, no reply or vote form", () => {
    renderAt(
      "/portail/clinique-ratoma/suivi/7?jeton=x",
      <FollowPage view={follow(true)} slug="clinique-ratoma" answer={undefined} />,
    );
    expect(screen.getByTestId("portal-read-only").textContent).toContain(
      followTexts.readOnly.title,
    );
    expect(screen.getByText("Elle affiche une erreur.")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    cleanup();
    renderAt(
      "/portail/clinique-ratoma/suivi/7?jeton=x",
      <FollowPage view={follow(false)} slug="clinique-ratoma" answer={undefined} />,
    );
    expect(screen.queryByTestId("portal-read-only")).toBeNull();
    expect(screen.getAllByRole("textbox").length).toBeGreaterThan(0);
  });
});
