// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { EXTRA_SEAT_FIELD, seatTexts } from "~/content/billing-seats";
import type { MembersView } from "~/contracts/members-view";
import { MembersPage } from "./members-page";

// The invitation form at the paid seats (decision 0118): before any submit, the owner reads that
// the invitation adds a prorated seat (the amount) and gets the confirmation box; an
// administrator reads that only the owner may; below the seats, nothing. The server's refusal
// without the box: app/server/billing/seats.server.test.ts.

afterEach(cleanup);

const view = (extraSeat: MembersView["extraSeat"]): MembersView => ({
  workspaceName: "Kaloum Services",
  members: [],
  invitations: [],
  inviteRoles: ["member", "admin"],
  inviterUnverified: false,
  lastOwner: false,
  extraSeat,
});

function renderPage(v: MembersView) {
  const Stub = createRoutesStub([
    { path: "/dashboard/user-management", Component: () => <MembersPage view={v} /> },
  ]);
  render(<Stub initialEntries={["/dashboard/user-management"]} />);
}

describe("the invitation form at the paid seats", () => {
  it("says up front to the owner what the extra seat costs, with the box to tick", () => {
    renderPage(view({ paid: 3, amount: "48,39\u00a0€", isOwner: true }));
    expect(screen.getByTestId("extra-seat").textContent).toContain(
      seatTexts.upfront(3, "48,39\u00a0€"),
    );
    const box = screen.getByRole("checkbox", { name: seatTexts.confirm }) as HTMLInputElement;
    expect(box.name).toBe(EXTRA_SEAT_FIELD);
    expect(box.required).toBe(true);
    expect(box.closest("form")).not.toBeNull();
  });

  it("tells an administrator to ask the owner, and says nothing below the seats", () => {
    renderPage(view({ paid: 3, amount: "48,39\u00a0€", isOwner: false }));
    expect(screen.getByTestId("extra-seat").textContent).toBe(seatTexts.ownerOnly(3));
    expect(screen.queryByRole("checkbox", { name: seatTexts.confirm })).toBeNull();
    cleanup();
    renderPage(view(null));
    expect(screen.queryByTestId("extra-seat")).toBeNull();
  });
});
