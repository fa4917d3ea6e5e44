import { describe, expect, it } from "vitest";
import { dateOrderHint, parseAmount, parseDay } from "./asset-values.server";

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

describe("parseDay in a file from another tool", () => {
  const file = { fromFile: true } as const;
  it("reads US dates with two-digit years, and times after the day (Snipe-IT, GLPI)", () => {
    expect(parseDay("1/23/23", { ...file, order: "mdy" })).toBe("2023-01-23");
    expect(parseDay("10/27/28", { ...file, order: "mdy" })).toBe("2028-10-27");
    expect(parseDay("2023-01-23 00:00:00", file)).toBe("2023-01-23");
    expect(parseDay("12-03-2024 14:05", file)).toBe("2024-03-12");
    expect(parseDay("3/1/99", { ...file, order: "mdy" })).toBe("1999-03-01");
  });
  it("refuses a US date read day first, and two-digit years outside files", () => {
    expect(parseDay("1/23/23", file)).toBeNull();
    expect(parseDay("1/23/2023")).toBeNull();
    expect(parseDay("03/05/25")).toBeNull();
  });
  it("tells the order when a number cannot be a month", () => {
    expect(dateOrderHint("1/23/23")).toBe("mdy");
    expect(dateOrderHint("23/01/2023")).toBe("dmy");
    expect(dateOrderHint("05/03/2025")).toBeNull();
    expect(dateOrderHint("2023-01-23")).toBeNull();
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
