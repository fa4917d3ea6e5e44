// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BILLING_PATH } from "~/content/billing";
import { readOnlyReasonTexts, trialOverTexts } from "~/content/plan-request";
import { dashboardAccountOf, type DashboardAccount } from "./account";
import { AccountContext } from "./account-context";
import { TrialOverBanner } from "./trial-over-banner";
import { NewLicencePage } from "~/features/licences";

// A dashboard form of a read-only workspace (trial over) says so before anyone types: the notice
// takes the form's place, with what to do (owners choose a plan, the others ask them).

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 28, 9);

function account(
  role: "owner" | "technician",
  billing: "suspended" | "cancelled" | null = null,
): DashboardAccount {
  const ws = {
    id: "a",
    name: "Clinique Ratoma",
    role,
    plan: "standard" as const,
    trialEndsAt: new Date(NOW - 86_400_000),
  };
  return dashboardAccountOf(
    {
      name: "Mariama Camara",
      email: "mariama@exemple.gn",
      emailVerified: true,
      role: "member",
      workspaces: [ws],
      workspace: { ...ws, readOnly: true },
    },
    NOW,
    billing,
  );
}

function renderPage(
  readOnly: boolean,
  role: "owner" | "technician" = "owner",
  billing: "suspended" | "cancelled" | null = null,
) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/*",
      Component: () => (
        <AccountContext value={account(role, billing)}>
          <NewLicencePage readOnly={readOnly} formKey="6f1c2a8e-0d4b-4c55-9a3e-2b7d8f9e0a11" />
        </AccountContext>
      ),
    },
  ]);
  render(<Stub initialEntries={["/dashboard/licences/nouvelle"]} />);
}

describe("a dashboard form while the trial is over", () => {
  it("is replaced by the notice, with the way to choose a plan", () => {
    renderPage(true);
    const notice = screen.getByTestId("read-only-notice");
    expect(notice.textContent).toContain(trialOverTexts.formClosed);
    expect(screen.getByRole("link", { name: trialOverTexts.choosePlan })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByTestId("licence-form")).toBeNull();
  });

  it("tells the others whom to ask", () => {
    renderPage(true, "technician");
    expect(screen.getByTestId("read-only-notice").textContent).toContain(trialOverTexts.askManager);
    expect(screen.queryByRole("link", { name: trialOverTexts.choosePlan })).toBeNull();
  });

  it("is a form during the trial", () => {
    renderPage(false);
    expect(screen.queryByTestId("read-only-notice")).toBeNull();
    expect(screen.getAllByRole("textbox").length).toBeGreaterThan(0);
  });
});

describe("a dashboard form while the billing holds the workspace", () => {
  it("says the service is suspended and leads to the subscription, not to the trial's plans", () => {
    renderPage(true, "owner", "suspended");
    const t = readOnlyReasonTexts.suspended;
    expect(screen.getByTestId("read-only-notice").textContent).toContain(t.formClosed);
    expect(screen.getByTestId("read-only-notice").textContent).not.toContain(trialOverTexts.title);
    const link = screen.getByRole("link", { name: t.cta });
    expect(link.getAttribute("href")).toBe(BILLING_PATH);
  });

  it("says the subscription is cancelled, and whom to ask", () => {
    renderPage(true, "technician", "cancelled");
    const t = readOnlyReasonTexts.cancelled;
    const text = screen.getByTestId("read-only-notice").textContent;
    expect(text).toContain(t.title);
    expect(text).toContain(t.askManager);
  });
});

describe("the banner of a workspace the billing holds", () => {
  function renderBanner(billing: "suspended" | null) {
    const { workspace } = account("owner", billing);
    const Stub = createRoutesStub([
      { path: "/dashboard/*", Component: () => <TrialOverBanner workspace={workspace!} /> },
    ]);
    render(<Stub initialEntries={["/dashboard/helpdesk"]} />);
    return screen.getByTestId("trial-over-banner");
  }

  it("says why and leads to the subscription, without a plan request", () => {
    const banner = renderBanner("suspended");
    const t = readOnlyReasonTexts.suspended;
    expect(banner.textContent).toContain(t.text("Clinique Ratoma"));
    expect(banner.textContent).not.toContain(trialOverTexts.title);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: t.cta }).getAttribute("href")).toBe(BILLING_PATH);
  });

  it("keeps the trial's plan request when the trial is what ended", () => {
    renderBanner(null);
    expect(screen.getByRole("button", { name: trialOverTexts.upgrade("Standard") })).toBeTruthy();
  });
});
