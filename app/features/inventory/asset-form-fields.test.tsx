// @vitest-environment jsdom
import { cleanup, fireEvent, getDefaultNormalizer, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { assetFormTexts as t } from "~/content/inventory-asset";
import type { AssetFormOptions } from "~/contracts/asset-page-view";
import { AssetFormFields } from "./asset-form-fields";

// The asset form's fields: the custom fields of the chosen type (following the select), the
// errors next to their fields, the values kept.

afterEach(cleanup);

/** French texts keep their no-break spaces. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const options: AssetFormOptions = {
  types: [
    { id: "t-laptop", label: "Portable", fields: [] },
    {
      id: "t-server",
      label: "Serveur",
      fields: [
        { id: "ram", label: "Mémoire (Go)", kind: "number" },
        { id: "rack", label: "Baie", kind: "text" },
      ],
    },
  ],
  locations: [{ id: "l-1", label: "Siège Kaloum" }],
  members: [{ name: "Fatou Camara", email: "fatou@exemple.gn" }],
  nextTag: "ACT-00042",
};

describe("the asset form's fields", () => {
  it("shows the custom fields of the type chosen, and follows the select", () => {
    render(
      <AssetFormFields options={options} values={{ type: "t-laptop" }} errors={{}} mode="new" />,
    );
    expect(screen.queryByLabelText("Mémoire (Go)")).toBeNull();
    expect(screen.getByText(t.tagHint("ACT-00042"), exact)).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Type" }), {
      target: { value: "t-server" },
    });
    expect(screen.getByLabelText("Mémoire (Go)").getAttribute("name")).toBe("custom.ram");
    expect(screen.getByText(t.sections.custom("Serveur"), exact)).toBeTruthy();
  });

  it("keeps the values and puts each error next to its field", () => {
    render(
      <AssetFormFields
        options={options}
        values={{ type: "t-server", name: "SRV-01", "custom.ram": "seize" }}
        errors={{ "custom.ram": "« Mémoire (Go) » doit être un nombre." }}
        mode="edit"
      />,
    );
    const ram = screen.getByLabelText("Mémoire (Go)");
    expect((ram as HTMLInputElement).value).toBe("seize");
    expect(ram.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(ram.getAttribute("aria-describedby")!)?.textContent).toBe(
      "« Mémoire (Go) » doit être un nombre.",
    );
    expect((screen.getByRole("textbox", { name: "Nom" }) as HTMLInputElement).value).toBe("SRV-01");
  });
});
