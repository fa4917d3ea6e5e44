import { describe, expect, it } from "vitest";
import { knowledgeTexts } from "./knowledge";

// The procedures' list: a card's line under its title.

describe("a procedure's line", () => {
  it("keeps its date and its author's name each on one line", () => {
    expect(knowledgeTexts.updatedOn("30 nov. 2026", "Aminata Keïta")).toBe(
      "Mis à jour le 30\u00a0nov.\u00a02026 par Aminata\u00a0Keïta",
    );
  });
});
