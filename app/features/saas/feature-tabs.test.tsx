// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FeatureTabs } from "./feature-tabs";
import { isAvailableModule } from "~/content/dashboard-links";
import { featureTabs, SAAS_UPCOMING, saasBenefits } from "~/content/saas";
import { SaasBenefits } from "./saas-page";

afterEach(cleanup);

/** A theme's title, then ', Bientôt' when its module is not built yet. */
const upcomingName = (title: string) => new RegExp(`^${title}\\s*,\\s*${SAAS_UPCOMING}$`);
const headingOf = (theme: (typeof featureTabs)[number]) =>
  theme.moduleId && !isAvailableModule(theme.moduleId) ? upcomingName(theme.title) : theme.title;

function expectPanelOf(index: number) {
  const theme = featureTabs[index]!;
  const panel = screen.getByRole("tabpanel", { name: theme.label });
  expect(within(panel).getByRole("heading", { name: headingOf(theme) })).toBeVisible();
  for (const f of theme.features) expect(panel).toHaveTextContent(f.title);
}

describe("FeatureTabs", () => {
  it("without JavaScript: the helpdesk panel shows, the others' words are in the HTML, hidden", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<FeatureTabs />);
    const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((p) => p.hidden)).toEqual([false, true, true]);
    for (const [i, tab] of featureTabs.entries()) {
      for (const f of tab.features) expect(panels[i]).toHaveTextContent(f.title);
    }
    expect(container.innerHTML).not.toContain(" style=");
  });

  it("selects the helpdesk first, then the theme clicked or reached with the keyboard", async () => {
    const user = userEvent.setup();
    render(<FeatureTabs />);
    const tabs = within(
      screen.getByRole("tablist", { name: "Fonctionnalités de la plateforme" }),
    ).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(featureTabs.map((t) => t.label));
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expectPanelOf(0);

    await user.click(tabs[1]!);
    expectPanelOf(1);
    await user.keyboard("{ArrowRight}");
    expect(tabs[2]).toHaveFocus();
    expectPanelOf(2);
    await user.keyboard("{Home}");
    expectPanelOf(0);
    await user.keyboard("{End}");
    expectPanelOf(2);
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("says 'Bientôt' where the platform does not do it yet: the security theme, the AI", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<FeatureTabs />);
    const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    const marked = panels.map((p) => p.querySelectorAll("[data-testid=upcoming-pill]").length);
    expect(marked).toEqual(featureTabs.map((t) => (typeof headingOf(t) === "string" ? 0 : 1)));
    expect(marked).toEqual([0, 0, 1]);
    expect(saasBenefits.filter((b) => b.toCome).map((b) => b.title)).toEqual(["IA intégrée"]);
    render(<SaasBenefits />);
    expect(screen.getByRole("heading", { name: upcomingName("IA intégrée") })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sécurité native" })).toBeTruthy();
  });
});
