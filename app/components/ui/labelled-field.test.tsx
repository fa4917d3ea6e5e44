// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LabelledField } from "./labelled-field";

// The one labelled-field wrapper of the dashboard's forms (helpdesk queue, portal, settings,
// licences): the label names the control, and the control points at its error first, then its
// hint, then a description it shares, with the ids the pages and tests rely on.

afterEach(cleanup);

function field(props: Partial<Parameters<typeof LabelledField>[0]> = {}) {
  render(
    <LabelledField name="sujet" label="Sujet" {...props}>
      {(describedBy) => <input id={props.id ?? "sujet"} aria-describedby={describedBy} />}
    </LabelledField>,
  );
  return screen.getByRole("textbox", { name: "Sujet" });
}

describe("LabelledField", () => {
  it("describes the control by its error, then its hint, then a shared description", () => {
    const input = field({
      id: "portail-sujet",
      hint: "200 caractères au plus.",
      error: "Indiquez le sujet.",
      describedBy: "aide-commune",
    });
    expect(input.getAttribute("aria-describedby")).toBe(
      "portail-sujet-erreur portail-sujet-aide aide-commune",
    );
    expect(document.getElementById("portail-sujet-erreur")?.textContent).toBe("Indiquez le sujet.");
    expect(document.getElementById("portail-sujet-aide")?.textContent).toBe(
      "200 caractères au plus.",
    );
  });

  it("describes nothing without hint or error, and uses the name as the id", () => {
    const input = field();
    expect(input.id).toBe("sujet");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(document.querySelector("p")).toBeNull();
  });

  it("gives the label its own classes (visually hidden on wide screens, say)", () => {
    field({ labelClassName: "md:sr-only", hint: "Heures ouvrées." });
    expect(screen.getByText("Sujet").className).toContain("md:sr-only");
    expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toBe("sujet-aide");
  });
});
