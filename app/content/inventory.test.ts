import { describe, expect, it } from "vitest";
import { formatAmount } from "./inventory";

// Purchase prices as a French reader expects them: narrow no-break spaces between thousands, a
// comma before the cents, a no-break space before the currency.

describe("formatAmount", () => {
  it("shows euros with two decimals", () => {
    expect(formatAmount(1249.9, "EUR")).toBe("1\u202f249,90\u00a0€");
    // As the database gives a numeric: a string.
    expect(formatAmount("1249.90", "EUR")).toBe("1\u202f249,90\u00a0€");
    expect(formatAmount("0.5", "EUR")).toBe("0,50\u00a0€");
  });

  it("shows Guinean francs without decimals", () => {
    expect(formatAmount(12_500_000, "GNF")).toBe("12\u202f500\u202f000\u00a0GNF");
    expect(formatAmount("1250000.00", "GNF")).toBe("1\u202f250\u202f000\u00a0GNF");
  });
});
