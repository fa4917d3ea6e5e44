// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { dashboardAccountOf, type DashboardAccount } from "./account";
import { AccountContext } from "./account-context";
import { UserMenu } from "./user-menu";

// WCAG 2.5.3 (label in name): the user menu's accessible name contains what the button shows,
// the initials and, from lg, the first name, in that order. Every text of the button is checked,
// the one hidden below lg included (the widest case).

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 28, 9);

function account(name: string): DashboardAccount {
  return dashboardAccountOf(
    {
      name,
      email: "mariama@exemple.gn",
      emailVerified: true,
      role: "member",
      workspaces: [],
      workspace: null,
    },
    NOW,
  );
}

/** The button's texts as a person sees them side by side: its text nodes joined by a space. */
function visibleLabel(element: HTMLElement): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  return texts.join(" ");
}

function renderMenu(value: DashboardAccount | null) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => (
        <AccountContext value={value}>
          <UserMenu />
        </AccountContext>
      ),
    },
  ]);
  render(<Stub initialEntries={["/dashboard"]} />);
}

describe("the user menu's accessible name", () => {
  it.each([
    ["Mariama Camara", "MC Mariama", "MC Mariama Camara, Mon Compte"],
    ["Élodie Sylla Bah", "ÉB Élodie", "ÉB Élodie Sylla Bah, Mon Compte"],
    ["Ousmane", "O Ousmane", "O Ousmane, Mon Compte"],
  ])("contains what the button shows (%s)", async (name, shown, label) => {
    renderMenu(account(name));
    const trigger = await screen.findByRole("button", { name: label });
    expect(visibleLabel(trigger)).toBe(shown);
    expect(trigger.getAttribute("aria-label")).toContain(visibleLabel(trigger));
  });

  it("names the public demo's avatar Admin, with its initials", async () => {
    renderMenu(null);
    const trigger = await screen.findByRole("button", { name: "AD Admin, Mon Compte" });
    expect(trigger.getAttribute("aria-label")).toContain(visibleLabel(trigger));
  });
});
