// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

const ids = ["un", "deux", "trois"] as const;

function Example() {
  const [active, setActive] = useState<string>("un");
  return (
    <>
      <button type="button">Avant</button>
      <Tabs value={active} onValueChange={setActive}>
        <TabsList aria-label="Exemple">
          {ids.map((id) => (
            <TabsTrigger key={id} value={id}>
              {`Onglet ${id}`}
            </TabsTrigger>
          ))}
        </TabsList>
        {ids.map((id) => (
          <TabsContent key={id} value={id}>
            {`Panneau ${id}`}
          </TabsContent>
        ))}
      </Tabs>
      <button type="button">Après</button>
    </>
  );
}

const tab = (id: string) => screen.getByRole("tab", { name: `Onglet ${id}` });

function expectSelected(id: (typeof ids)[number]) {
  for (const other of ids) {
    const selected = other === id;
    expect(tab(other)).toHaveAttribute("aria-selected", String(selected));
    expect(tab(other)).toHaveAttribute("data-state", selected ? "active" : "inactive");
    expect(tab(other).tabIndex).toBe(selected ? 0 : -1);
  }
  expect(screen.getByRole("tabpanel")).toHaveTextContent(`Panneau ${id}`);
}

describe("Tabs", () => {
  it("sends every panel from the server, the first one shown, with no inline style", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Example />);
    expect(container.innerHTML).not.toContain(" style=");
    const panels = [...container.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((p) => p.textContent)).toEqual(ids.map((id) => `Panneau ${id}`));
    expect(panels.map((p) => p.hasAttribute("hidden"))).toEqual([false, true, true]);
  });

  it("wires tabs and panels together with the roles and states of the WAI-ARIA pattern", () => {
    render(<Example />);
    expect(screen.getByRole("tablist", { name: "Exemple" })).toHaveAttribute(
      "aria-orientation",
      "horizontal",
    );
    expectSelected("un");
    const panel = screen.getByRole("tabpanel", { name: "Onglet un" });
    expect(tab("un")).toHaveAttribute("aria-controls", panel.id);
    expect(panel.tabIndex).toBe(0);
    for (const id of ids) {
      const controlled = document.getElementById(tab(id).getAttribute("aria-controls")!);
      expect(controlled).toHaveTextContent(`Panneau ${id}`);
      expect(controlled).toHaveAttribute("aria-labelledby", tab(id).id);
    }
  });

  it("selects a tab on click", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab("trois"));
    expectSelected("trois");
    await user.click(tab("deux"));
    expectSelected("deux");
  });

  it("moves and selects with the arrow keys (wrapping), Home and End", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Avant" }));
    await user.tab();
    expect(tab("un")).toHaveFocus();

    const steps: [string, (typeof ids)[number]][] = [
      ["{ArrowRight}", "deux"],
      ["{ArrowRight}", "trois"],
      ["{ArrowRight}", "un"],
      ["{ArrowLeft}", "trois"],
      ["{ArrowLeft}", "deux"],
      ["{Home}", "un"],
      ["{End}", "trois"],
    ];
    for (const [key, id] of steps) {
      await user.keyboard(key);
      expect(tab(id)).toHaveFocus();
      expectSelected(id);
    }
  });

  it("leaves the other keys alone", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab("deux"));
    await user.keyboard("{ArrowDown}{ArrowUp}{Shift>}{ArrowRight}{/Shift}");
    expect(tab("deux")).toHaveFocus();
    expectSelected("deux");
  });

  it("keeps only the selected tab in the Tab order: Tab goes on to the panel, then beyond", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab("deux"));
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panneau deux");
    await user.tab();
    expect(screen.getByRole("button", { name: "Après" })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(tab("deux")).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Avant" })).toHaveFocus();
  });
});
