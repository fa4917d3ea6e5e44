// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { trialOverTexts } from "~/content/plan-request";
import { switcherTexts } from "~/content/workspace-switcher";
import { dashboardAccountOf, type DashboardAccount } from "./account";
import { AccountContext } from "./account-context";
import { TrialOverBanner } from "./trial-over-banner";
import { WorkspaceNotice } from "./workspace-notice";
import { WorkspaceSwitcher } from "./workspace-switcher";

// The switcher's forms (one per workspace, the create form) and the trial-over banner's request,
// as the server reads them; the notice shown after a redirect back.

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 23, 9);
const ws = (id: string, name: string, role: "owner" | "member", trialEndsAt: Date | null) => ({
  id,
  name,
  role,
  plan: "premium" as const,
  trialEndsAt,
});

function account(role: "owner" | "member" = "owner", over = false): DashboardAccount {
  const active = ws("a", "Espace d'Awa", role, new Date(NOW + (over ? -1 : 3) * 86_400_000));
  return dashboardAccountOf(
    {
      name: "Awa Camara",
      email: "awa@exemple.gn",
      emailVerified: true,
      role: "member",
      workspaces: [active, ws("b", "Agence de Kindia", "member", null)],
      workspace: { ...active, readOnly: over },
    },
    NOW,
  );
}

function renderAt(path: string, value: DashboardAccount | null, children: ReactNode) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/*",
      Component: () => <AccountContext value={value}>{children}</AccountContext>,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const fieldsOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form).entries());

describe("WorkspaceSwitcher", () => {
  it("shows the active workspace and a switch form for each other one, back to this page", async () => {
    renderAt("/dashboard/parametres?x=1", account(), <WorkspaceSwitcher idPrefix="t" />);
    const summary = screen.getByTestId("workspace-switcher-toggle");
    expect(summary).toHaveTextContent("Espace d'Awa");
    expect(summary).toHaveTextContent("Propriétaire");
    await userEvent.click(summary);
    const list = screen.getByRole("list", { name: switcherTexts.listLabel });
    expect(within(list).getByText("Espace d'Awa").closest("[aria-current]")).not.toBeNull();
    const other = within(list).getByRole("button", { name: /Agence de Kindia/ });
    expect(other.closest("form")).toHaveAttribute("action", "/dashboard/espace");
    expect(fieldsOf(other.closest("form")!)).toEqual({
      intent: "switch",
      organizationId: "b",
      returnTo: "/dashboard/parametres?x=1",
    });
    const name = screen.getByLabelText(switcherTexts.createHeading);
    expect(name).toBeRequired();
    expect(name).toHaveAttribute("maxLength", "80");
    expect(fieldsOf(name.closest("form")!)).toMatchObject({ intent: "create", name: "" });
  });

  it("says where a workspace is created that the trial is one per person: fresh, shared, over", () => {
    const person = (ownTrialEndsAt: Date | null) =>
      dashboardAccountOf(
        {
          name: "Awa Camara",
          email: "awa@exemple.gn",
          emailVerified: true,
          role: "member",
          workspaces: [],
          workspace: null,
          ownTrialEndsAt,
        },
        NOW,
      );
    const cases = [
      [person(null), switcherTexts.createHint],
      [person(new Date(NOW + 3 * 86_400_000)), switcherTexts.createHintShared(3)],
      [person(new Date(NOW - 86_400_000)), switcherTexts.createHintOver],
    ] as const;
    for (const [value, hint] of cases) {
      renderAt("/dashboard", value, <WorkspaceSwitcher idPrefix="t" />);
      expect(screen.getByLabelText(switcherTexts.createHeading)).toHaveAccessibleDescription(hint);
      cleanup();
    }
    expect(switcherTexts.createHintOver).toContain("lecture seule");
  });

  it("offers only 'Créer un espace de travail' to a person without workspace, nothing to the demo", () => {
    const none = { ...account(), workspace: null, workspaces: [] };
    renderAt("/dashboard", none, <WorkspaceSwitcher idPrefix="t" />);
    expect(screen.getByTestId("active-workspace")).toHaveTextContent(switcherTexts.noWorkspace);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByLabelText(switcherTexts.createHeading)).toBeInTheDocument();
    cleanup();
    renderAt("/dashboard", null, <WorkspaceSwitcher idPrefix="t" />);
    expect(screen.queryByTestId("workspace-switcher")).toBeNull();
  });
});

describe("TrialOverBanner", () => {
  it("asks for the workspace's plan for owners, and says whom to ask to members", () => {
    const owner = account("owner", true);
    renderAt("/dashboard/helpdesk", owner, <TrialOverBanner workspace={owner.workspace!} />);
    const banner = screen.getByRole("complementary", { name: trialOverTexts.label });
    const button = within(banner).getByRole("button", { name: trialOverTexts.upgrade("Premium") });
    expect(button.closest("form")).toHaveAttribute("action", "/dashboard/formule");
    expect(fieldsOf(button.closest("form")!)).toEqual({
      plan: "premium",
      returnTo: "/dashboard/helpdesk",
    });
    cleanup();
    const member = account("member", true);
    renderAt("/dashboard", member, <TrialOverBanner workspace={member.workspace!} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("complementary")).toHaveTextContent(trialOverTexts.askManager);
  });
});

describe("WorkspaceNotice", () => {
  it("shows a known notice with a link closing it, and ignores anything else", () => {
    renderAt("/dashboard?q=x&avis=espace-cree", account(), <WorkspaceNotice />);
    expect(screen.getByRole("status")).toHaveTextContent("Votre nouvel espace de travail est créé");
    expect(screen.getByRole("link", { name: "Fermer ce message" })).toHaveAttribute(
      "href",
      "/dashboard?q=x",
    );
    cleanup();
    renderAt("/dashboard?avis=<script>", account(), <WorkspaceNotice />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
