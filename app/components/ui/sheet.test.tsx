// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SheetClose, SheetTitle, TriggeredSheet } from "./sheet";
import { SheetTrigger, type LazySheetProps } from "./sheet-trigger";

afterEach(cleanup);

function ExampleSheet(props: LazySheetProps) {
  return (
    <TriggeredSheet {...props} side="left" className="w-80 bg-card">
      <SheetTitle>Titre</SheetTitle>
      <SheetClose label="Fermer" />
    </TriggeredSheet>
  );
}

describe("SheetTrigger", () => {
  it("loads the sheet on first use only, opens it as a dialog and takes focus back on close", async () => {
    const user = userEvent.setup();
    let loads = 0;
    const loadSheet = () => {
      loads += 1;
      return Promise.resolve(ExampleSheet);
    };
    render(
      <SheetTrigger loadSheet={loadSheet} className="" aria-label="Ouvrir">
        Menu
      </SheetTrigger>,
    );
    const trigger = screen.getByRole("button", { name: "Ouvrir" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Titre" });
    expect(dialog).toHaveClass("left-0", "w-80");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const loadsToOpen = loads;
    expect(loadsToOpen).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(loads).toBe(loadsToOpen);
  });
});
