// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PlainTabsContent, PlainTabsList, PlainTabsTrigger } from "./plain-tabs";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

const ids = ["un", "deux", "trois"] as const;

function RadixExample() {
  const [active, setActive] = useState<string>("un");
  return (
    <Tabs value={active} onValueChange={setActive}>
      <TabsList aria-label="Exemple">
        {ids.map((id) => (
          <TabsTrigger key={id} value={id}>
            {`Onglet ${id}`}
          </TabsTrigger>
        ))}
      </TabsList>
      {ids.map((id) => (
        <TabsContent key={id} value={id} selected={active === id}>
          {`Panneau ${id}`}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PlainExample() {
  return (
    <>
      <PlainTabsList aria-label="Exemple">
        {ids.map((id) => (
          <PlainTabsTrigger
            key={id}
            selected={id === "un"}
            id={`o-${id}`}
            aria-controls={`p-${id}`}
          >
            {`Onglet ${id}`}
          </PlainTabsTrigger>
        ))}
      </PlainTabsList>
      {ids.map((id) => (
        <PlainTabsContent
          key={id}
          selected={id === "un"}
          id={`p-${id}`}
          aria-labelledby={`o-${id}`}
        >
          {`Panneau ${id}`}
        </PlainTabsContent>
      ))}
    </>
  );
}

describe("Tabs (Radix)", () => {
  it("renders every panel and no inline style on the server (strict CSP)", () => {
    const html = renderToString(<RadixExample />);
    expect(html).not.toContain(" style=");
    for (const id of ids) expect(html).toContain(`Panneau ${id}`);
  });

  it("moves with the arrow keys and shows only the selected panel", async () => {
    const user = userEvent.setup();
    render(<RadixExample />);
    await user.click(screen.getByRole("tab", { name: "Onglet un" }));
    await user.keyboard("{ArrowRight}");
    const second = screen.getByRole("tab", { name: "Onglet deux" });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panneau deux");
  });
});

describe("PlainTabs", () => {
  it("has the roles and states of the Radix tabs, with the other panels hidden", () => {
    render(<PlainExample />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((t) => t.getAttribute("data-state"))).toEqual([
      "active",
      "inactive",
      "inactive",
    ]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "horizontal");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Panneau un");
  });
});
