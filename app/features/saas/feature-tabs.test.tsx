// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FeatureTabs } from "./feature-tabs";
import { featureTabs } from "~/content/saas";

afterEach(cleanup);

function expectPanelOf(index: number) {
  const theme = featureTabs[index]!;
  const panel = screen.getByRole("tabpanel", { name: theme.label });
  expect(within(panel).getByRole("heading", { name: theme.title })).toBeVisible();
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
});
