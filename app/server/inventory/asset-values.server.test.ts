import { describe, expect, it } from "vitest";
import { parseAmount, parseDay } from "./asset-values.server";

describe("parseDay", () => {
  it("reads French and ISO dates", () => {
    expect(parseDay("05/03/2025")).toBe("2025-03-05");
    expect(parseDay("5-3-2025")).toBe("2025-03-05");
    expect(parseDay("2025-03-05")).toBe("2025-03-05");
    expect(parseDay(" 31.12.2026 ")).toBe("2026-12-31");
  });
  it("refuses dates that do not exist or are not dates", () => {
    expect(parseDay("31/02/2025")).toBeNull();
    expect(parseDay("2025-13-01")).toBeNull();
    expect(parseDay("demain")).toBeNull();
    expect(parseDay("03/05/25")).toBeNull();
    expect(parseDay("01/01/1800")).toBeNull();
  });
});

describe("parseAmount", () => {
  it("reads French and English amounts", () => {
    expect(parseAmount("1 250 000")).toBe("1250000");
    expect(parseAmount("1\u202f250\u202f000 GNF")).toBe("1250000");
    expect(parseAmount("899,90")).toBe("899.90");
    expect(parseAmount("899.9")).toBe("899.90");
    expect(parseAmount("1.250.000")).toBe("1250000");
    expect(parseAmount("1,250.50")).toBe("1250.50");
    expect(parseAmount("1.250,50 €")).toBe("1250.50");
    expect(parseAmount("0")).toBe("0");
  });
  it("refuses what is not an amount", () => {
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("douze")).toBeNull();
    expect(parseAmount("-5")).toBeNull();
    expect(parseAmount("1,2345")).toBeNull();
    expect(parseAmount("1.25.0")).toBeNull();
    expect(parseAmount("123456789012345")).toBeNull();
  });
  it("takes a negative number when asked (custom number fields)", () => {
    expect(parseAmount("-5", { allowNegative: true })).toBe("-5");
  });
});
