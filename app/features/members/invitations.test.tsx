// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { invitationTexts, membersTexts } from "~/content/members";
import { workspaceErrors } from "~/content/workspaces";
import { InvitationCard } from "./invitation-card";
import { InvitationTable } from "./invitation-table";

// An expired invitation, as its two pages draw it: the members page marks its row 'Expirée' and
// keeps 'Renvoyer' and 'Annuler'; the link, opened, says it expired and offers no way in. The
// loader's side (the row marked expired, the 410, a new link on 'Renvoyer'):
// app/server/workspaces/member-commands.server.test.ts and accept-invitation.server.test.ts.

afterEach(cleanup);

function renderAt(path: string, children: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => children }]);
  render(<Stub initialEntries={[path]} />);
}

const line = (expired: boolean) => ({
  id: expired ? "old" : "new",
  email: expired ? "ancien@exemple.gn" : "nouveau@exemple.gn",
  role: "member" as const,
  sentAt: new Date("2026-11-20T09:00:00Z"),
  expiresAt: new Date(expired ? "2026-11-22T09:00:00Z" : "2026-12-30T09:00:00Z"),
  expired,
  canManage: true,
});

describe("an expired invitation", () => {
  it("is marked 'Expirée' on the members page, with 'Renvoyer' and 'Annuler' still offered", () => {
    renderAt(
      "/dashboard/user-management",
      <InvitationTable invitations={[line(true), line(false)]} />,
    );
    const [expired, valid] = screen.getAllByTestId("invitation-row");
    const c = membersTexts.invitations;
    expect(within(expired!).getByText(c.expired)).toBeTruthy();
    expect(expired!.querySelector("time[datetime='2026-11-22T09:00:00.000Z']")).toBeNull();
    expect(within(expired!).getByRole("button", { name: c.resend })).toBeTruthy();
    expect(within(expired!).getByRole("button", { name: c.revoke })).toBeTruthy();
    // A valid one shows its end of validity instead.
    expect(within(valid!).queryByText(c.expired)).toBeNull();
    expect(valid!.querySelector("time[datetime='2026-12-30T09:00:00.000Z']")).not.toBeNull();
  });

  it("opened from its link, says it expired and offers no way to join", () => {
    renderAt(
      "/invitation/old",
      <InvitationCard page={{ state: "expired", signedIn: false }} path="/invitation/old" />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      invitationTexts.expiredHeading,
    );
    expect(screen.getByText(workspaceErrors.invitationExpired)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: invitationTexts.toHome })).toBeTruthy();
  });
});
