// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CopyableCode } from "./copyable-code";

afterEach(cleanup);

describe("CopyableCode", () => {
  it("shows the value whole, breakable after its separators only", () => {
    const url = "https://support.exemple.gn/api/helpdesk/inbound/espace-d-aminata";
    const { container } = render(
      <CopyableCode
        id="adresse"
        prefix="POST"
        value={url}
        texts={{ copy: "Copier", copied: "Copié" }}
      />,
    );
    const code = container.querySelector("code#adresse")!;
    expect(code.textContent).toBe(`POST ${url}`);
    // After each '/' (6) and '.' (2); none inside 'espace-d-aminata'.
    expect(code.querySelectorAll("wbr")).toHaveLength(8);
    const before = [...code.querySelectorAll("wbr")].map((wbr) => wbr.previousSibling?.textContent);
    expect(new Set(before)).toEqual(new Set(["/", "."]));
  });
});
